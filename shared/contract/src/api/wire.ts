// How call parameters are written on the wire (spec section 7): the query string of every
// call and the form-data body of POST calls. Pure functions, so the rules are tested alone.

/** Fields of a POST body; each value is encoded by the rules of `buildFormData`. */
export type FormFields = Readonly<Record<string, unknown>>;

/** Query parameters of a call; null and undefined ones are dropped. */
export type QueryParams = Readonly<Record<string, unknown>>;

const isEmptyValue = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.keys(value).length === 0);

/** One non-empty value as text: booleans as '1'/'0', arrays and objects as JSON. */
const toText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * The query string of a call: null and undefined params are dropped, every other value
 * is written as text (booleans '1'/'0', arrays and objects serialised to JSON).
 */
export const toQuery = (params: QueryParams): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    query[key] = toText(value);
  }
  return query;
};

/**
 * The multipart body of a POST call. An empty text field is sent as '', any other empty
 * value (null, undefined, [], {}) as the string 'null'; numbers and booleans ('1'/'0') as
 * text, arrays and objects as JSON; a Blob (a file upload) is sent as a file part.
 */
export const buildFormData = (fields: FormFields): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value);
    else if (isEmptyValue(value)) form.append(key, 'null');
    else form.append(key, toText(value));
  }
  return form;
};
