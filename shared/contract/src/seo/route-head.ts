// What the head of a page needs of its route, worked out the same way by the shell (from its
// route table) and by the edge (from the routes.json of the shell build it serves): the
// canonical path, the page SEO entry pattern, the route's default JSON-LD, and whether the
// page is for nobody's search results (a system page, or a players' page).
import * as v from 'valibot';
import type { Locale } from '../locale';
import type { StructuredDataKind } from '../remote-props';

// Every kind of remote-props' StructuredDataKind, once (the compiler holds the two equal).
export const STRUCTURED_DATA_KINDS = Object.keys({
  FAQPage: true,
  Article: true,
  Organization: true,
  Product: true,
} satisfies Record<StructuredDataKind, true>) as [StructuredDataKind, ...StructuredDataKind[]];

export const RouteHeadSchema = v.object({
  /** The route's page SEO entry pattern (spec section 2), e.g. '/game/{name}'. */
  seoUrl: v.nullable(v.string()),
  /**
   * The locale-free path pattern the canonical url names when it is not the path itself,
   * with the route's own `:params`, e.g. '/platform/game/:sysname/play'.
   */
  canonical: v.nullable(v.string()),
  /** JSON-LD the route carries by default; the page's own input adds to it. */
  structuredData: v.pipe(v.array(v.picklist(STRUCTURED_DATA_KINDS)), v.readonly()),
  /** False for a page no search should list (a link's landing page, a sprite): noindex. */
  indexed: v.optional(v.boolean(), true),
});
/** What a route declares for the head of its pages. */
export type RouteHead = Readonly<{
  seoUrl: string | null;
  canonical: string | null;
  structuredData: readonly StructuredDataKind[];
  indexed: boolean;
}>;

/** A route without a declaration of its own: the organization, as on every page. */
export const DEFAULT_ROUTE_HEAD: RouteHead = {
  seoUrl: null,
  canonical: null,
  structuredData: ['Organization'],
  indexed: true,
};

/** The head of the page a route shows, where the builder needs it. */
export type HeadRoute = Readonly<{
  locale: Locale;
  /** The locale-free path with its query. */
  path: string;
  /** The locale-free path the canonical url names. */
  canonicalPath: string;
  /** The route's page SEO pattern, e.g. '/game/{name}'. */
  seoUrl: string | null;
  /** JSON-LD the route carries by default. */
  structuredData: readonly StructuredDataKind[];
  /** A system page (not found, forbidden…): noindex, no canonical, no JSON-LD. */
  systemPage: boolean;
  /**
   * A players' page (cashier, profile…) or one its route keeps unlisted (a link's landing
   * page): noindex, nofollow, whoever asks.
   */
  privatePage: boolean;
}>;

const decoded = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Fills a path pattern with route parameters as the URL spells them: each is read as text
 * and written encoded, so '/platform/game/:sysname/play' with 'book%20of' and 'book of' give
 * the same path. A parameter the pattern names but the route lacks stays empty.
 */
export const fillRoutePath = (pattern: string, params: Readonly<Record<string, string>>): string =>
  pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
    encodeURIComponent(decoded(params[name] ?? '')),
  );

export type HeadRouteInput = Readonly<{
  locale: Locale;
  /** The locale-free path and query asked for. */
  path: string;
  /** What the matched route declares; null for a system page or no route. */
  head: RouteHead | null;
  params: Readonly<Record<string, string>>;
  systemPage: boolean;
  privatePage: boolean;
}>;

export const headRouteOf = ({
  locale,
  path,
  head,
  params,
  systemPage,
  privatePage,
}: HeadRouteInput): HeadRoute => {
  const declared = systemPage ? DEFAULT_ROUTE_HEAD : (head ?? DEFAULT_ROUTE_HEAD);
  return {
    locale,
    path,
    canonicalPath: declared.canonical ? fillRoutePath(declared.canonical, params) : path,
    seoUrl: declared.seoUrl,
    structuredData: declared.structuredData,
    systemPage,
    privatePage: privatePage || !declared.indexed,
  };
};
