import { describe, expect, it } from 'vitest';
import { GamesPages, gameIn } from './use-games-pages';
import {
  catalogueFixture,
  catalogueHandler,
  createTestHost,
  gamesOptionsOf,
  refusal,
} from './test-host';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const listOf = (total: number, filter = {}, pageSize = 24) => {
  const host = createTestHost({
    platform: { 'games.get': catalogueHandler(catalogueFixture(total)) },
  });
  const pages = new GamesPages(host.props.api, filter, pageSize);
  const offsets = () => host.callsOf('games.get').map((call) => gamesOptionsOf(call).offset);
  return { host, pages, offsets };
};

describe('GamesPages', () => {
  it('reads the first page alone until it knows the total', async () => {
    const { pages, offsets } = listOf(100);
    pages.ensure(0, 99);
    expect(offsets()).toEqual([0]);
    expect(pages.getSnapshot()).toMatchObject({ status: 'loading', total: null });
    await settle();
    expect(pages.getSnapshot()).toMatchObject({ status: 'ready', total: 100 });
    expect(pages.gameAt(23)?.sysname).toBe('game_23');
    expect(pages.gameAt(24)).toBeUndefined();
  });

  it('reads each page covering a range once, and nothing past the end', async () => {
    const { pages, offsets } = listOf(100);
    pages.ensure(0, 0);
    await settle();
    pages.ensure(30, 500);
    pages.ensure(40, 90);
    expect(offsets()).toEqual([0, 24, 48, 72, 96]);
    await settle();
    expect(pages.gameAt(99)?.sysname).toBe('game_99');
  });

  it('keeps its summary while only pages arrive, and holds each page read', async () => {
    const { pages } = listOf(100);
    pages.ensure(0, 0);
    await settle();
    const summary = pages.getSummary();
    expect(summary).toMatchObject({ status: 'ready', total: 100, hasFailedPages: false });
    const before = pages.getSnapshot().read;
    pages.ensure(24, 47);
    await settle();
    expect(pages.getSummary()).toBe(summary);
    const after = pages.getSnapshot().read;
    expect(after).not.toBe(before);
    expect(gameIn(after, 24, 30)?.sysname).toBe('game_30');
    // What was read before stays as it was: a view behind the newest never changes under it.
    expect(gameIn(before, 24, 30)).toBeUndefined();
  });

  it('sends the filter with every page', async () => {
    const { host, pages } = listOf(100, { category: 'new', providers: ['netent'] }, 12);
    pages.ensure(0, 0);
    await settle();
    expect(gamesOptionsOf(host.callsOf('games.get')[0]!)).toEqual({
      category: 'new',
      providers: ['netent'],
      offset: 0,
      count: 12,
    });
  });

  it('says when the first page failed, and reads it again on retry', async () => {
    let fail = true;
    const host = createTestHost({
      platform: {
        'games.get': (call) =>
          fail
            ? refusal('InternalServerErrorException', { status: 500 })
            : catalogueHandler(catalogueFixture(30))(call),
      },
    });
    const pages = new GamesPages(host.props.api, {}, 24);
    pages.ensure(0, 0);
    await settle();
    await settle();
    expect(pages.getSnapshot()).toMatchObject({ status: 'error', hasFailedPages: false });
    // A failed page is not read again by scrolling, only by retry.
    pages.ensure(0, 10);
    expect(host.callsOf('games.get')).toHaveLength(1);
    fail = false;
    pages.retry();
    await settle();
    await settle();
    expect(pages.getSnapshot()).toMatchObject({ status: 'ready', total: 30 });
  });
});
