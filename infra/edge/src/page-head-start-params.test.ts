// A platform read that names the route's parameters (':sysname'), and the games hall's
// content read: made with the page's values, keyed as the browser's client sends them.
import { describe, expect, it } from 'vitest';
import type { PageReads as Declared } from '@omad/contract/pages';
import { createApi } from '@omad/contract/api';
import { headStartFor } from './page-head-start';
import { CMS, ORIGIN, at, built, json, platform } from './page-head-start-fixtures';

/** The reads of `declared` at `pathname`, through a recording platform answering `answer`. */
const read = async (
  pathname: string,
  declared: Declared,
  params: Record<string, string>,
  answer: () => Response,
) => {
  const stub = platform(answer);
  const page = await headStartFor(pathname, at(declared, params, built('2.3.0', [declared])), {
    apiUpstream: ORIGIN,
    cmsUpstream: `${CMS}/`,
    timeoutMs: 1000,
    fetch: stub.fetch,
  });
  return { page, seen: stub.seen.map((request) => request.url) };
};

const GAME: Declared = {
  route: '/game/:sysname',
  reads: [{ method: 'games.get', params: { sysname: ':sysname', count: 1 } }],
};

describe("a page read with the route's parameters", () => {
  it('puts the decoded parameter where the declaration names it', async () => {
    const { page, seen } = await read('/ru/game/book%20of', GAME, { sysname: 'book%20of' }, () =>
      json({ data: { items: [], count: 0 } }),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.pathname).toBe('/api/games.get');
    expect(JSON.parse(seen[0]?.searchParams.get('options') ?? '')).toEqual({
      sysname: 'book of',
      count: 1,
    });
    expect(seen[0]?.searchParams.get('locale')).toBe('ru');
    // The key is the path and query the page's own games.get({ sysname, count: 1 }) sends.
    const query = new URLSearchParams({
      options: JSON.stringify({ sysname: 'book of', count: 1 }),
    });
    expect(page.reads.map((one) => one.path)[0]).toContain(query.toString());
  });

  it("calls a read the client spells apart from the platform, keyed as the client's own call", async () => {
    const offers: Declared = {
      route: '/offers/:id',
      reads: [{ method: 'campaigns.getoffers', params: { offset: 0 } }],
    };
    const { page, seen } = await read('/offers/3', offers, { id: '3' }, () =>
      json({ data: { items: [], count: 0 } }),
    );
    expect(seen.map((url) => url.pathname)).toEqual(['/api/campaigns.getoffers']);
    expect(seen[0]?.searchParams.get('options')).toBeNull();
    // The page's own api.campaigns.getOffers(0) asks for exactly this.
    const own = platform(() => json({ data: { items: [], count: 0 } }));
    await createApi({
      baseUrl: ORIGIN,
      getLocale: () => 'uz',
      fetch: own.fetch,
    }).campaigns.getOffers(0);
    expect(page.reads.map((one) => one.path)).toEqual([own.seen[0]?.url.href.slice(ORIGIN.length)]);
  });

  it('makes no read when the route has no such parameter', async () => {
    const { page, seen } = await read('/game/x', GAME, {}, () =>
      json({ data: { items: [], count: 0 } }),
    );
    expect(seen).toHaveLength(0);
    expect(page.reads).toEqual([]);
  });

  it("reads the games hall's games-config from the content service", async () => {
    const hall: Declared = { route: '/gamehall', reads: [{ cms: 'getGamesConfig', args: [] }] };
    const { seen } = await read('/gamehall', hall, {}, () =>
      json({ data: { id: 1, documentId: 'g1', pageSize: 24 }, meta: {} }),
    );
    expect(seen[0]?.origin).toBe(CMS);
    expect(seen[0]?.pathname).toBe('/cms/api/games-config');
    expect(seen[0]?.searchParams.get('locale')).toBe('uz');
  });
});

describe('a page whose first read is its subject', () => {
  const SUBJECT: Declared = { ...GAME, absentWhenEmpty: true };
  const games = (count: number) => () =>
    json({
      data: {
        items: Array.from({ length: count }, () => ({ sysname: 'book' })),
        count,
      },
    });

  it('is absent when that read finds nothing, and keeps the answer for the page', async () => {
    const { page } = await read('/game/nope', SUBJECT, { sysname: 'nope' }, games(0));
    expect(page.absent).toBe(true);
    expect(page.reads).toHaveLength(1);
  });

  it('is there when it finds something, or when nothing says it is a subject', async () => {
    expect((await read('/game/book', SUBJECT, { sysname: 'book' }, games(1))).page.absent).toBe(
      false,
    );
    expect((await read('/game/nope', GAME, { sysname: 'nope' }, games(0))).page.absent).toBe(false);
  });

  it('is never absent because the read failed', async () => {
    const failed = await read('/game/x', SUBJECT, { sysname: 'x' }, () =>
      json({ error: { status: 500 } }, 500),
    );
    expect(failed.page.absent).toBe(false);
  });
});

describe('a page whose route parameter has a kind', () => {
  const OFFER: Declared = {
    route: '/offers/:id',
    reads: [{ method: 'campaigns.getoffers', params: { offset: 0 } }],
    params: { id: 'digits' },
  };
  const offers = () => json({ data: { items: [], count: 0 } });

  it.each([['abc'], ['1e3'], ['%20']])(
    'is absent for %s, of another kind, and reads nothing',
    async (id) => {
      const { page, seen } = await read(`/offers/${id}`, OFFER, { id }, offers);
      expect(page.absent).toBe(true);
      expect(seen).toHaveLength(0);
      expect(page.reads).toEqual([]);
    },
  );

  it('reads on for one of its kind, also when it comes encoded', async () => {
    for (const id of ['201', '%32%30%31']) {
      const { page, seen } = await read(`/offers/${id}`, OFFER, { id }, offers);
      expect(page.absent).toBe(false);
      expect(seen).toHaveLength(1);
    }
  });
});
