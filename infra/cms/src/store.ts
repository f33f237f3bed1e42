// The in-memory content store built once from the seed: every locale version becomes an
// entry with its own id (as Strapi 4 i18n stores them), and components get stable ids.
import {
  LOCALES,
  isMediaRef,
  isRelationRef,
  type Component,
  type ContentTypeDef,
  type Entry,
  type Locale,
  type Node,
  type SeedEntry,
  type SeedValue,
} from './model';
import type { MediaFile } from './media';

export interface StoredType {
  readonly name: string;
  readonly kind: 'single' | 'collection';
  readonly entries: readonly Entry[];
}

export interface Store {
  readonly types: ReadonlyMap<string, StoredType>;
  readonly media: ReadonlyMap<string, MediaFile>;
}

const isSeedEntry = (value: SeedValue): value is SeedEntry =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !isMediaRef(value) &&
  !isRelationRef(value);

const isComponentList = (value: SeedValue): value is readonly SeedEntry[] =>
  Array.isArray(value) && value.length > 0 && value.every((item: SeedValue) => isSeedEntry(item));

export function buildStore(defs: readonly ContentTypeDef[], files: readonly MediaFile[]): Store {
  const media = new Map(files.map((file) => [file.file, file]));
  const types = new Map<string, StoredType>();
  for (const def of defs) {
    // Component ids count per content type, like Strapi's per-component tables.
    let nextComponentId = 1;
    const toComponent = (entry: SeedEntry): Component => ({
      id: nextComponentId++,
      fields: toFields(entry),
    });
    const toNode = (value: SeedValue, path: string): Node => {
      if (isMediaRef(value)) {
        if (!media.has(value.$media)) throw new Error(`${path}: unknown media ${value.$media}`);
        return { kind: 'media', file: value.$media };
      }
      if (isRelationRef(value)) return { kind: 'relation', ref: value.$relation };
      if (isComponentList(value)) return { kind: 'components', components: value.map(toComponent) };
      if (isSeedEntry(value)) return { kind: 'component', component: toComponent(value) };
      return { kind: 'scalar', value };
    };
    const toFields = (entry: SeedEntry): Record<string, Node> =>
      Object.fromEntries(
        Object.entries(entry).map(([key, value]) => [key, toNode(value, `${def.name}.${key}`)]),
      );

    const entries: Entry[] = [];
    for (const locale of LOCALES) {
      const seeds = def.kind === 'single' ? [def.seed[locale]] : def.seed[locale];
      for (const seed of seeds) entries.push(toEntry(entries.length + 1, locale, toFields(seed)));
    }
    types.set(def.name, { name: def.name, kind: def.kind, entries });
  }
  return { types, media };
}

// Fixed timestamps keep responses reproducible from run to run.
const SEEDED_AT = '2025-01-15T09:00:00.000Z';

function toEntry(id: number, locale: Locale, fields: Record<string, Node>): Entry {
  const scalar = (value: unknown): Node => ({ kind: 'scalar', value });
  return {
    id,
    locale,
    fields: {
      ...fields,
      createdAt: scalar(SEEDED_AT),
      updatedAt: scalar(SEEDED_AT),
      publishedAt: scalar(SEEDED_AT),
      locale: scalar(locale),
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
