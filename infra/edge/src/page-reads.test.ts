import { describe, expect, it } from 'vitest';
import { pageReadsFor, NO_PAGE_READS } from './page-reads';

const ORIGIN = 'http://platform.internal:8081';

const banner = (id: number, position: number, image: string) => ({
  id,
  finished_at: null,
  description: { position, title: `B${id}`, image, image_mobile: `${image}?m` },
});

const platform = (answer: (url: URL) => Response | Promise<Response>) => {
  const seen: { url: URL; init: RequestInit | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    seen.push({ url, init });
    return answer(url);
  };
  return { fetch, seen };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const banners = (...items: ReturnType<typeof banner>[]) =>
  json({ data: { items, count: items.length } });

describe('the page reads of a page', () => {
  it('makes the home page reads in its locale, without cookies, and finds the hero', async () => {
    const stub = platform(() => banners(banner(1, 2, '/b/1.svg'), banner(2, 1, '/b/2.svg')));
    const screen = await pageReadsFor('/ru/', { apiUpstream: ORIGIN, timeoutMs: 1000, ...stub });
    expect(stub.seen).toHaveLength(1);
    expect(stub.seen[0]?.url.pathname).toBe('/api/banners.get');
    expect(stub.seen[0]?.url.searchParams.get('locale')).toBe('ru');
    expect(stub.seen[0]?.init?.credentials).toBe('omit');
    expect(screen.hero).toEqual({ src: '/b/2.svg', mobileSrc: '/b/2.svg?m' });
    expect(screen.reads).toHaveLength(1);
    expect(screen.reads[0]?.path).toBe(
      `${stub.seen[0]?.url.pathname ?? ''}${stub.seen[0]?.url.search ?? ''}`,
    );
    expect(screen.reads[0]?.answer).toMatchObject({ data: { count: 2 } });
  });

  it('reads in Uzbek at an unprefixed path', async () => {
    const stub = platform(() => banners(banner(1, 1, '/b/1.svg')));
    await pageReadsFor('/', { apiUpstream: `${ORIGIN}/`, timeoutMs: 1000, ...stub });
    expect(stub.seen[0]?.url.searchParams.get('locale')).toBe('uz');
  });

  it('makes no read for a page whose route declares none', async () => {
    const stub = platform(() => json({ data: null }));
    for (const path of ['/gamehall', '/ru/cashier/deposit', '/some-cms-page']) {
      expect(await pageReadsFor(path, { apiUpstream: ORIGIN, timeoutMs: 1000, ...stub })).toBe(
        NO_PAGE_READS,
      );
    }
    expect(stub.seen).toHaveLength(0);
  });

  it('goes without when the platform fails or answers too late', async () => {
    const failing = platform(() => json({ error: { type: 'unknown_error', message: 'x' } }, 500));
    expect(await pageReadsFor('/', { apiUpstream: ORIGIN, timeoutMs: 1000, ...failing })).toEqual(
      NO_PAGE_READS,
    );
    const slow: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    expect(await pageReadsFor('/', { apiUpstream: ORIGIN, timeoutMs: 20, fetch: slow })).toEqual(
      NO_PAGE_READS,
    );
  });

  it('keeps the reads but names no hero whose address could break out of an attribute', async () => {
    for (const image of ['javascript:alert(1)', '/b/1.svg" onload="x', '//evil.test/a.svg']) {
      const stub = platform(() => banners(banner(1, 1, image)));
      const screen = await pageReadsFor('/', { apiUpstream: ORIGIN, timeoutMs: 1000, ...stub });
      expect(screen.hero, image).toBeNull();
      expect(screen.reads).toHaveLength(1);
    }
  });
});
