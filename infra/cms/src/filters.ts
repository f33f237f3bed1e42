// Strapi filters on the stored nodes: `filters[field][$op]=value`, the shorthand
// `filters[field]=value`, nested fields of components and relations, and $and / $or / $not.
import { badRequest } from './errors';
import type { Locale, Node } from './model';
import { isRecord } from './query';
import { resolveRelation, type Store } from './store';

type Fields = Readonly<Record<string, Node>>;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

const numeric = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : Number(value);
  return typeof value !== 'boolean' && text(value) !== '' && !Number.isNaN(number)
    ? number
    : undefined;
};

// Values arrive as query strings, so equality compares the text forms: '3' matches 3.
const compare = (actual: unknown, expected: unknown): number => {
  const a = numeric(actual);
  const b = numeric(expected);
  if (a !== undefined && b !== undefined) return a - b;
  return text(actual).localeCompare(text(expected));
};

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value];

const isTrue = (value: unknown) => value === true || value === 'true';

const OPERATORS: Readonly<Record<string, (actual: unknown, expected: unknown) => boolean>> = {
  $eq: (a, e) => text(a) === text(e),
  $eqi: (a, e) => text(a).toLowerCase() === text(e).toLowerCase(),
  $ne: (a, e) => text(a) !== text(e),
  $nei: (a, e) => text(a).toLowerCase() !== text(e).toLowerCase(),
  $contains: (a, e) => text(a).includes(text(e)),
  $containsi: (a, e) => text(a).toLowerCase().includes(text(e).toLowerCase()),
  $notContains: (a, e) => !text(a).includes(text(e)),
  $notContainsi: (a, e) => !text(a).toLowerCase().includes(text(e).toLowerCase()),
  $startsWith: (a, e) => text(a).startsWith(text(e)),
  $endsWith: (a, e) => text(a).endsWith(text(e)),
  $in: (a, e) => asList(e).some((item) => text(a) === text(item)),
  $notIn: (a, e) => !asList(e).some((item) => text(a) === text(item)),
  $lt: (a, e) => compare(a, e) < 0,
  $lte: (a, e) => compare(a, e) <= 0,
  $gt: (a, e) => compare(a, e) > 0,
  $gte: (a, e) => compare(a, e) >= 0,
  $null: (a, e) => (a === null || a === undefined) === isTrue(e),
  $notNull: (a, e) => (a !== null && a !== undefined) === isTrue(e),
};

function matchScalar(actual: unknown, condition: unknown, field: string): boolean {
  if (!isRecord(condition)) return OPERATORS.$eq?.(actual, condition) ?? false;
  return Object.entries(condition).every(([operator, expected]) => {
    if (operator === '$not') return !matchScalar(actual, expected, field);
    const test = OPERATORS[operator];
    if (!test) throw badRequest(`Invalid operator ${operator} on ${field}`);
    return test(actual, expected);
  });
}

export function matchesFilters(
  store: Store,
  fields: Fields,
  filters: unknown,
  locale: Locale,
): boolean {
  if (!isRecord(filters)) throw badRequest('Invalid filters parameter');
  return Object.entries(filters).every(([key, condition]) => {
    if (key === '$and')
      return asList(condition).every((f) => matchesFilters(store, fields, f, locale));
    if (key === '$or')
      return asList(condition).some((f) => matchesFilters(store, fields, f, locale));
    if (key === '$not') return !matchesFilters(store, fields, condition, locale);
    const node = fields[key];
    if (!node) throw badRequest(`Invalid key ${key}`, { key });
    switch (node.kind) {
      case 'scalar':
        return matchScalar(node.value, condition, key);
      case 'component':
        return (
          node.component !== null && matchesFilters(store, node.component.fields, condition, locale)
        );
      case 'components':
        return node.components.some((c) => matchesFilters(store, c.fields, condition, locale));
      case 'relation': {
        const target = node.ref && resolveRelation(store, node.ref, locale);
        return !!target && matchesFilters(store, target.fields, condition, locale);
      }
      case 'media':
        throw badRequest(`Filtering on media field ${key} is not supported`);
      case 'zone':
        // Strapi cannot filter on dynamic zones either.
        throw badRequest(`Filtering on dynamic zone ${key} is not supported`);
    }
  });
}
