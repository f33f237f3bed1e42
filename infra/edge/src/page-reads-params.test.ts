// A platform read that names the route's parameters (':sysname'), and the games hall's
// content read: made with the page's values, keyed as the browser's client sends them.
import { describe, expect, it } from 'vitest';
import type { PageReads as Declared } from '@omad/contract/pages';
import type { ManifestSummary } from './remote-map';
import { pageReadsFor } from './page-reads';

const PLATFORM = 'http://platform.internal:8081';
const CMS = 'http://cms.internal:8082';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const summary = (pageReads: Declared[]): ManifestSummary => ({
  contractVersion: '2.3.0',
  hostContract: null,
  pageReads,
  firstScreen: null,
  remoteEntry: 'remoteEntry.js',
  exposes: new Map(),
});

const recorder = (answer: (url: URL) => Response) => {
  const seen: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input));
    seen.push(url);
    return answer(url);
  };
  return { fetch, seen };
};

const read = (
  pathname: string,
  declared: Declared,
  params: Record<string, string>,
  fetch: typeof globalThis.fetch,
) =>
  pageReadsFor(
    pathname,
    {
      declared,
      params,
      build: { pin: { name: 'mf-gamehall', version: '1.0.0' }, summary: summary([declared]) },
    },
    { apiUpstream: PLATFORM, cmsUpstream: `${CMS}/`, timeoutMs: 1000, fetch },
  );

const GAME: Declared = {
  route: '/game/:sysname',
  reads: [{ method: 'games.get', params: { sysname: ':sysname', count: 1 } }],
};

describe("a page read with the route's parameters", () => {
  it('puts the decoded parameter where the declaration names it', async () => {
    const { fetch, seen } = recorder(() => json({ data: { items: [], count: 0 } }));
    const page = await read('/ru/game/book%20of', GAME, { sysname: 'book%20of' }, fetch);
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

  it('makes no read when the route has no such parameter', async () => {
    const { fetch, seen } = recorder(() => json({ data: { items: [], count: 0 } }));
    const page = await read('/game/x', GAME, {}, fetch);
    expect(seen).toHaveLength(0);
    expect(page.reads).toEqual([]);
  });

  it("reads the games hall's games-config from the content service", async () => {
    const { fetch, seen } = recorder(() =>
      json({ data: { id: 1, attributes: { pageSize: 24 } }, meta: {} }),
    );
    const hall: Declared = { route: '/gamehall', reads: [{ cms: 'getGamesConfig', args: [] }] };
    await read('/gamehall', hall, {}, fetch);
    expect(seen[0]?.origin).toBe(CMS);
    expect(seen[0]?.pathname).toBe('/cms/api/games-config');
    expect(seen[0]?.searchParams.get('locale')).toBe('uz');
  });
});
