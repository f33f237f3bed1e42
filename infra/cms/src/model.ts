// How seed content is written and how the store holds it. Seed modules write plain objects
// plus two markers (media, relation); the store turns them into nodes that know which fields
// Strapi treats as populatable (components, media, relations, dynamic zones) and which are
// plain attributes, and derives each type's shape, which populate is validated against.

export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

// Markers use `$`-keys so that no content field name can be mistaken for one.

/** A media-library file referenced by its file name under /cms/uploads. */
export interface MediaRef {
  readonly $media: string;
}

/** A relation to an entry of another content type, found by one field in the same locale. */
export interface RelationRef {
  readonly $relation: { readonly type: string; readonly field: string; readonly value: string };
}

export const media = (file: string): MediaRef => ({ $media: file });

export const relation = (type: string, field: string, value: string): RelationRef => ({
  $relation: { type, field, value },
});

/**
 * A value seed modules may write: JSON, markers, components and lists of components. A list
 * whose every item names its component in `__component` is a dynamic zone.
 */
export type SeedValue =
  | string
  | number
  | boolean
  | null
  | MediaRef
  | RelationRef
  | readonly string[]
  | readonly number[]
  | SeedEntry
  | readonly SeedEntry[];

export interface SeedEntry {
  readonly [field: string]: SeedValue;
}

/** Seed of one content type: one entry per locale for a single type, a list for a collection. */
export type SingleSeed = Readonly<Record<Locale, SeedEntry>>;
export type CollectionSeed = Readonly<Record<Locale, readonly SeedEntry[]>>;

export type ContentTypeDef =
  | { readonly kind: 'single'; readonly name: string; readonly seed: SingleSeed }
  | { readonly kind: 'collection'; readonly name: string; readonly seed: CollectionSeed };

/** A stored attribute: what the serializer and the filters walk. Empty parts hold null / []. */
export type Node =
  | { readonly kind: 'scalar'; readonly value: unknown }
  | { readonly kind: 'media'; readonly file: string | null }
  | { readonly kind: 'relation'; readonly ref: RelationRef['$relation'] | null }
  | { readonly kind: 'component'; readonly component: Component | null }
  | { readonly kind: 'components'; readonly components: readonly Component[] }
  | { readonly kind: 'zone'; readonly components: readonly ZoneComponent[] };

export interface Component {
  readonly id: number;
  readonly fields: Readonly<Record<string, Node>>;
}

/** A dynamic-zone item: a component that names its kind (`__component`, e.g. 'home.tiles'). */
export interface ZoneComponent extends Component {
  readonly uid: string;
}

/** A populatable field, as found across every entry of a type (scalars are not listed). */
export type PartShape =
  | { readonly kind: 'media' }
  | { readonly kind: 'relation'; readonly target: string }
  | { readonly kind: 'component'; readonly repeatable: boolean; readonly fields: Shape }
  | { readonly kind: 'zone'; readonly components: Readonly<Record<string, Shape>> };

/** The populatable fields of a type or component: what populate may name and how deep. */
export type Shape = Readonly<Record<string, PartShape>>;

/**
 * One stored entry: one locale version of a document (Strapi 5 i18n). The versions share the
 * documentId; each has its own numeric id.
 */
export interface Entry {
  readonly id: number;
  readonly documentId: string;
  readonly locale: Locale;
  readonly fields: Readonly<Record<string, Node>>;
}

export const isMediaRef = (value: unknown): value is MediaRef =>
  typeof value === 'object' && value !== null && '$media' in value;

export const isRelationRef = (value: unknown): value is RelationRef =>
  typeof value === 'object' && value !== null && '$relation' in value;
