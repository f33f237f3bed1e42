// Every page of the route table (shell/src/routing/route-table.ts) as the accessibility spec
// opens it: the locale-free path, with the seed's own ids and slugs where the route has
// params, who can land on it, and the element that shows the page's own content is in.
import type { APIRequestContext } from '@playwright/test';
import { dataOf } from '@omad/e2e';

/** Who lands on a page: a guest and a player, or a player only (the shell guards it). */
export type Audience = 'everyone' | 'player';

export type PageCheck = Readonly<{
  /** The route's name in the route table. */
  route: string;
  /** Locale-free. */
  path: string;
  audience: Audience;
  /** The page's own content (not its skeleton), by CSS selector. */
  content: string;
}>;

/** The ids and names of seeded data the routes with params are opened with. */
export type Seed = Readonly<{
  game: string;
  jackpot: number;
  tournament: number;
  programme: string;
  offer: number;
  /** A deposit of the signed-in player, for the result and receipt pages. */
  transaction?: number;
}>;

/**
 * Routes that only redirect: the page they show is checked under its own name.
 * cashier → cashier-deposit, cashier-billing → cashier-deposit, gamehall-id → gamehall (its
 * category), profile-bets → profile-bets-history.
 */
export const REDIRECTS = ['cashier', 'cashier-billing', 'gamehall-id', 'profile-bets'] as const;

/** The seeded promotion every locale has (infra/cms/src/seed/promotions.ts). */
const PROMOTION = 'welcome';
/** A transaction number no deposit has: a waiting page that stays waiting. */
const UNKNOWN_TRANSACTION = 999_999_999;

const id = (testId: string) => `[data-testid="${testId}"]`;
const everyone = (route: string, path: string, content: string): PageCheck => ({
  route,
  path,
  audience: 'everyone',
  content,
});
const player = (route: string, path: string, content: string): PageCheck => ({
  route,
  path,
  audience: 'player',
  content,
});

/**
 * The games pages a guest and a player can land on. In each list no two neighbours share a
 * route or a content element, so that each page after the first is reached in the app
 * (support.ts checkPages).
 */
export const gamePages = (seed: Seed): readonly PageCheck[] => [
  everyone('gamehall', '/gamehall', id('game-tile')),
  everyone('game-sysname', `/game/${seed.game}`, id('game-frame')),
  everyone('providers', '/providers', id('providers-page')),
  everyone('platform-game', `/platform/game/${seed.game}/demo`, id('game-frame')),
  everyone('jackpots', '/jackpots', id('jackpot-wins')),
  everyone('platform-game-custom', `/platform/game/custom/${seed.game}/demo`, id('game-frame')),
  everyone('jackpots-id', `/jackpots/${seed.jackpot}`, id('jackpot-games')),
  everyone('tournaments', '/tournaments', id('tournament-prizes')),
  everyone('tournaments-id', `/tournaments/${seed.tournament}`, id('leaderboard')),
  everyone('tournaments-id-gamehall', `/tournaments/${seed.tournament}/gamehall`, id('game-tile')),
  everyone('winners', '/winners', id('winners-page')),
];

/** The other pages a guest and a player can land on: content, rewards, account links. */
export const sitePages = (seed: Seed): readonly PageCheck[] => [
  everyone('index', '/', id('home-games')),
  everyone('slug', '/about', id('cms-page')),
  everyone('betting', '/betting', id('betting-frame')),
  everyone('slug', '/no-such-page-here', '[data-system-page="notFound"]'),
  everyone('loyalty', '/loyalty', id('loyalty-levels')),
  everyone('loyalty-shop', '/loyalty/shop', '[data-testid^="product-"]'),
  everyone('loyalty-sysname', `/loyalty/${seed.programme}`, id('loyalty-levels')),
  everyone('offers', '/offers', id(`offer-${seed.offer}`)),
  everyone('offers-id', `/offers/${seed.offer}`, id('offer-terms')),
  everyone('promotions', '/promotions', id(`promotion-${PROMOTION}`)),
  everyone('promotions-id', `/promotions/${PROMOTION}`, id('promotion-terms')),
  everyone('support', '/support', id('feedback-form')),
  everyone('confirmation', '/confirmation', id('confirmation')),
  everyone('confirmation-success', '/confirmation/success', id('confirmation-success')),
  everyone('unsubscribe', '/unsubscribe', id('unsubscribe')),
  everyone('restore', '/restore', id('restore-token-problem')),
  everyone('icons', '/_icons', id('icon-grid')),
];

/**
 * The cashier's pages (the shell guards them): `seed.transaction` is the player's deposit.
 * The result pages alternate with the others: they share a content element.
 */
export const cashierPages = (seed: Seed): readonly PageCheck[] => {
  const paid = seed.transaction ?? UNKNOWN_TRANSACTION;
  return [
    player('cashier-deposit', '/cashier/deposit', id('deposit-methods')),
    player('cashier-paysuccess', '/cashier/paysuccess', id('pay-result')),
    player('cashier-deposit-sysname', '/cashier/deposit/uzcard', id('deposit-form')),
    player('cashier-payfail', '/cashier/payfail', id('pay-result')),
    player('cashier-history', '/cashier/history', id('history-item')),
    player('cashier-paypending', '/cashier/paypending', id('pay-result')),
    player('cashier-receipt', `/cashier/receipt?id=${paid}`, id('receipt')),
    player('cashier-paycancel', '/cashier/paycancel', id('pay-result')),
    player('cashier-wallet', '/cashier/wallet', id('wallet-balances')),
    player('cashier-paymobile', '/cashier/paymobile', id('pay-result')),
    player('cashier-withdraw', '/cashier/withdraw', id('withdraw-form')),
    player('cashier-paynewwindow', '/cashier/paynewwindow', id('pay-result')),
    player('cashier-paysuccess-transaction', `/cashier/paysuccess/${paid}`, id('result-summary')),
    player('cashier-payfail-transaction', `/cashier/payfail/${paid}`, id('result-summary')),
    // A pending deposit of the simulated provider settles within seconds and the page moves
    // on: the waiting page is checked on a number no deposit has, where it keeps waiting.
    player(
      'cashier-paypending-transaction',
      `/cashier/paypending/${UNKNOWN_TRANSACTION}`,
      id('pay-result'),
    ),
  ];
};

/** The profile's pages and the legacy placeholders (the shell guards them). */
export const profilePages: readonly PageCheck[] = [
  player('profile', '/profile', id('profile-balances')),
  player('responsible-game', '/responsible-game', '[data-system-page="legacy"]'),
  player('profile-bets-history', '/profile/bets/history', id('bet-row')),
  player('profile-bets-exports', '/profile/bets/exports', id('export-submit')),
  player('profile-bonuses', '/profile/bonuses', id('bonus-card')),
  player('profile-cashback', '/profile/cashback', id('cashback-panel')),
  player('profile-loyalty', '/profile/loyalty', id('profile-loyalty')),
  player('profile-notification', '/profile/notification', id('notifications')),
  player('profile-responsible-game', '/profile/responsible-game', id('exclusion-panel')),
  player('profile-security', '/profile/security', id('sessions-panel')),
  player('profile-settings', '/profile/settings', id('contacts-panel')),
  player('profile-verification', '/profile/verification', id('verification')),
  player('bets-all', '/bets/old/slip', '[data-system-page="legacy"]'),
];

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the seed has no ${what}`);
  return value;
};

/** The seed's ids as the platform answers them (a fresh stack seeds the same data). */
export const readSeed = async (request: APIRequestContext): Promise<Seed> => {
  const [jackpots, tournaments, programmes, offers, games] = await Promise.all([
    dataOf<{ id: number }[]>(request, 'jackpots.get'),
    dataOf<{ items: { id: number }[] }>(request, 'tournaments.get', { status: '["active"]' }),
    dataOf<{ items: { sysname: string }[] }>(request, 'loyalty.getPrograms'),
    dataOf<{ items: { id: number }[] }>(request, 'campaigns.getoffers'),
    dataOf<{ items: { sysname: string; has_demo?: boolean }[] }>(request, 'games.get', {
      options: JSON.stringify({ category: 'popular', count: 40 }),
    }),
  ]);
  return {
    game: found(games.items.find((game) => game.has_demo)?.sysname, 'popular game with a demo'),
    jackpot: found(jackpots[0]?.id, 'jackpot'),
    tournament: found(tournaments.items[0]?.id, 'active tournament'),
    programme: found(programmes.items[0]?.sysname, 'loyalty programme'),
    offer: found(offers.items[0]?.id, 'offer'),
  };
};
