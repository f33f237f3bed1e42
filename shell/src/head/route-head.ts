// What the head needs of the route the shell shows, in the contract's terms (the edge works
// out the same from routes.json): the canonical path (game pages name their platform
// address), the route's SEO url pattern, its default structured data, and whether the page
// is for no search results (a system page, a players' page).
import type { Locale, RouteInfo } from '@omad/contract';
import { needsSignIn } from '@omad/contract/pages';
import { headRouteOf as contractHeadRoute, type HeadRoute } from '@omad/contract/seo';
import { ROUTES, routeHeadOf, type RouteDef } from '../routing/route-table';

const byName = new Map<string, RouteDef>(ROUTES.map((def) => [def.name, def]));

export type RouteHeadInput = Readonly<{
  locale: Locale;
  /** The locale-free path and query of the location. */
  path: string;
  route: RouteInfo;
  /** True when the shell shows a system page (not found, forbidden…) or a legacy placeholder. */
  systemPage: boolean;
}>;

export const headRouteOf = ({ locale, path, route, systemPage }: RouteHeadInput): HeadRoute => {
  const def = systemPage ? undefined : byName.get(route.name);
  return contractHeadRoute({
    locale,
    path,
    head: def ? routeHeadOf(def) : null,
    params: route.params,
    systemPage,
    privatePage: needsSignIn(path.replace(/[?#].*$/, ''), route.name),
  });
};
