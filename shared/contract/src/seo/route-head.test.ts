import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_HEAD, fillRoutePath, headRouteOf, type RouteHead } from './route-head';

const GAME: RouteHead = {
  seoUrl: '/game/{name}',
  canonical: '/platform/game/:sysname/play',
  structuredData: ['Organization'],
  indexed: true,
};

describe('fillRoutePath', () => {
  it('writes each parameter encoded once, however the URL spelled it', () => {
    expect(fillRoutePath('/platform/game/:sysname/play', { sysname: 'book of' })).toBe(
      '/platform/game/book%20of/play',
    );
    expect(fillRoutePath('/platform/game/:sysname/play', { sysname: 'book%20of' })).toBe(
      '/platform/game/book%20of/play',
    );
    expect(fillRoutePath('/a/:x/:y', { x: '1' })).toBe('/a/1/');
  });

  it('keeps a parameter that is not valid percent-encoding as text', () => {
    expect(fillRoutePath('/game/:sysname', { sysname: '100%' })).toBe('/game/100%25');
  });
});

describe('headRouteOf', () => {
  const base = { locale: 'uz', params: { sysname: 'aviator' }, privatePage: false } as const;

  it('takes the canonical, SEO pattern and JSON-LD from the route', () => {
    expect(
      headRouteOf({ ...base, path: '/game/aviator?x=1', head: GAME, systemPage: false }),
    ).toEqual({
      locale: 'uz',
      path: '/game/aviator?x=1',
      canonicalPath: '/platform/game/aviator/play',
      seoUrl: '/game/{name}',
      structuredData: ['Organization'],
      systemPage: false,
      privatePage: false,
    });
  });

  it("keeps an unlisted route and a players' page out of search results", () => {
    const unlisted = { ...GAME, indexed: false };
    expect(
      headRouteOf({ ...base, path: '/restore', head: unlisted, systemPage: false }).privatePage,
    ).toBe(true);
    expect(
      headRouteOf({ ...base, path: '/cashier', head: null, systemPage: false, privatePage: true })
        .privatePage,
    ).toBe(true);
    expect(headRouteOf({ ...base, path: '/x', head: GAME, systemPage: false }).privatePage).toBe(
      false,
    );
  });

  it('names the path itself without a declaration, and drops the route on a system page', () => {
    expect(headRouteOf({ ...base, path: '/about', head: null, systemPage: false })).toMatchObject({
      canonicalPath: '/about',
      ...{ seoUrl: DEFAULT_ROUTE_HEAD.seoUrl, structuredData: DEFAULT_ROUTE_HEAD.structuredData },
    });
    expect(headRouteOf({ ...base, path: '/game/x', head: GAME, systemPage: true })).toMatchObject({
      canonicalPath: '/game/x',
      seoUrl: null,
      systemPage: true,
    });
  });
});
