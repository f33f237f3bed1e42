// Strapi 5 answers flat entries (`{ id, documentId, ...fields }`), components and relations
// alike, and whole upload entities where a media field is: the UI only ever needs a file's
// url. flattenStrapi reduces every upload entity to its url, recursively, so the valibot
// schemas see plain content.

type PlainObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** An upload entity: it has a url and a mime type (a menu item with a url has no mime). */
const isMedia = (value: PlainObject): value is PlainObject & { url: string } =>
  typeof value.url === 'string' && typeof value.mime === 'string';

/**
 * The content of a Strapi 5 value with media as their url strings, components, relations and
 * lists walked. Anything else is returned unchanged; the input is never mutated.
 */
export function flattenStrapi(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenStrapi);
  if (!isPlainObject(value)) return value;
  if (isMedia(value)) return value.url;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, flattenStrapi(field)]),
  );
}
