// What mf-content's pages read first, declared for the edge (recorded in this remote's
// manifest by the build preset; the edge takes them from the pinned build, so changing them
// is a release of this remote alone): the edge makes these reads while serving the page and
// inlines the answers, so a page's first read of that data costs no round trip. A page's
// hook sends exactly the declared read, so the inlined answer is the one it asks for. A route
// with a first screen is drawn by first-screen.tsx on the edge with those answers.
import type { PageReads } from '@omad/contract/pages';
import { BANNER_PAGE_SIZE } from '@omad/contract/format';

/** The home page's banners.get query: its first page (spec sections 4 and 7). */
export const HOME_BANNERS_QUERY = { offset: 0, count: BANNER_PAGE_SIZE } as const;

export const PAGE_READS: readonly PageReads[] = [
  {
    route: '/',
    reads: [{ method: 'banners.get', params: HOME_BANNERS_QUERY }],
    // The first banner's image is the home page's largest paint.
    hero: 'first-banner',
  },
  // A CMS page (features/cms-page/use-cms-page.ts): its content by slug, drawn on the edge.
  { route: '/:slug', reads: [{ cms: 'getPage', args: [':slug'] }], firstScreen: true },
  // Pages whose top needs no read, drawn on the edge from this build's texts (first-screen.tsx).
  { route: '/support', reads: [], firstScreen: true },
  { route: '/betting', reads: [], firstScreen: true },
];
