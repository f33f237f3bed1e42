import { describe, expect, it } from 'vitest';
import { createFirstReads, type FirstRead } from '../api/first-reads';
import { createCmsClient } from './client';

const page = {
  data: [
    {
      id: 1,
      documentId: 'pabout00000000000000000a',
      slug: 'about',
      title: 'Biz haqimizda',
      content: '<p>Omad</p>',
    },
  ],
  meta: { pagination: { page: 1, pageSize: 1, pageCount: 1, total: 1 } },
};

/** Reads as the edge records them: an absolute base, the path and query after its origin. */
const recordAt = async (locale: string): Promise<FirstRead[]> => {
  const reads: FirstRead[] = [];
  const origin = 'http://cms.internal:8082';
  const edge = createCmsClient({
    baseUrl: `${origin}/cms/api`,
    getLocale: () => locale,
    getToken: () => undefined,
    fetch: async (input) => {
      const url = String(input);
      reads.push({ path: url.slice(origin.length), answer: page });
      return new Response(JSON.stringify(page));
    },
  });
  await edge.getPage('about');
  return reads;
};

describe('CMS reads the edge made for the page', () => {
  it('answer the browser client’s first identical read once, then it fetches', async () => {
    const requested: string[] = [];
    const browser = createCmsClient({
      getLocale: () => 'uz',
      getToken: () => undefined,
      firstReads: createFirstReads(await recordAt('uz')),
      fetch: async (input) => {
        requested.push(String(input));
        return new Response(JSON.stringify(page));
      },
    });
    expect((await browser.getPage('about'))?.title).toBe('Biz haqimizda');
    expect(requested).toEqual([]);
    await browser.getPage('about');
    expect(requested).toHaveLength(1);
  });

  it('do not answer a read in another locale', async () => {
    const requested: string[] = [];
    const browser = createCmsClient({
      getLocale: () => 'ru',
      getToken: () => undefined,
      firstReads: createFirstReads(await recordAt('uz')),
      fetch: async (input) => {
        requested.push(String(input));
        return new Response(JSON.stringify(page));
      },
    });
    await browser.getPage('about');
    expect(requested).toHaveLength(1);
  });
});
