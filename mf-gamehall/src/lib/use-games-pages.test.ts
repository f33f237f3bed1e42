// @vitest-environment jsdom
// A paged list as a screen and its grid use it: the screen reads the first page (the total),
// the grid asks for the pages it shows.
import { createElement } from 'react';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformHandler } from '@omad/contract/testing';
import {
  gameIn,
  useGamesList,
  useGamesPages,
  type GamesFilter,
  type GamesList,
  type GamesPages,
} from './use-games-pages';
import {
  catalogueFixture,
  catalogueHandler,
  createTestHost,
  gamesOptionsOf,
  refusal,
} from '../testing/test-host';

afterEach(cleanup);

const listOf = (
  total: number,
  filter: GamesFilter = {},
  pageSize = 24,
  games: PlatformHandler = catalogueHandler(catalogueFixture(total)),
) => {
  const host = createTestHost({ platform: { 'games.get': games } });
  /** What the screen and the grid got when they last drew, and how often the screen drew. */
  const seen: { list?: GamesList; pages?: GamesPages; screenDrawn: number } = { screenDrawn: 0 };
  const Grid = ({ list }: Readonly<{ list: GamesList }>) => {
    seen.pages = useGamesPages(list);
    return null;
  };
  const Screen = () => {
    seen.screenDrawn += 1;
    const list = useGamesList(filter, pageSize);
    seen.list = list;
    return createElement(Grid, { list });
  };
  host.render(createElement(Screen));
  const list = () => seen.list!;
  const pages = () => seen.pages!;
  const ensure = (first: number, last: number) => act(() => pages().ensure(first, last));
  const offsets = () => host.callsOf('games.get').map((call) => gamesOptionsOf(call).offset);
  return { host, seen, list, pages, ensure, offsets };
};

describe('a paged list of games', () => {
  it('reads the first page alone until it knows the total', async () => {
    const { list, pages, ensure, offsets } = listOf(100);
    ensure(0, 99);
    expect(offsets()).toEqual([0]);
    expect(list().total.isPending).toBe(true);
    expect(list().total.data).toBeUndefined();
    await waitFor(() => expect(list().total.data).toBe(100));
    await waitFor(() => expect(gameIn(pages().read, 24, 23)?.sysname).toBe('game_23'));
    expect(gameIn(pages().read, 24, 24)).toBeUndefined();
  });

  it('reads each page covering a range once, and nothing past the end', async () => {
    const { list, pages, ensure, offsets } = listOf(100);
    await waitFor(() => expect(list().total.data).toBe(100));
    ensure(0, 0);
    ensure(30, 500);
    ensure(40, 90);
    expect(offsets()).toEqual([0, 24, 48, 72, 96]);
    await waitFor(() => expect(gameIn(pages().read, 24, 99)?.sysname).toBe('game_99'));
  });

  it('keeps the screen as it is while only pages arrive, and holds each page read', async () => {
    const { seen, list, pages, ensure } = listOf(100);
    ensure(0, 0);
    await waitFor(() => expect(list().total.data).toBe(100));
    await waitFor(() => expect(gameIn(pages().read, 24, 0)).toBeDefined());
    expect(list().total.isError).toBe(false);
    expect(pages().hasFailedPages).toBe(false);
    const drawn = seen.screenDrawn;
    const before = pages().read;
    ensure(24, 47);
    await waitFor(() => expect(gameIn(pages().read, 24, 30)?.sysname).toBe('game_30'));
    // The screen around the list is not drawn again for a page of its games.
    expect(seen.screenDrawn).toBe(drawn);
    const after = pages().read;
    expect(after).not.toBe(before);
    // What was read before stays as it was: a view behind the newest never changes under it.
    expect(gameIn(before, 24, 30)).toBeUndefined();
  });

  it('sends the filter with every page', async () => {
    const { host, ensure } = listOf(100, { category: 'new', providers: ['netent'] }, 12);
    ensure(0, 0);
    await waitFor(() => expect(host.callsOf('games.get')).toHaveLength(1));
    expect(gamesOptionsOf(host.callsOf('games.get')[0]!)).toEqual({
      category: 'new',
      providers: ['netent'],
      offset: 0,
      count: 12,
    });
  });

  it('says when the first page failed, and reads it again on retry', async () => {
    let fail = true;
    const { host, list, pages, ensure } = listOf(30, {}, 24, (call) =>
      fail
        ? refusal('InternalServerErrorException', { status: 500 })
        : catalogueHandler(catalogueFixture(30))(call),
    );
    await waitFor(() => expect(list().total.isError).toBe(true));
    expect(list().total.data).toBeUndefined();
    expect(pages().hasFailedPages).toBe(false);
    // A failed page is not read again by scrolling, only by retry.
    ensure(0, 10);
    expect(host.callsOf('games.get')).toHaveLength(1);
    fail = false;
    act(() => void list().total.refetch());
    await waitFor(() => expect(list().total.data).toBe(30));
  });

  it('says when a later page failed, and reads only that page again on retry', async () => {
    let fail = false;
    const games = catalogueHandler(catalogueFixture(100));
    const { list, pages, ensure, offsets } = listOf(100, {}, 24, (call) =>
      fail ? refusal('InternalServerErrorException', { status: 500 }) : games(call),
    );
    await waitFor(() => expect(list().total.data).toBe(100));
    fail = true;
    ensure(24, 47);
    await waitFor(() => expect(pages().hasFailedPages).toBe(true));
    // Not read again by scrolling past it.
    ensure(0, 47);
    expect(offsets()).toEqual([0, 24]);
    fail = false;
    act(() => pages().retry());
    await waitFor(() => expect(gameIn(pages().read, 24, 30)?.sysname).toBe('game_30'));
    expect(pages().hasFailedPages).toBe(false);
    expect(offsets()).toEqual([0, 24, 24]);
  });
});
