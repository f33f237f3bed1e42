// Where the social sign-in popup may send the browser back to: only this site. The origin is
// the one the browser sees (through the edge: X-Forwarded-Proto/Host), so an open redirect
// to another site cannot be built from a link to /oauth/init.
import type { Context } from 'hono';

/** The values of the `social_auth` query parameter the storefront reads on return. */
export type SocialAuthResult = 'success' | 'banned' | 'cancelled';

const firstOf = (header: string | undefined): string | undefined =>
  header?.split(',')[0]?.trim() || undefined;

const hostPattern = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/** The request's origin as the browser sees it, e.g. https://omad.uz; undefined if garbled. */
export const requestOrigin = (c: Context): string | undefined => {
  const url = new URL(c.req.url);
  const proto = firstOf(c.req.header('x-forwarded-proto')) ?? url.protocol.slice(0, -1);
  const host = firstOf(c.req.header('x-forwarded-host')) ?? c.req.header('host') ?? url.host;
  if ((proto !== 'http' && proto !== 'https') || !hostPattern.test(host)) return undefined;
  return new URL(`${proto}://${host}`).origin;
};

const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * `raw` as a URL on `origin` when it is a path on this site (`/ru/profile?x=1`) or an
 * absolute URL of this very origin; undefined for anything else, including `//other.site`,
 * backslash tricks and other schemes.
 */
export const resolveRedirect = (raw: string | undefined, origin: string): URL | undefined => {
  // Spaces, control characters and backslashes are how URL parsers are led to another host.
  if (!raw || raw.length > 2048 || /[\s\\]/.test(raw) || hasControlCharacter(raw)) return undefined;
  const isPath = raw.startsWith('/') && !raw.startsWith('//');
  if (!isPath && !/^https?:\/\//i.test(raw)) return undefined;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The Location to send the browser to: the redirect with `social_auth` set. Written as a
 * path, since it is on this origin anyway and a path cannot be bent to another host.
 */
export const returnLocation = (target: URL, result: SocialAuthResult): string => {
  const url = new URL(target.href);
  url.searchParams.set('social_auth', result);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The explanation a refused redirect_url gets, naming what would have been accepted. */
export const badRedirectMessage = (origin: string | undefined): string =>
  origin
    ? `redirect_url must be a path on this site (starting with a single /) or an absolute URL on ${origin}.`
    : 'redirect_url cannot be checked: the request does not say which site it is for (Host).';

/** The storefront locale of a return path: /ru and /ru/... are Russian, the rest Uzbek. */
export const localeOfReturn = (target: URL): 'uz' | 'ru' =>
  /^\/ru(\/|$)/.test(target.pathname) ? 'ru' : 'uz';
