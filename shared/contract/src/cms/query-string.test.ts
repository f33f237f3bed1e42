import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

const decodedPairs = (query: string) =>
  [...new URLSearchParams(query).entries()].map(([key, value]) => `${key}=${value}`);

describe('toQueryString', () => {
  it('writes nested filters in bracket syntax with values encoded', () => {
    expect(toQueryString({ filters: { url: { $eq: '/game/{name}' } } })).toBe(
      'filters[url][$eq]=%2Fgame%2F%7Bname%7D',
    );
  });

  it('writes lists with indices, like qs', () => {
    expect(
      toQueryString({
        filters: { url: { $in: ['/', '/gamehall'] } },
        sort: ['position:asc', 'id'],
      }),
    ).toBe(
      'filters[url][$in][0]=%2F&filters[url][$in][1]=%2Fgamehall&sort[0]=position%3Aasc&sort[1]=id',
    );
  });

  it('writes locale, populate and pagination the way Strapi reads them', () => {
    const query = toQueryString({
      locale: 'ru',
      populate: '*',
      pagination: { page: 2, pageSize: 10 },
    });
    expect(decodedPairs(query)).toEqual([
      'locale=ru',
      'populate=*',
      'pagination[page]=2',
      'pagination[pageSize]=10',
    ]);
  });

  it('writes the object form of populate and $and / $or lists', () => {
    const query = toQueryString({
      populate: { seo: { populate: '*' } },
      filters: { $or: [{ slug: { $eq: 'about' } }, { slug: { $eqi: 'TERMS' } }] },
    });
    expect(decodedPairs(query)).toEqual([
      'populate[seo][populate]=*',
      'filters[$or][0][slug][$eq]=about',
      'filters[$or][1][slug][$eqi]=TERMS',
    ]);
  });

  it('skips undefined, writes null as empty and booleans as words', () => {
    expect(toQueryString({ a: undefined, b: null, c: true, d: false, e: 0 })).toBe(
      'b=&c=true&d=false&e=0',
    );
  });

  it('encodes characters that would break the query in keys and values', () => {
    const query = toQueryString({ filters: { 'title&x': { $contains: "so'm & 100%" } } });
    expect(query).toBe("filters[title%26x][$contains]=so'm%20%26%20100%25");
    expect(decodedPairs(query)).toEqual(["filters[title&x][$contains]=so'm & 100%"]);
  });

  it('gives an empty string for an empty query and skips empty lists', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ fields: [] })).toBe('');
  });
});
