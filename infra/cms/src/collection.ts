// The find-many pipeline of a collection type: locale, filters, sort, then one page,
// with `meta.pagination` in whichever mode (page or offset) the query asked for.
import { badRequest } from './errors';
import { matchesFilters } from './filters';
import type { Entry, Node } from './model';
import type { ContentQuery, SortKey } from './query';
import type { Store, StoredType } from './store';

export interface PageOfEntries {
  readonly entries: readonly Entry[];
  readonly pagination: Record<string, number>;
}

/** The entry's fields plus its id and documentId, which filters and sort may use too. */
export const fieldsWithId = (entry: Entry): Record<string, Node> => ({
  id: { kind: 'scalar', value: entry.id },
  documentId: { kind: 'scalar', value: entry.documentId },
  ...entry.fields,
});

function sortValue(entry: Entry, field: string): unknown {
  const node = fieldsWithId(entry)[field];
  if (!node || node.kind !== 'scalar')
    throw badRequest(`Invalid sort key ${field}`, { key: field });
  return node.value;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Strapi (SQL) puts nulls first in ascending order.
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function sortEntries(entries: readonly Entry[], keys: readonly SortKey[]): Entry[] {
  // Validate keys even when there is nothing to sort, so a typo fails the same way always.
  const probe = entries[0];
  if (probe) keys.forEach((key) => sortValue(probe, key.field));
  const sortBy: readonly SortKey[] = keys.length > 0 ? keys : [{ field: 'id', order: 'asc' }];
  return [...entries].sort((left, right) => {
    for (const { field, order } of sortBy) {
      const result = compareValues(sortValue(left, field), sortValue(right, field));
      if (result !== 0) return order === 'asc' ? result : -result;
    }
    return 0;
  });
}

export function findMany(store: Store, type: StoredType, query: ContentQuery): PageOfEntries {
  const matching = type.entries.filter(
    (entry) =>
      entry.locale === query.locale &&
      matchesFilters(store, fieldsWithId(entry), query.filters, query.locale),
  );
  const sorted = sortEntries(matching, query.sort);
  const total = sorted.length;
  const { pagination } = query;
  if (pagination.mode === 'offset') {
    const { start, limit } = pagination;
    return { entries: sorted.slice(start, start + limit), pagination: { start, limit, total } };
  }
  const { page, pageSize } = pagination;
  const from = (page - 1) * pageSize;
  return {
    entries: sorted.slice(from, from + pageSize),
    pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
  };
}
