// What the head needs of the route the shell shows: the canonical path (game pages name
// their platform address), the route's SEO url pattern and its default structured data.
import type { Locale, RouteInfo, StructuredDataKind } from '@omad/contract';
import { ROUTES, type RouteDef } from '../routing/route-table';
import type { HeadRoute } from './head-service';

/**
 * JSON-LD by default: the organization on every page; the FAQ and the product (the site
 * itself) on home. Pages ask for more (a CMS page for Article) through RemoteProps.seo.
 */
const structuredDataOf = (routeName: string): readonly StructuredDataKind[] =>
  routeName === 'index' ? ['Organization', 'FAQPage', 'Product'] : ['Organization'];

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
  return {
    locale,
    path,
    canonicalPath: def?.canonical?.(route.params) ?? path,
    seoUrl: def?.seoUrl ?? null,
    structuredData: structuredDataOf(route.name),
    systemPage,
  };
};
