import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  gamesFilterOf,
  isFiltered,
  parseFilters,
  serialiseFilters,
  toggleProvider,
} from './filters-url';

describe('lobby filters in the URL', () => {
  it('reads category, a comma list of providers and the game type', () => {
    expect(parseFilters('?category=new&providers=pragmatic,evolution&type=live')).toEqual({
      category: 'new',
      providers: ['pragmatic', 'evolution'],
      type: 'live',
    });
    // The list survives being encoded by another tool.
    expect(parseFilters('providers=pragmatic%2Cevolution').providers).toEqual([
      'pragmatic',
      'evolution',
    ]);
  });

  it('reads no filters from an empty or foreign query', () => {
    expect(parseFilters('')).toEqual(NO_FILTERS);
    expect(parseFilters('?track_id=td_1&utm_source=x')).toEqual(NO_FILTERS);
  });

  it('ignores what is not a sysname or a game type, and repeated providers', () => {
    expect(parseFilters('?category=<script>&providers=a b,,netent,netent,../x&type=poker')).toEqual(
      { category: null, providers: ['netent'], type: 'all' },
    );
    expect(parseFilters('?type=all').type).toBe('all');
  });

  it('writes only what is set, providers sorted and comma-separated', () => {
    expect(serialiseFilters(NO_FILTERS)).toBe('');
    expect(
      serialiseFilters({ category: 'popular', providers: ['spribe', 'netent'], type: 'slot' }),
    ).toBe('?category=popular&providers=netent,spribe&type=slot');
    expect(serialiseFilters({ ...NO_FILTERS, type: 'fast' })).toBe('?type=fast');
  });

  it('keeps the parameters it does not own and replaces the ones it does', () => {
    expect(
      serialiseFilters({ ...NO_FILTERS, category: 'new' }, '?track_id=td_9&category=old&type=live'),
    ).toBe('?category=new&track_id=td_9');
    expect(serialiseFilters(NO_FILTERS, '?providers=a&track_id=td_9')).toBe('?track_id=td_9');
  });

  it('round-trips: what is written reads back as the same filters', () => {
    const filters = {
      category: 'bonus_buy',
      providers: ['playngo', 'evolution'],
      type: 'casino' as const,
    };
    const read = parseFilters(serialiseFilters(filters));
    expect(read).toEqual({ ...filters, providers: ['evolution', 'playngo'] });
  });

  it('says whether anything is filtered and makes the games query without empty fields', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, providers: ['x'] })).toBe(true);
    expect(gamesFilterOf(NO_FILTERS)).toEqual({});
    expect(gamesFilterOf({ category: 'new', providers: ['b', 'a'], type: 'live' })).toEqual({
      category: 'new',
      providers: ['a', 'b'],
      type: 'live',
    });
  });

  it('adds a provider, and takes it out again', () => {
    const one = toggleProvider(NO_FILTERS, 'netent');
    expect(one.providers).toEqual(['netent']);
    expect(toggleProvider(one, 'netent').providers).toEqual([]);
  });
});
