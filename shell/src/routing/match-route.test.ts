import { describe, expect, it } from 'vitest';
import { matchRoute, needsSignIn } from './match-route';
import { ROUTES } from './route-table';
import { fillRoutePath } from '@omad/contract/seo';

describe('matchRoute', () => {
  it.each([
    ['/', 'index', {}],
    ['/cashier/deposit/uzcard', 'cashier-deposit-sysname', { sysname: 'uzcard' }],
    ['/cashier/payfail/tx-1', 'cashier-payfail-transaction', { transaction: 'tx-1' }],
    ['/game/book-of-omad', 'game-sysname', { sysname: 'book-of-omad' }],
    [
      '/platform/game/book-of-omad/play',
      'platform-game',
      { sysname: 'book-of-omad', mode: 'play' },
    ],
    [
      '/platform/game/custom/lucky-7/demo',
      'platform-game-custom',
      { name: 'lucky-7', mode: 'demo' },
    ],
    ['/tournaments/5/gamehall', 'tournaments-id-gamehall', { id: '5' }],
    ['/loyalty/shop', 'loyalty-shop', {}],
    ['/loyalty/gold', 'loyalty-sysname', { sysname: 'gold' }],
    ['/profile/bets/history', 'profile-bets-history', {}],
    ['/bets/anything/deeper', 'bets-all', { '*': 'anything/deeper' }],
    ['/restore', 'restore', {}],
    ['/about', 'slug', { slug: 'about' }],
    ['/gamehall/', 'gamehall', {}],
  ])('%s is %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.def.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('leaves deeper unknown paths unmatched', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/cashier/unknown/deeper')).toBeNull();
  });

  it('flags only the game pages and gives them the game layout', () => {
    const game = ROUTES.filter((route) => route.isGamePage);
    expect(game.map((route) => [route.name, route.layout])).toEqual([
      ['game-sysname', 'game'],
      ['platform-game-custom', 'game'],
      ['platform-game', 'game'],
    ]);
  });

  it('names every game page by its platform address in the canonical url', () => {
    const canonicalOf = (path: string) => {
      const match = matchRoute(path);
      return match?.def.canonical && fillRoutePath(match.def.canonical, match.params);
    };
    expect(canonicalOf('/game/book-of-omad')).toBe('/platform/game/book-of-omad/play');
    expect(canonicalOf('/platform/game/book-of-omad/demo')).toBe(
      '/platform/game/book-of-omad/play',
    );
    expect(canonicalOf('/platform/game/custom/lucky%207/play')).toBe(
      '/platform/game/custom/lucky%207/play',
    );
    expect(canonicalOf('/gamehall')).toBeUndefined();
  });

  it('gives the game and deposit pages the SEO url patterns of spec section 2', () => {
    expect(matchRoute('/game/x')?.def.seoUrl).toBe('/game/{name}');
    expect(matchRoute('/cashier/deposit/uzcard')?.def.seoUrl).toBe('/cashier/deposit/{name}');
    expect(matchRoute('/cashier/deposit')?.def.seoUrl).toBeUndefined();
  });

  it('redirects /gamehall/{id} to the category filter and bare bets to history', () => {
    const gamehall = matchRoute('/gamehall/live casino');
    expect(fillRoutePath(gamehall?.def.redirect ?? '', gamehall?.params ?? {})).toBe(
      '/gamehall?category=live%20casino',
    );
    const bets = matchRoute('/profile/bets');
    expect(bets?.def.redirect).toBe('/profile/bets/history');
    const billing = matchRoute('/cashier/billing');
    expect(billing?.def.redirect).toBe('/cashier/deposit');
  });

  it('keeps the catch-all slug route last so it never shadows a real route', () => {
    expect(ROUTES.at(-1)?.name).toBe('slug');
  });
});

describe('needsSignIn', () => {
  it.each([
    ['/cashier/deposit', 'cashier-deposit', true],
    ['/profile', 'profile', true],
    ['/bets/x', 'bets-all', true],
    ['/responsible-game', 'responsible-game', true],
    ['/gamehall', 'gamehall', false],
    ['/cashier-tips', 'slug', false],
    ['/', 'index', false],
  ])('%s (%s) -> %s', (path, name, expected) => {
    expect(needsSignIn(path, name)).toBe(expected);
  });
});
