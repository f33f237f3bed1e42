// The route table of spec section 2: every locale-free path, the remote that owns it
// (ownership in docs/architecture.md), its layout, and the shell's own redirects.
import type { LayoutName, RemoteApp, StructuredDataKind } from '@omad/contract';
import { DEFAULT_ROUTE_HEAD, type RouteHead } from '@omad/contract/seo';

export type RouteDef = Readonly<{
  name: string;
  /** react-router path pattern without the locale prefix. */
  path: string;
  /** The remote that renders it; null for the shell's own legacy placeholder. */
  remote: RemoteApp | null;
  layout: LayoutName;
  isGamePage?: boolean;
  /** The page SEO entry pattern of the route (spec section 2), e.g. '/game/{name}'. */
  seoUrl?: string;
  /**
   * The locale-free path pattern the canonical url names, when it is not the path itself,
   * with the route's own `:params` (the contract's fillRoutePath).
   */
  canonical?: string;
  /** JSON-LD its pages carry by default, when more than the organization. */
  structuredData?: readonly StructuredDataKind[];
  /** False for a page no search should list (a link's landing page, the sprite). */
  indexed?: false;
  /**
   * A shell redirect: the locale-free target, with the route's `:params` filled in (the
   * contract's fillRoutePath); the edge answers it 301 before the page, the shell in place.
   */
  redirect?: string;
}>;

const page = (
  name: string,
  path: string,
  remote: RemoteApp | null,
  layout: LayoutName = 'default',
): RouteDef => ({
  name,
  path,
  remote,
  layout,
});

const group = (remote: RemoteApp, entries: ReadonlyArray<readonly [string, string]>): RouteDef[] =>
  entries.map(([name, path]) => page(name, path, remote));

export const ROUTES: readonly RouteDef[] = [
  // Home carries the FAQ and the site itself (a product) besides the organization.
  { ...page('index', '/', 'mf-content'), structuredData: ['Organization', 'FAQPage', 'Product'] },
  page('betting', '/betting', 'mf-content'),
  {
    ...page('cashier-billing', '/cashier/billing', 'mf-cashier'),
    redirect: '/cashier/deposit',
  },
  ...group('mf-cashier', [
    ['cashier', '/cashier'],
    ['cashier-deposit', '/cashier/deposit'],
  ]),
  {
    ...page('cashier-deposit-sysname', '/cashier/deposit/:sysname', 'mf-cashier'),
    seoUrl: '/cashier/deposit/{name}',
  },
  ...group('mf-cashier', [
    ['cashier-history', '/cashier/history'],
    ['cashier-paycancel', '/cashier/paycancel'],
    ['cashier-payfail', '/cashier/payfail'],
    ['cashier-payfail-transaction', '/cashier/payfail/:transaction'],
    ['cashier-paypending', '/cashier/paypending'],
    ['cashier-paypending-transaction', '/cashier/paypending/:transaction'],
    ['cashier-paysuccess', '/cashier/paysuccess'],
    ['cashier-paysuccess-transaction', '/cashier/paysuccess/:transaction'],
    ['cashier-paymobile', '/cashier/paymobile'],
    ['cashier-paynewwindow', '/cashier/paynewwindow'],
    ['cashier-receipt', '/cashier/receipt'],
    ['cashier-wallet', '/cashier/wallet'],
    ['cashier-withdraw', '/cashier/withdraw'],
  ]),
  // Where a link lands: nobody's search result.
  { ...page('confirmation', '/confirmation', 'mf-content'), indexed: false },
  { ...page('confirmation-success', '/confirmation/success', 'mf-content'), indexed: false },
  {
    ...page('game-sysname', '/game/:sysname', 'mf-gamehall', 'game'),
    isGamePage: true,
    seoUrl: '/game/{name}',
    canonical: '/platform/game/:sysname/play',
  },
  // The game page's platform address (spec section 2), which game canonicals name.
  {
    ...page('platform-game-custom', '/platform/game/custom/:name/:mode', 'mf-gamehall', 'game'),
    isGamePage: true,
    canonical: '/platform/game/custom/:name/play',
  },
  {
    ...page('platform-game', '/platform/game/:sysname/:mode', 'mf-gamehall', 'game'),
    isGamePage: true,
    canonical: '/platform/game/:sysname/play',
  },
  page('gamehall', '/gamehall', 'mf-gamehall'),
  {
    ...page('gamehall-id', '/gamehall/:id', 'mf-gamehall'),
    redirect: '/gamehall?category=:id',
  },
  ...group('mf-gamehall', [
    ['jackpots', '/jackpots'],
    ['jackpots-id', '/jackpots/:id'],
    ['providers', '/providers'],
    ['tournaments', '/tournaments'],
    ['tournaments-id', '/tournaments/:id'],
    ['tournaments-id-gamehall', '/tournaments/:id/gamehall'],
    ['winners', '/winners'],
  ]),
  ...group('mf-loyalty', [
    ['loyalty', '/loyalty'],
    ['loyalty-shop', '/loyalty/shop'],
    ['loyalty-sysname', '/loyalty/:sysname'],
    ['offers', '/offers'],
    ['offers-id', '/offers/:id'],
    ['promotions', '/promotions'],
    ['promotions-id', '/promotions/:id'],
  ]),
  {
    ...page('profile-bets', '/profile/bets', 'mf-profile'),
    redirect: '/profile/bets/history',
  },
  ...group('mf-profile', [
    ['profile', '/profile'],
    ['profile-bets-exports', '/profile/bets/exports'],
    ['profile-bets-history', '/profile/bets/history'],
    ['profile-bonuses', '/profile/bonuses'],
    ['profile-cashback', '/profile/cashback'],
    ['profile-loyalty', '/profile/loyalty'],
    ['profile-notification', '/profile/notification'],
    ['profile-responsible-game', '/profile/responsible-game'],
    ['profile-security', '/profile/security'],
    ['profile-settings', '/profile/settings'],
    ['profile-verification', '/profile/verification'],
  ]),
  page('support', '/support', 'mf-content'),
  // Where a password-restore message links to (RESTORE_PATH, the token in the fragment).
  { ...page('restore', '/restore', 'mf-auth'), indexed: false },
  { ...page('unsubscribe', '/unsubscribe', 'mf-content'), indexed: false },
  { ...page('icons', '/_icons', 'mf-content', 'svg-sprite'), indexed: false },
  page('responsible-game', '/responsible-game', null),
  page('bets-all', '/bets/*', null),
  page('slug', '/:slug', 'mf-content'),
];

/** What a route gives the head of its pages, in the contract's terms. */
export const routeHeadOf = (def: RouteDef): RouteHead => ({
  seoUrl: def.seoUrl ?? DEFAULT_ROUTE_HEAD.seoUrl,
  canonical: def.canonical ?? DEFAULT_ROUTE_HEAD.canonical,
  structuredData: def.structuredData ?? DEFAULT_ROUTE_HEAD.structuredData,
  indexed: def.indexed ?? DEFAULT_ROUTE_HEAD.indexed,
});
