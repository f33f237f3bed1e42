// Strapi wraps content in layers the UI does not care about: `{ data }` around relations,
// media and responses, `{ id, attributes }` around entries (Strapi 4), and whole upload
// entities where only the url matters. flattenStrapi peels them all, recursively, for both
// Strapi 4 and the flat Strapi 5 shape, so the valibot schemas see plain content.

type PlainObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const hasOnlyKeys = (value: PlainObject, allowed: readonly string[]): boolean =>
  Object.keys(value).every((key) => allowed.includes(key));

/** `{ data: … }` (optionally with `meta`): a response, a relation or a media field. */
const isDataWrapper = (value: PlainObject): boolean =>
  'data' in value && hasOnlyKeys(value, ['data', 'meta']);

/** A Strapi 4 entry: `{ id, attributes: { … } }`. */
const isAttributesEntry = (
  value: PlainObject,
): value is PlainObject & { attributes: PlainObject } =>
  isPlainObject(value.attributes) && hasOnlyKeys(value, ['id', 'attributes', 'meta']);

/** An upload entity (Strapi 4 attributes or Strapi 5 flat): it has a url and a mime type. */
const isMedia = (value: PlainObject): value is PlainObject & { url: string } =>
  typeof value.url === 'string' && typeof value.mime === 'string';

/**
 * Flattens a Strapi REST value: `{ data }` wrappers become their content (null stays null),
 * `{ id, attributes }` becomes `{ id, ...attributes }`, media become their url string, and
 * components and lists are walked. Anything else is returned unchanged.
 */
export function flattenStrapi(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenStrapi);
  if (!isPlainObject(value)) return value;
  if (isDataWrapper(value)) return flattenStrapi(value.data);
  const entry: PlainObject = isAttributesEntry(value)
    ? { ...(value.id === undefined ? {} : { id: value.id }), ...value.attributes }
    : value;
  if (isMedia(entry)) return entry.url;
  return Object.fromEntries(
    Object.entries(entry).map(([key, field]) => [key, flattenStrapi(field)]),
  );
}
