import { describe, expect, it } from 'vitest';
import { CONTENT_FRESH_MS, CONTENT_RETRY_MS, createContentCache } from './content-cache';

const CMS = 'http://cms.internal:8082';
const BANNERS = `${CMS}/cms/api/banners?locale=uz`;

/** A content service whose answer, state and calls the test controls. */
const upstream = () => {
  const state = { title: 'Birinchi', mode: 'up' as 'up' | 'down' | '503' | '404', calls: 0 };
  const fetch: typeof globalThis.fetch = async () => {
    state.calls += 1;
    if (state.mode === 'down')
      throw new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') });
    if (state.mode === '503') return new Response('busy', { status: 503 });
    if (state.mode === '404') return Response.json({ data: null }, { status: 404 });
    return Response.json({ data: [{ id: 1, title: state.title }] });
  };
  return { state, fetch };
};

const setup = () => {
  let now = 1_000;
  const lines: string[] = [];
  const service = upstream();
  const cache = createContentCache({
    cmsUpstream: `${CMS}/`,
    clock: () => now,
    log: (line) => lines.push(line),
  });
  const read = async (url = BANNERS, init?: RequestInit) => {
    const response = await cache.fetchThrough(service.fetch)(url, init);
    return { status: response.status, body: await response.text() };
  };
  const title = async (url = BANNERS) =>
    (JSON.parse((await read(url)).body) as { data: { title: string }[] }).data[0]?.title;
  return { cache, service, lines, read, title, wait: (ms: number) => (now += ms) };
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
    expect(cache.stats()).toEqual({ kept: 1, stale: 1 });
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
    expect(cache.stats()).toEqual({ kept: 1, stale: 0 });
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
});
