// Building blocks for the content schemas: read-only objects and lists, and the field
// kinds Strapi produces after flattening (media as a url or null, empty fields as null).
import * as v from 'valibot';

/** A read-only object; unknown keys (ids, timestamps, locale) are dropped. */
export const record = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(v.object(entries), v.readonly());

/** A read-only list; a missing or null list (an empty component in Strapi) reads as []. */
export const list = <const TItem extends v.GenericSchema>(item: TItem) =>
  v.nullish(v.pipe(v.array(item), v.readonly()), () => []);

/** A media field flattened to its url; null when no file is attached. */
export const mediaUrl = v.nullish(v.string(), null);

/** An optional text; Strapi sends null for an empty field. */
export const optionalText = v.nullish(v.string(), null);

/** A boolean that is false when left empty. */
export const flag = v.nullish(v.boolean(), false);
