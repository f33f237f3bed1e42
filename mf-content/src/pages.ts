// mf-content's pages (locale-free; the shell's basename adds /ru), in matching order: any
// single segment not named before the catch-all is a CMS page or the not-found page; /_icons
// renders in the shell's svg-sprite layout. The edge makes a page's declared reads while
// serving it and inlines the answers (the page's hook sends exactly that read), and draws
// the first screens first-screen.tsx declares.
import { definePages } from '@omad/contract/pages';
import { HOME_BANNERS_QUERY } from './features/home/banners-query';

export const PAGES = definePages([
  {
    path: '/',
    // Home, the page most visits start on, comes in ./app's own chunk.
    page: () =>
      import(/* webpackMode: "eager" */ './features/home/home-page').then((m) => m.HomePage),
    reads: [{ method: 'banners.get', params: HOME_BANNERS_QUERY }],
    // The first banner's image is the home page's largest paint; the heading and banners
    // are drawn on the edge.
    hero: 'first-banner',
    firstScreen: true,
  },
  {
    path: '/betting',
    page: () => import('./features/betting/betting-page').then((m) => m.BettingPage),
    firstScreen: true,
  },
  {
    path: '/support',
    page: () => import('./features/support/support-page').then((m) => m.SupportPage),
    firstScreen: true,
  },
  {
    path: '/unsubscribe',
    page: () => import('./features/unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage),
  },
  {
    path: '/confirmation',
    page: () => import('./features/confirmation/confirmation-page').then((m) => m.ConfirmationPage),
  },
  {
    path: '/confirmation/success',
    page: () =>
      import('./features/confirmation/confirmation-success-page').then(
        (m) => m.ConfirmationSuccessPage,
      ),
  },
  {
    path: '/_icons',
    page: () => import('./features/icons/icons-page').then((m) => m.IconsPage),
    head: { noindex: true },
  },
  {
    // A CMS page (features/cms-page/use-cms-page.ts): its content by slug, read before the
    // first render and drawn on the edge.
    path: '/:slug',
    page: () => import('./features/cms-page/cms-page').then((m) => m.CmsPage),
    reads: [{ cms: 'getPage', args: [':slug'] }],
    firstScreen: true,
    absentWhenEmpty: true,
    prepare: (input) =>
      import('./features/cms-page/use-cms-page').then((m) => m.preparePage(input)),
  },
]);
