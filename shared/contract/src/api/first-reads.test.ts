import { describe, expect, it } from 'vitest';
import { createApi } from './create-api';
import { fakeFetch, jsonResponse } from './fake-fetch';
import { createFirstReads, type FirstRead } from './first-reads';

const BANNERS = {
  data: {
    items: [
      {
        id: 7,
        finished_at: null,
        description: { position: 1, title: 'Omad', image: '/img/7.svg' },
      },
    ],
    count: 1,
  },
};

/** What the edge does: the same call through the client, recording path and answer. */
const recordOnServer = async (): Promise<FirstRead[]> => {
  const origin = 'http://platform.internal:8081';
  const reads: FirstRead[] = [];
  const platform = fakeFetch(() => jsonResponse(BANNERS));
  const recording: typeof fetch = async (input, init) => {
    const response = await platform.fetch(input, init);
    reads.push({ path: String(input).slice(origin.length), answer: await response.clone().json() });
    return response;
  };
  const api = createApi({
    baseUrl: origin,
    getLocale: () => 'ru',
    isInFrame: () => false,
    fetch: recording,
  });
  await api.banners.get({ offset: 0, count: 10 });
  return reads;
};

const browserApi = (reads: readonly FirstRead[], locale = 'ru') => {
  const platform = fakeFetch(() => jsonResponse({ data: { items: [], count: 0 } }));
  const api = createApi({
    getLocale: () => locale,
    isInFrame: () => false,
    fetch: platform.fetch,
    firstReads: createFirstReads(reads),
  });
  return { api, platform };
};

describe('first reads', () => {
  it('answers the same call in the browser once, without a request, then goes to the network', async () => {
    const reads = await recordOnServer();
    expect(reads).toHaveLength(1);
    expect(reads[0]?.path).toMatch(/^\/api\/banners\.get\?offset=0&count=10&.*locale=ru/);

    const { api, platform } = browserApi(reads);
    const first = await api.banners.get({ offset: 0, count: 10 });
    expect(first.items.map((banner) => banner.id)).toEqual([7]);
    expect(platform.requests).toHaveLength(0);

    const again = await api.banners.get({ offset: 0, count: 10 });
    expect(again.items).toEqual([]);
    expect(platform.requests).toHaveLength(1);
  });

  it('does not answer a call with other params or in another locale', async () => {
    const reads = await recordOnServer();
    const other = browserApi(reads);
    await other.api.banners.get({ offset: 10, count: 10 });
    expect(other.platform.requests).toHaveLength(1);

    const uz = browserApi(reads, 'uz');
    await uz.api.banners.get({ offset: 0, count: 10 });
    expect(uz.platform.requests).toHaveLength(1);
  });

  it('never answers a POST', async () => {
    const { api, platform } = browserApi([
      { path: '/api/storage.set?v=2.34&locale=ru', answer: { data: true } },
    ]);
    await api.call('storage.set', { post: true });
    expect(platform.requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('still checks an inlined answer against the schema', async () => {
    const reads = await recordOnServer();
    const broken = reads.map((read) => ({ ...read, answer: { data: { items: 'no' } } }));
    const { api } = browserApi(broken);
    await expect(api.banners.get({ offset: 0, count: 10 })).rejects.toThrow(/unexpected response/);
  });
});
