// Reads the Strapi REST query (already parsed by qs) into what the handlers need: locale,
// populate tree (Strapi 5 syntax; populate.ts checks it against the type), filters, sort,
// pagination and field selection. Bad input is a 400.
import { badRequest } from './errors';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './model';
import { PLAIN, invalidKey, type Populate } from './populate';

export type Pagination =
  | { readonly mode: 'page'; readonly page: number; readonly pageSize: number }
  | { readonly mode: 'offset'; readonly start: number; readonly limit: number };

export interface SortKey {
  readonly field: string;
  readonly order: 'asc' | 'desc';
}

export interface ContentQuery {
  readonly locale: Locale;
  readonly populate: Populate;
  readonly filters: Readonly<Record<string, unknown>>;
  readonly sort: readonly SortKey[];
  readonly pagination: Pagination;
  /** Scalar attributes to return; undefined means all. */
  readonly fields: readonly string[] | undefined;
}

// Strapi's defaults (config api.rest.defaultLimit / maxLimit).
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = (raw: unknown, name: string): string[] => {
  if (raw === undefined) return [];
  if (typeof raw === 'string') return raw.split(',').filter(Boolean);
  if (Array.isArray(raw) && raw.every((item) => typeof item === 'string')) return raw;
  throw badRequest(`Invalid ${name} parameter`);
};

export function parseQuery(raw: Record<string, unknown>): ContentQuery {
  const locale = raw.locale ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) {
    throw badRequest(`Unknown locale "${String(locale)}"; expected one of ${LOCALES.join(', ')}`, {
      locale,
    });
  }
  const filters = raw.filters ?? {};
  if (!isRecord(filters)) throw badRequest('Invalid filters parameter');
  const fields = raw.fields === undefined ? undefined : listOf(raw.fields, 'fields');
  return {
    locale,
    populate: parsePopulate(raw.populate),
    filters,
    sort: listOf(raw.sort, 'sort').map(parseSortKey),
    pagination: parsePagination(raw.pagination),
    fields,
  };
}

const isTrue = (value: unknown) => value === true || value === 'true' || value === '*';
const isFalse = (value: unknown) => value === false || value === 'false';

/**
 * `populate` of a level: omitted (nothing), `*` (every part, one level), a list of fields or
 * dot paths (`a,b`, `populate[0]=a.b`), or the object form `populate[field]=…`.
 */
export function parsePopulate(raw: unknown): Populate {
  if (raw === undefined || raw === '') return PLAIN;
  if (raw === '*') return { all: true, fields: {} };
  if (typeof raw === 'string' || Array.isArray(raw)) {
    const paths = listOf(raw, 'populate');
    // 'deep' (and 'deep,10') is the Strapi 4 populate-deep plugin; Strapi 5 refuses the key.
    if (paths.includes('deep')) throw invalidKey('deep');
    return paths.reduce<Populate>(
      (tree, path) => (path === '*' ? { ...tree, all: true } : addPath(tree, path.split('.'))),
      PLAIN,
    );
  }
  if (!isRecord(raw)) throw badRequest('Invalid populate parameter');
  const fields: Record<string, Populate> = {};
  for (const [field, value] of Object.entries(raw)) {
    const populate = parseFieldPopulate(value, field);
    if (populate) fields[field] = populate;
  }
  return { fields };
}

/**
 * The value of `populate[field]`: true or `*` (plain below), false (left out), or an object
 * with `populate` (nested, any form above) or `on` (dynamic-zone fragments), not both.
 */
function parseFieldPopulate(value: unknown, field: string): Populate | undefined {
  if (isFalse(value)) return undefined;
  if (isTrue(value)) return PLAIN;
  if (!isRecord(value)) throw badRequest(`Invalid populate value for ${field}`);
  if (value.on === undefined) return parsePopulate(value.populate);
  if (value.populate !== undefined) {
    throw badRequest(`Invalid populate for ${field}: use "on" or "populate", not both`);
  }
  if (!isRecord(value.on)) throw badRequest(`Invalid populate value for ${field}.on`);
  const on: Record<string, Populate> = {};
  for (const [uid, fragment] of Object.entries(value.on)) {
    if (isFalse(fragment)) continue;
    if (isTrue(fragment)) on[uid] = PLAIN;
    else if (isRecord(fragment)) on[uid] = parsePopulate(fragment.populate);
    else throw badRequest(`Invalid populate value for ${field}.on.${uid}`);
  }
  return { fields: {}, on };
}

function addPath(tree: Populate, [head, ...rest]: string[]): Populate {
  if (!head) return tree;
  const child = addPath(tree.fields[head] ?? PLAIN, rest);
  return { ...tree, fields: { ...tree.fields, [head]: child } };
}

function parseSortKey(raw: string): SortKey {
  const [field = '', order = 'asc'] = raw.split(':');
  const normalized = order.toLowerCase();
  if (!field || (normalized !== 'asc' && normalized !== 'desc')) {
    throw badRequest(`Invalid sort parameter "${raw}"`);
  }
  return { field, order: normalized };
}

const positiveInt = (raw: unknown, name: string, min: number): number | undefined => {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw badRequest(`Invalid ${name} parameter: expected an integer >= ${min}`);
  }
  return value;
};

function parsePagination(raw: unknown): Pagination {
  if (raw === undefined) return { mode: 'page', page: 1, pageSize: DEFAULT_PAGE_SIZE };
  if (!isRecord(raw)) throw badRequest('Invalid pagination parameter');
  const page = positiveInt(raw.page, 'pagination[page]', 1);
  const pageSize = positiveInt(raw.pageSize, 'pagination[pageSize]', 1);
  const start = positiveInt(raw.start, 'pagination[start]', 0);
  const limit = positiveInt(raw.limit, 'pagination[limit]', 1);
  if ((page ?? pageSize) !== undefined && (start ?? limit) !== undefined) {
    throw badRequest('Invalid pagination parameters: use page/pageSize or start/limit, not both');
  }
  if (start !== undefined || limit !== undefined) {
    return {
      mode: 'offset',
      start: start ?? 0,
      limit: Math.min(limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    };
  }
  return {
    mode: 'page',
    page: page ?? 1,
    pageSize: Math.min(pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}
