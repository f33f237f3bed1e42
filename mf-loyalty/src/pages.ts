// mf-loyalty's pages (locale-free; the shell's basename adds /ru), in matching order
// ('/loyalty/shop' before '/loyalty/:sysname'). Every one is public: a guest sees the
// programmes, offers and promotions, and is asked to sign in where an action needs it.
import { definePages } from '@omad/contract/pages';

export const PAGES = definePages([
  {
    path: '/loyalty',
    page: () => import('./features/loyalty/loyalty-page').then((m) => m.LoyaltyPage),
  },
  {
    path: '/loyalty/shop',
    page: () => import('./features/shop/shop-page').then((m) => m.ShopPage),
  },
  {
    path: '/loyalty/:sysname',
    page: () => import('./features/loyalty/program-page').then((m) => m.ProgramPage),
  },
  {
    path: '/offers',
    page: () => import('./features/offers/offers-page').then((m) => m.OffersPage),
  },
  {
    path: '/offers/:id',
    page: () => import('./features/offers/offer-page').then((m) => m.OfferPage),
  },
  {
    path: '/promotions',
    page: () => import('./features/promotions/promotions-page').then((m) => m.PromotionsPage),
  },
  {
    path: '/promotions/:id',
    page: () => import('./features/promotions/promotion-page').then((m) => m.PromotionPage),
  },
]);
