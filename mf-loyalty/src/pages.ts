// mf-loyalty's pages (locale-free; the shell's basename adds /ru), in matching order
// ('/loyalty/shop' before '/loyalty/:sysname'). Every one is public: a guest sees the
// programmes, offers and promotions, and is asked to sign in where an action needs it.
// The edge makes a page's declared reads while serving it (as a guest: it sends no cookies)
// and inlines the answers; each is exactly the read the page sends on its first render, so it
// costs no round trip. first-screen.tsx draws the top of the pages that declare one.
import { definePages, type CmsRead, type PlatformRead } from '@omad/contract/pages';

/**
 * The programmes' read of both programme pages (features/loyalty/use-programs.ts): every one,
 * no params. A programme's page finds its own in it (the platform's getProgram takes its
 * sysname as an argument the edge's params cannot give).
 */
export const PROGRAMS_READ = { method: 'loyalty.getPrograms', params: {} } as const;

/**
 * The promotions' read of both promotion pages (features/promotions/use-promotions.ts): the
 * content client's getPromotions, every one (finished ones too), no arguments. A promotion's
 * page finds its own in it by slug.
 */
export const PROMOTIONS_READ: CmsRead = { cms: 'getPromotions', args: [] };

/**
 * The first reads of both offers pages (lib/offer-reads.ts, lib/offer-description.ts): the
 * first page of campaigns.getoffers (the client's getOffers from offset 0, which the page sends
 * as getOffers(0)), and the CMS's common, whose offersOptions say how the offers are described
 * (which keys hold title, text and picture), how many a page shows and whether guests see
 * deposit offers, and whose payment methods name those an offer excludes.
 */
export const OFFERS_READS: readonly (PlatformRead | CmsRead)[] = [
  { method: 'campaigns.getoffers', params: { offset: 0 } },
  { cms: 'getCommon', args: [] },
];

export const PAGES = definePages([
  {
    // The programmes, and the programme's texts the editors wrote (lib/loyalty-config.ts).
    path: '/loyalty',
    page: () => import('./features/loyalty/loyalty-page').then((m) => m.LoyaltyPage),
    reads: [PROGRAMS_READ, { cms: 'getLoyaltyConfig', args: [] }],
    firstScreen: true,
    // The programmes' amounts are in the visitor's currency.
    perVisitor: true,
  },
  {
    path: '/loyalty/shop',
    page: () => import('./features/shop/shop-page').then((m) => m.ShopPage),
  },
  {
    // An unknown sysname is answered with 404: the read lists every programme, and the first
    // screen says the page is absent when none of them is this one (FIRST_SCREEN_ABSENT).
    path: '/loyalty/:sysname',
    page: () => import('./features/loyalty/program-page').then((m) => m.ProgramPage),
    reads: [PROGRAMS_READ],
    firstScreen: true,
    perVisitor: true,
  },
  {
    // The offers a guest sees first, their cards drawn from the inlined reads. The answer is
    // the visitor's own (taken, why not), so the edge reads and draws it for guests only.
    path: '/offers',
    page: () => import('./features/offers/offers-page').then((m) => m.OffersPage),
    reads: OFFERS_READS,
    firstScreen: true,
    perVisitor: true,
  },
  {
    // The offer found in the first page read. An id that cannot be an offer's is answered
    // with 404 before anything is read (params), one no page can hold after the first page is
    // (FIRST_SCREEN_ABSENT); one a later page may hold has no first screen (the page reads on).
    path: '/offers/:id',
    page: () => import('./features/offers/offer-page').then((m) => m.OfferPage),
    params: { id: 'digits' },
    reads: OFFERS_READS,
    firstScreen: true,
    perVisitor: true,
  },
  {
    // The first screen is the head over the current promotions' cards (their titles, summaries
    // and links), drawn from the inlined read.
    path: '/promotions',
    page: () => import('./features/promotions/promotions-page').then((m) => m.PromotionsPage),
    reads: [PROMOTIONS_READ],
    firstScreen: true,
  },
  {
    // As a programme's page: an unknown slug is answered with 404 (the first screen finds no
    // promotion of it in the read of every one).
    path: '/promotions/:id',
    page: () => import('./features/promotions/promotion-page').then((m) => m.PromotionPage),
    reads: [PROMOTIONS_READ],
    firstScreen: true,
  },
]);
