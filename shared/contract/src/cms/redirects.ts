// Redirects defined in the content service (spec section 2: from_url to to_url, external
// allowed), applied one way by the shell in the browser and by the edge (which answers them
// with a redirect status, so a crawler follows them too). They apply only to paths the route
// table does not own (CMS pages and unmatched paths). An external target is followed only
// when an editor marked it external, and only to a web address.
import { localizePath, type Locale } from '../locale';
import { externalAddress, sameOriginPath } from '../safe-url';

export type CmsRedirect = Readonly<{ from_url: string; to_url: string; external?: boolean | null }>;

/** The redirect whose from_url is `path` (locale-free; a trailing slash does not count). */
export const findRedirect = (
  redirects: readonly CmsRedirect[],
  path: string,
): Readonly<{ to: string; external: boolean }> | null => {
  const normalized = path.replace(/\/+$/, '') || '/';
  const hit = redirects.find((entry) => (entry.from_url.replace(/\/+$/, '') || '/') === normalized);
  return hit ? { to: hit.to_url, external: hit.external === true } : null;
};

/** Where a redirect leads: an address off the site, or a path of it in the visitor's language. */
export type RedirectTarget =
  Readonly<{ kind: 'external'; address: string }> | Readonly<{ kind: 'internal'; path: string }>;

/**
 * The target of a redirect found for a page at `origin` in `locale`; null when the target is
 * refused (external but not marked so, or not a web address).
 */
export const redirectTarget = (
  hit: Readonly<{ to: string; external: boolean }>,
  origin: string,
  locale: Locale,
): RedirectTarget | null => {
  if (hit.external) {
    const address = externalAddress(hit.to);
    return address ? { kind: 'external', address } : null;
  }
  const internal = sameOriginPath(hit.to, origin);
  return internal ? { kind: 'internal', path: localizePath(internal, locale) } : null;
};
