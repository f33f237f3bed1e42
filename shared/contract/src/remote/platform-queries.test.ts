import { QueryObserver, InfiniteQueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApi, type Page } from '../api/index';
import { scriptedPlatform } from '../testing/scripted-fetch';
import {
  createQueryClient,
  invalidatePlatform,
  mergeById,
  pagedQuery,
  pagedRows,
  platformKey,
  platformQuery,
} from './platform-queries';

const som = (amount: string) => ({ amount, currency: 'UZS' });
const balances = (main: string) => ({
  body: { data: { main: som(main), bonus: som('0'), betting_bonus: som('0'), fun: som('0') } },
});

describe('platform queries', () => {
  it('key a read by the client method and its arguments, and call that method', async () => {
    let calls = 0;
    const platform = scriptedPlatform({
      'account.getBalance': () => {
        calls += 1;
        return balances('100.50');
      },
    });
    const api = createApi({ getLocale: () => 'uz', fetch: platform.fetch, isInFrame: () => false });
    const query = platformQuery(api, 'account.getBalance');
    expect(query.queryKey).toEqual(['account.getBalance']);
    const client = createQueryClient();
    const first = await client.fetchQuery(query);
    // A second region reading the same key is answered from the cache.
    const second = await client.fetchQuery({
      ...platformQuery(api, 'account.getBalance'),
      staleTime: Infinity,
    });
    expect(second).toBe(first);
    expect(calls).toBe(1);
    expect(platformQuery(api, 'games.get', { category: 'slots' }).queryKey).toEqual([
      'games.get',
      { category: 'slots' },
    ]);
  });

  it('invalidating a method reads it again for every region showing it', async () => {
    let main = '100';
    const platform = scriptedPlatform({ 'account.getBalance': () => balances(main) });
    const api = createApi({ getLocale: () => 'uz', fetch: platform.fetch, isInFrame: () => false });
    const client = createQueryClient();
    const header = new QueryObserver(client, platformQuery(api, 'account.getBalance'));
    const seen: string[] = [];
    const stop = header.subscribe((result) => {
      if (result.data) seen.push(result.data.main.amount);
    });
    await vi.waitFor(() => expect(seen).toEqual(['100.00']));
    main = '250';
    await invalidatePlatform(client, 'account.getBalance');
    expect(seen.at(-1)).toBe('250.00');
    expect(platformKey('account.getBalance')).toEqual(['account.getBalance']);
    stop();
  });

  it('merge pages by id: an item a later page brings again is replaced in place', () => {
    const merged = mergeById([
      [
        { id: 1, v: 'a' },
        { id: 2, v: 'b' },
      ],
      [
        { id: 2, v: 'b2' },
        { id: 3, v: 'c' },
      ],
    ]);
    expect(merged).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'b2' },
      { id: 3, v: 'c' },
    ]);
  });

  it('read a paged list from where the shown rows end, while the count says more follow', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({ id: index + 1 }));
    const offsets: number[] = [];
    const read = async (offset: number, count: number): Promise<Page<{ id: number }>> => {
      offsets.push(offset);
      return { items: rows.slice(offset, offset + count), count: rows.length };
    };
    const client = createQueryClient();
    const observer = new InfiniteQueryObserver(client, pagedQuery(['test.list'], read, 2));
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(offsets).toEqual([0, 2, 4]);
    expect(result.hasNextPage).toBe(false);
    expect(pagedRows(result.data)).toEqual({ items: rows, count: 5 });
    stop();
  });
});
