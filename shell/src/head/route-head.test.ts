import { describe, expect, it } from 'vitest';
import type { RouteInfo } from '@omad/contract';
import { matchRoute } from '../routing/match-route';
import { headRouteOf } from './route-head';

const routeOf = (path: string): RouteInfo => {
  const match = matchRoute(path.replace(/\?.*$/, ''));
  if (!match) throw new Error(`no route for ${path}`);
  return {
    name: match.def.name,
    params: match.params,
    layout: match.def.layout,
    isGamePage: false,
  };
};

const headOf = (path: string, systemPage = false) =>
  headRouteOf({ locale: 'ru', path, route: routeOf(path), systemPage });

describe('headRouteOf', () => {
  it('names the game page by its platform address and gives it the game SEO pattern', () => {
    expect(headOf('/game/book-of-omad?x=1')).toMatchObject({
      locale: 'ru',
      path: '/game/book-of-omad?x=1',
      canonicalPath: '/platform/game/book-of-omad/play',
      seoUrl: '/game/{name}',
      systemPage: false,
    });
  });

  it('keeps other paths as they are, with the deposit pattern where spec section 2 says', () => {
    expect(headOf('/cashier/deposit/uzcard')).toMatchObject({
      canonicalPath: '/cashier/deposit/uzcard',
      seoUrl: '/cashier/deposit/{name}',
    });
    expect(headOf('/about')).toMatchObject({ canonicalPath: '/about', seoUrl: null });
  });

  it('gives home the FAQ and product data and every page the organization', () => {
    expect(headOf('/').structuredData).toEqual(['Organization', 'FAQPage', 'Product']);
    expect(headOf('/gamehall').structuredData).toEqual(['Organization']);
  });

  it('leaves the route rules out on a system page', () => {
    expect(headOf('/game/x', true)).toMatchObject({
      canonicalPath: '/game/x',
      seoUrl: null,
      systemPage: true,
    });
  });
});
