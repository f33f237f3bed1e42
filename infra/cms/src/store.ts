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
  type SeedEntry,
  type SeedValue,
  type Shape,
  type ZoneComponent,
} from './model';
import type { MediaFile } from './media';
import { checkRelationTargets, conform, mergeShapes, shapeOf } from './shape';

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
