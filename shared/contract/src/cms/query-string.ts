// Strapi reads its REST parameters with qs bracket syntax (`filters[url][$eq]=/`,
// `populate[0]=seo`). This small serializer writes that syntax so the browser bundle does
// not need qs; it matches `qs.stringify(query, { encodeValuesOnly: true })`.

/** A value of a Strapi query: scalars, lists and nested objects. */
export type CmsQueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly CmsQueryValue[]
  | { readonly [key: string]: CmsQueryValue };

/** Parameters of a content-service read, as Strapi's REST API names them. */
export interface CmsQuery {
  /** Content locale ('uz' or 'ru'); the client fills in the current one when absent. */
  readonly locale?: string;
  /** '*' (one level), a list of fields, or the nested object form (see populate.ts). */
  readonly populate?: CmsQueryValue;
  /** `{ field: { $eq: value } }`, nested for components and relations, `$and` / `$or`. */
  readonly filters?: { readonly [field: string]: CmsQueryValue };
  /** 'field' or 'field:desc', one or several. */
  readonly sort?: string | readonly string[];
  /** Page mode (page, pageSize) or offset mode (start, limit). */
  readonly pagination?: {
    readonly page?: number;
    readonly pageSize?: number;
    readonly start?: number;
    readonly limit?: number;
  };
  /** Attributes to return. */
  readonly fields?: readonly string[];
  readonly [parameter: string]: CmsQueryValue;
}

// `$` stays readable in keys (`$eq`); qs decodes either spelling.
const encodeKey = (key: string): string => encodeURIComponent(key).replace(/%24/g, '$');

function collect(prefix: string, value: CmsQueryValue, pairs: string[]): void {
  if (value === undefined) return;
  if (value === null) {
    pairs.push(`${prefix}=`);
  } else if (Array.isArray(value)) {
    value.forEach((item: CmsQueryValue, index) => collect(`${prefix}[${index}]`, item, pairs));
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      collect(`${prefix}[${encodeKey(key)}]`, item, pairs);
  } else {
    pairs.push(`${prefix}=${encodeURIComponent(String(value))}`);
  }
}

/** Serializes a query to `a[b][0]=c&…` without the leading '?'; '' when there is nothing. */
export function toQueryString(query: CmsQuery): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) collect(encodeKey(key), value, pairs);
  return pairs.join('&');
}
