// The in-memory content store built once from the seed: every locale version becomes an
// entry with its own id, and the versions of one document share a documentId (as Strapi 5
// i18n stores them); components get stable ids. Each type also gets its shape, the list of
// its populatable parts, which stands in for the Strapi schema populate is checked against.
import { documentIdOf } from './document-id';
import {
  LOCALES,
  isMediaRef,
  isRelationRef,
  type CollectionSeed,
  type Component,
  type ContentTypeDef,
  type Entry,
  type Locale,
  type Node,
  type PartShape,
  type SeedEntry,
  type SeedValue,
  type Shape,
  type ZoneComponent,
} from './model';
import type { MediaFile } from './media';

export interface StoredType {
  readonly name: string;
  readonly kind: 'single' | 'collection';
  readonly entries: readonly Entry[];
  readonly shape: Shape;
}

export interface Store {
  readonly types: ReadonlyMap<string, StoredType>;
  readonly media: ReadonlyMap<string, MediaFile>;
}

type Fields = Readonly<Record<string, Node>>;

const isSeedEntry = (value: SeedValue): value is SeedEntry =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !isMediaRef(value) &&
  !isRelationRef(value);

const isComponentList = (value: SeedValue): value is readonly SeedEntry[] =>
  Array.isArray(value) && value.length > 0 && value.every((item: SeedValue) => isSeedEntry(item));

const isZone = (value: readonly SeedEntry[]) =>
  value.every((item) => typeof item.__component === 'string');

export function buildStore(defs: readonly ContentTypeDef[], files: readonly MediaFile[]): Store {
  const media = new Map(files.map((file) => [file.file, file]));
  const types = new Map<string, StoredType>();
  for (const def of defs) {
    // Component ids count per content type, like Strapi's per-component tables.
    let nextComponentId = 1;
    const toComponent = (entry: SeedEntry, path: string): Component => ({
      id: nextComponentId++,
      fields: toFields(entry, path),
    });
    const toNode = (value: SeedValue, path: string): Node => {
      if (isMediaRef(value)) {
        if (!media.has(value.$media)) throw new Error(`${path}: unknown media ${value.$media}`);
        return { kind: 'media', file: value.$media };
      }
      if (isRelationRef(value)) return { kind: 'relation', ref: value.$relation };
      if (isComponentList(value) && isZone(value)) {
        const components = value.map((item): ZoneComponent => ({
          ...toComponent(item, path),
          uid: String(item.__component),
        }));
        return { kind: 'zone', components };
      }
      if (isComponentList(value)) {
        return { kind: 'components', components: value.map((item) => toComponent(item, path)) };
      }
      if (isSeedEntry(value)) return { kind: 'component', component: toComponent(value, path) };
      return { kind: 'scalar', value };
    };
    const toFields = (entry: SeedEntry, path: string): Record<string, Node> =>
      Object.fromEntries(
        Object.entries(entry).map(([key, value]) => [key, toNode(value, `${path}.${key}`)]),
      );

    const positions = documentPositions(def);
    const drafts: { locale: Locale; position: number; fields: Fields }[] = [];
    for (const locale of LOCALES) {
      const seeds = def.kind === 'single' ? [def.seed[locale]] : def.seed[locale];
      seeds.forEach((seed, index) =>
        drafts.push({
          locale,
          position: positions[locale][index] ?? 0,
          fields: toFields(seed, def.name),
        }),
      );
    }
    const shape = drafts.reduce<Shape>(
      (merged, draft) => mergeShapes(merged, shapeOf(draft.fields, def.name), def.name),
      {},
    );
    const entries = drafts.map((draft, index) =>
      toEntry(
        index + 1,
        documentIdOf(`api::${def.name}`, draft.position),
        draft.locale,
        conform(draft.fields, shape, def.name),
      ),
    );
    types.set(def.name, { name: def.name, kind: def.kind, entries, shape });
  }
  for (const type of types.values()) checkRelationTargets(types, type.shape, type.name);
  return { types, media };
}

/**
 * The document position of every seed entry, per locale: a single type is one document. In a
 * collection, the uz and ru lists are written to line up (the n-th entries are the same
 * document), but when every entry has a `slug` the versions are paired by slug instead, so
 * lists that differ in order or length still pair right; an entry with no counterpart is a
 * document with one locale version.
 */
function documentPositions(def: ContentTypeDef): Record<Locale, number[]> {
  if (def.kind === 'single') return { uz: [0], ru: [0] };
  const seed: CollectionSeed = def.seed;
  const bySlug = LOCALES.every((locale) =>
    seed[locale].every((entry) => typeof entry.slug === 'string'),
  );
  const keys = new Map<string, number>();
  const positionOf = (key: string) => {
    const known = keys.get(key);
    if (known !== undefined) return known;
    keys.set(key, keys.size);
    return keys.size - 1;
  };
  const forLocale = (locale: Locale) => {
    const seen = new Set<string>();
    return seed[locale].map((entry, index) => {
      const key = bySlug ? String(entry.slug) : String(index);
      if (seen.has(key)) throw new Error(`${def.name}: two ${locale} entries with slug ${key}`);
      seen.add(key);
      return positionOf(key);
    });
  };
  return { uz: forLocale('uz'), ru: forLocale('ru') };
}

// Fixed timestamps keep responses reproducible from run to run.
const SEEDED_AT = '2025-01-15T09:00:00.000Z';

function toEntry(id: number, documentId: string, locale: Locale, fields: Fields): Entry {
  const { createdAt, updatedAt, publishedAt, ...content } = fields;
  const seeded: Node = { kind: 'scalar', value: SEEDED_AT };
  return {
    id,
    documentId,
    locale,
    fields: {
      ...content,
      locale: { kind: 'scalar', value: locale },
      createdAt: createdAt ?? seeded,
      updatedAt: updatedAt ?? seeded,
      publishedAt: publishedAt ?? seeded,
    },
  };
}

/** The populatable parts of some fields; scalars (null and [] included) are left out. */
function shapeOf(fields: Fields, path: string): Shape {
  const shape: Record<string, PartShape> = {};
  for (const [key, node] of Object.entries(fields)) {
    const part = partOf(node, `${path}.${key}`);
    if (part) shape[key] = part;
  }
  return shape;
}

function partOf(node: Node, path: string): PartShape | undefined {
  switch (node.kind) {
    case 'scalar':
      return undefined;
    case 'media':
      return { kind: 'media' };
    case 'relation':
      return node.ref ? { kind: 'relation', target: node.ref.type } : undefined;
    case 'component':
      return node.component
        ? { kind: 'component', repeatable: false, fields: shapeOf(node.component.fields, path) }
        : undefined;
    case 'components': {
      const fields = node.components.reduce<Shape>(
        (merged, c) => mergeShapes(merged, shapeOf(c.fields, path), path),
        {},
      );
      return { kind: 'component', repeatable: true, fields };
    }
    case 'zone': {
      const components: Record<string, Shape> = {};
      for (const item of node.components) {
        const itemPath = `${path}.${item.uid}`;
        components[item.uid] = mergeShapes(
          components[item.uid] ?? {},
          shapeOf(item.fields, itemPath),
          itemPath,
        );
      }
      return { kind: 'zone', components };
    }
  }
}

/** One shape for all entries of a type; a field that is a part in one must be in all. */
function mergeShapes(left: Shape, right: Shape, path: string): Shape {
  const merged: Record<string, PartShape> = { ...left };
  for (const [key, part] of Object.entries(right)) {
    const known = merged[key];
    merged[key] = known ? mergeParts(known, part, `${path}.${key}`) : part;
  }
  return merged;
}

function mergeParts(left: PartShape, right: PartShape, path: string): PartShape {
  const clash = () =>
    new Error(`${path}: a ${describe(left)} in one entry, ${describe(right)} in another`);
  if (left.kind === 'media' && right.kind === 'media') return left;
  if (left.kind === 'relation' && right.kind === 'relation') {
    if (left.target !== right.target) throw clash();
    return left;
  }
  if (left.kind === 'component' && right.kind === 'component') {
    if (left.repeatable !== right.repeatable) throw clash();
    return { ...left, fields: mergeShapes(left.fields, right.fields, path) };
  }
  if (left.kind === 'zone' && right.kind === 'zone') {
    const components: Record<string, Shape> = { ...left.components };
    for (const [uid, shape] of Object.entries(right.components)) {
      components[uid] = mergeShapes(components[uid] ?? {}, shape, `${path}.${uid}`);
    }
    return { kind: 'zone', components };
  }
  throw clash();
}

const describe = (part: PartShape) =>
  part.kind === 'component' && part.repeatable ? 'component list' : part.kind;

/** Empty parts (null, or [] for lists) become empty nodes of their kind, at every depth. */
function conform(fields: Fields, shape: Shape, path: string): Fields {
  const out: Record<string, Node> = {};
  for (const [key, node] of Object.entries(fields)) {
    const part = shape[key];
    out[key] = part ? conformNode(node, part, `${path}.${key}`) : node;
  }
  return out;
}

function conformNode(node: Node, part: PartShape, path: string): Node {
  if (node.kind === 'scalar') {
    const empty = node.value === null || (Array.isArray(node.value) && node.value.length === 0);
    if (!empty) throw new Error(`${path}: a value where other entries hold a ${describe(part)}`);
    switch (part.kind) {
      case 'media':
        return { kind: 'media', file: null };
      case 'relation':
        return { kind: 'relation', ref: null };
      case 'component':
        return part.repeatable
          ? { kind: 'components', components: [] }
          : { kind: 'component', component: null };
      case 'zone':
        return { kind: 'zone', components: [] };
    }
  }
  const withFields = <C extends Component>(component: C, shape: Shape): C => ({
    ...component,
    fields: conform(component.fields, shape, path),
  });
  if (node.kind === 'component' && node.component && part.kind === 'component') {
    return { kind: 'component', component: withFields(node.component, part.fields) };
  }
  if (node.kind === 'components' && part.kind === 'component') {
    return {
      kind: 'components',
      components: node.components.map((c) => withFields(c, part.fields)),
    };
  }
  if (node.kind === 'zone' && part.kind === 'zone') {
    return {
      kind: 'zone',
      components: node.components.map((c) => withFields(c, part.components[c.uid] ?? {})),
    };
  }
  return node;
}

function checkRelationTargets(types: ReadonlyMap<string, StoredType>, shape: Shape, path: string) {
  for (const [key, part] of Object.entries(shape)) {
    if (part.kind === 'relation' && !types.has(part.target)) {
      throw new Error(`${path}.${key}: relation to unknown type ${part.target}`);
    }
    if (part.kind === 'component') checkRelationTargets(types, part.fields, `${path}.${key}`);
    if (part.kind === 'zone') {
      for (const [uid, fields] of Object.entries(part.components)) {
        checkRelationTargets(types, fields, `${path}.${key}.${uid}`);
      }
    }
  }
}

/** Finds the entry a relation points at, in the locale of the entry that holds it. */
export function resolveRelation(
  store: Store,
  ref: { readonly type: string; readonly field: string; readonly value: string },
  locale: Locale,
): Entry | undefined {
  const target = store.types.get(ref.type);
  return target?.entries.find((entry) => {
    const node = entry.fields[ref.field];
    return entry.locale === locale && node?.kind === 'scalar' && node.value === ref.value;
  });
}
