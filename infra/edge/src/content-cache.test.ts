import { describe, expect, it } from 'vitest';
import {
  CONTENT_BROWSER_BYTES,
  CONTENT_FRESH_MS,
  CONTENT_RETRY_MS,
  createContentCache,
  type ContentCacheOptions,
} from './content-cache';

const CMS = 'http://cms.internal:8082';
const BANNERS = `${CMS}/cms/api/banners?locale=uz`;

type Mode = 'up' | 'down' | '503' | '404' | 'hang' | 'hang-body';

/** A response, or a body, that never comes: it fails only when the caller aborts. */
const abortedBy = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_, fail) =>
    signal?.addEventListener('abort', () => fail(signal.reason as Error)),
  );

/** A content service whose answer, state and calls the test controls. */
const upstream = () => {
  const state = { title: 'Birinchi', mode: 'up' as Mode, calls: 0, padBytes: 0 };
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    state.calls += 1;
    if (state.mode === 'down')
      throw new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') });
    if (state.mode === '503') return new Response('busy', { status: 503 });
    if (state.mode === '404') return Response.json({ data: null }, { status: 404 });
    if (state.mode === 'hang') return abortedBy(init?.signal);
    if (state.mode === 'hang-body') {
      const stalled = abortedBy(init?.signal);
      return new Response(new ReadableStream({ pull: () => stalled }));
    }
    return Response.json({
      data: [{ id: 1, title: state.title }],
      pad: 'x'.repeat(state.padBytes),
    });
  };
  return { state, fetch };
};

const setup = (options: Partial<ContentCacheOptions> = {}) => {
  let now = 1_000;
  const lines: string[] = [];
  const service = upstream();
  const cache = createContentCache({
    cmsUpstream: `${CMS}/`,
    clock: () => now,
    log: (line) => lines.push(line),
    ...options,
  });
  const read = async (url = BANNERS, init?: RequestInit) => {
    const response = await cache.fetchThrough(service.fetch)(url, init);
    return { status: response.status, body: await response.text() };
  };
  /** A browser's read through the proxy. */
  const browse = async (url = BANNERS, init?: RequestInit) => {
    const response = await cache.browserFetchThrough(service.fetch)(url, init);
    return { status: response.status, body: await response.text() };
  };
  const title = async (url = BANNERS) =>
    (JSON.parse((await read(url)).body) as { data: { title: string }[] }).data[0]?.title;
  return { cache, service, lines, read, browse, title, wait: (ms: number) => (now += ms) };
};

describe('createContentCache', () => {
  it('answers a public read from memory while fresh, and asks again after', async () => {
    const { service, title, wait } = setup();
    expect(await title()).toBe('Birinchi');
    service.state.title = 'Ikkinchi';
    wait(CONTENT_FRESH_MS - 1);
    expect(await title()).toBe('Birinchi');
    expect(service.state.calls).toBe(1);
    wait(1);
    expect(await title()).toBe('Ikkinchi');
    expect(service.state.calls).toBe(2);
  });

  it('asks again at once after a reported change, and moves the generation on', async () => {
    const { cache, service, title } = setup();
    await title();
    service.state.title = 'Ikkinchi';
    const before = cache.generation();
    cache.changed();
    expect(cache.generation()).toBe(before + 1);
    expect(await title()).toBe('Ikkinchi');
  });

  it('serves the last good answer when the service fails, with a line, and retries later', async () => {
    const { cache, service, title, lines, wait, read } = setup();
    await title();
    service.state.mode = 'down';
    cache.changed();
    expect(await title()).toBe('Birinchi');
    expect(lines).toEqual([
      'content: /cms/api/banners?locale=uz served as read 0 s ago: the content service failed (ECONNREFUSED)',
    ]);
    expect(cache.stats()).toMatchObject({ kept: 1, stale: 1 });
    // Pages do not each wait for the failing service: it is asked again after a while.
    const calls = service.state.calls;
    wait(CONTENT_RETRY_MS - 1);
    await title();
    expect(service.state.calls).toBe(calls);
    wait(1);
    service.state.mode = '503';
    expect(await title()).toBe('Birinchi');
    expect(service.state.calls).toBe(calls + 1);
    wait(CONTENT_RETRY_MS);
    service.state.mode = 'up';
    service.state.title = 'Qaytdi';
    expect(await title()).toBe('Qaytdi');
    expect(cache.stats()).toMatchObject({ kept: 1, stale: 0 });
    // A read never answered well has nothing to fall back on: the failure goes on.
    service.state.mode = 'down';
    await expect(read(`${CMS}/cms/api/pages?locale=ru`)).rejects.toThrow('fetch failed');
    service.state.mode = '503';
    expect((await read(`${CMS}/cms/api/pages?locale=ru`)).status).toBe(503);
  });

  it('keeps no answer that is not a success, and passes a 404 on as it is', async () => {
    const { service, read } = setup();
    service.state.mode = '404';
    expect((await read()).status).toBe(404);
    service.state.mode = 'up';
    expect((await read()).status).toBe(200);
    expect(service.state.calls).toBe(2);
  });

  it("passes on what is not a public content read: a token's, a write, another path", async () => {
    const { service, read } = setup();
    await read(BANNERS, { headers: { Authorization: 'Bearer editor' } });
    await read(BANNERS, { headers: { Authorization: 'Bearer editor' } });
    await read(BANNERS, { method: 'POST' });
    await read(`${CMS}/cms/uploads/logo.svg`);
    await read(`${CMS}/cms/uploads/logo.svg`);
    expect(service.state.calls).toBe(5);
  });

  it('keeps answers within its byte budget, the least recently used going first', async () => {
    const budget = 1_000_000;
    const { cache, service, browse } = setup({ browserBytes: budget });
    service.state.padBytes = 100_000;
    const page = (n: number) => `${CMS}/cms/api/banners?page=${n}`;
    for (let n = 0; n < 50; n += 1) {
      await browse(page(n));
      expect(cache.stats().bytes).toBeLessThanOrEqual(budget);
    }
    // Full, counted in bytes: nine answers of 100 KB, not fifty.
    expect(cache.stats().kept).toBe(9);
    expect(cache.stats().bytes).toBeGreaterThan(9 * 100_000);
    // An answer read again goes last in line: the next newcomer pushes out the one after it.
    await browse(page(41));
    await browse(page(50));
    const calls = service.state.calls;
    await browse(page(41));
    expect(service.state.calls).toBe(calls);
    await browse(page(42));
    expect(service.state.calls).toBe(calls + 1);
  });

  it('holds no more than its default budget, and counts long URLs too', async () => {
    const { cache, service, browse } = setup();
    service.state.padBytes = 1_000_000;
    for (let n = 0; n < 30; n += 1) await browse(`${CMS}/cms/api/banners?page=${n}`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(CONTENT_BROWSER_BYTES);
    expect(cache.stats().kept).toBeLessThan(30);

    const small = setup({ browserBytes: 100_000 });
    const query = 'q'.repeat(10_000);
    for (let n = 0; n < 50; n += 1) await small.browse(`${CMS}/cms/api/banners?q=${query}${n}`);
    expect(small.cache.stats().bytes).toBeLessThanOrEqual(100_000);
    expect(small.cache.stats().kept).toBeLessThan(10);
  });

  it("keeps the edge's own reads apart: a flood of browser queries never pushes them out", async () => {
    const { cache, service, title, browse, lines } = setup({
      edgeBytes: 10_000,
      browserBytes: 10_000,
    });
    const pages = `${CMS}/cms/api/pages?locale=uz`;
    expect(await title()).toBe('Birinchi');
    // Read by a browser first, then by the edge: the edge's from then on.
    await browse(pages);
    expect(await title(pages)).toBe('Birinchi');
    for (let n = 0; n < 2_100; n += 1) await browse(`${CMS}/cms/api/banners?locale=uz&n=${n}`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(20_000);
    // The edge's answers are still there to fall back on when the service then fails.
    service.state.mode = 'down';
    cache.changed();
    expect(await title()).toBe('Birinchi');
    expect(await title(pages)).toBe('Birinchi');
    expect(lines).toEqual([
      expect.stringContaining('/cms/api/banners?locale=uz served as read'),
      expect.stringContaining('/cms/api/pages?locale=uz served as read'),
    ]);
    // A browser asking for the edge's URL is answered from the edge's answer.
    expect(JSON.parse((await browse()).body)).toMatchObject({ data: [{ title: 'Birinchi' }] });
  });

  it('takes a browser leaving for no failure of the service: no stale answer, line or pause', async () => {
    const { cache, service, title, browse, lines } = setup();
    await title();
    for (const mode of ['hang', 'hang-body'] as const) {
      cache.changed();
      service.state.mode = mode;
      const leaving = new AbortController();
      const read = browse(BANNERS, { signal: leaving.signal });
      leaving.abort();
      await expect(read).rejects.toThrow();
      expect(lines).toEqual([]);
      expect(cache.stats()).toMatchObject({ kept: 1, stale: 0 });
      // No pause: the next read asks the service at once.
      const calls = service.state.calls;
      service.state.mode = 'up';
      expect(await title()).toBe('Birinchi');
      expect(service.state.calls).toBe(calls + 1);
    }
  });

  it("still counts the service failing a browser's read, and the edge's own deadline", async () => {
    const { cache, service, title, browse, lines } = setup();
    await title();
    cache.changed();
    service.state.mode = 'down';
    expect((await browse(BANNERS, { signal: new AbortController().signal })).status).toBe(200);
    expect(lines).toEqual([expect.stringContaining('(ECONNREFUSED)')]);
    expect(cache.stats()).toMatchObject({ kept: 1, stale: 1 });
    // The edge's reads abort on their deadline (kept-reads.ts): that is the service too slow.
    const { cache: other, service: slow, title: otherTitle, lines: otherLines } = setup();
    await otherTitle();
    other.changed();
    slow.state.mode = 'hang';
    const read = await other.fetchThrough(slow.fetch)(BANNERS, { signal: AbortSignal.timeout(1) });
    expect(read.status).toBe(200);
    expect(otherLines).toEqual([expect.stringContaining('served as read 0 s ago')]);
    expect(other.stats()).toMatchObject({ kept: 1, stale: 1 });
  });
});
