// Security headers for every response the edge sends: a nonce-based Content-Security-Policy
// for the shell's HTML and the same policy, nonce-less, everywhere else.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { chatSources, type ChatDirective } from './chat-vendors';
import type { EdgeEnv } from './request';

/** A fresh, unguessable nonce for one HTML response. */
export const createNonce = (): string => randomBytes(16).toString('base64');

/** A directive with its own sources, then the support chat vendors' (chat-vendors.ts). */
const directive = (name: ChatDirective, ...own: readonly string[]): string =>
  [name, ...own, ...chatSources(name)].join(' ');

/** Where a squad's dev server runs on the tester's own machine. */
const LOCAL_DEV_SERVERS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

export type PolicyOptions = Readonly<{
  /** Allow remotes served by a dev server on this machine (the local environment only). */
  localDevServers?: boolean;
}>;

/**
 * The policy. The shell's own script tags carry the nonce; 'strict-dynamic' extends that
 * trust to the scripts they insert, which is how the federation runtime loads each remote's
 * remoteEntry and chunks from /remotes on the same origin, and how mf-content adds a chat
 * vendor's script. Browsers that understand 'strict-dynamic' ignore 'self', hosts and https:
 * in script-src; older ones fall back to them, so those scripts load there too. Inline
 * scripts get no such trust: the CMS custom code mf-content injects carries the nonce,
 * which it reads from the shell's scripts.
 */
export const contentSecurityPolicy = (nonce?: string, options: PolicyOptions = {}): string => {
  // A tester in the local environment may override a remote with a dev server's build.
  const dev = options.localDevServers ? LOCAL_DEV_SERVERS : [];
  return [
    "default-src 'self'",
    directive(
      'script-src',
      "'self'",
      ...(nonce === undefined ? [] : [`'nonce-${nonce}'`]),
      "'strict-dynamic'",
      'https:',
    ),
    directive('style-src', "'self'", "'unsafe-inline'", ...dev),
    directive('img-src', "'self'", 'data:', 'blob:', 'https:', ...dev),
    directive('font-src', "'self'", 'data:', ...dev),
    directive('connect-src', "'self'", 'https:', ...dev),
    directive('frame-src', "'self'", 'https:'),
    directive('media-src', "'self'", 'data:', 'blob:'),
    directive('worker-src', "'self'"),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
};

/**
 * The policy of everything that is not a page: scripts, styles, images, JSON. A browser
 * applies a policy only to a document, so these need none to load, and one that forbids
 * everything keeps a file opened on its own (an SVG, say) from running anything. A few
 * dozen bytes instead of the page policy's ~3 KB, on every one of a page's requests.
 */
export const RESOURCE_POLICY =
  "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'none'";

const isDocument = (headers: Headers): boolean =>
  (headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/html');

/**
 * Powerful features the site never uses are off for it and every frame it embeds; a game
 * may go fullscreen and play sound, and pages of the site may take payments.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=*',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
].join(', ');

/** Two years, subdomains included: browsers then never speak plain HTTP to the site. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

const fixedHeaders: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

export type SecurityHeaderOptions = Readonly<{
  /**
   * Send Strict-Transport-Security: every environment but local, which runs on plain HTTP
   * on a laptop (HSTS there would pin localhost to HTTPS for every other project too).
   */
  hsts: boolean;
}>;

/**
 * Adds the headers a response does not already carry. The HTML handler sets its own
 * nonce-bearing policy first; a proxied upstream that sends its own policy for a document it
 * owns (a demo game page, say) keeps it, since it knows what that page needs.
 */
export const securityHeaders =
  ({ hsts }: SecurityHeaderOptions): MiddlewareHandler<EdgeEnv> =>
  async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (hsts) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (!headers.has('Content-Security-Policy')) {
      headers.set(
        'Content-Security-Policy',
        isDocument(headers) ? contentSecurityPolicy() : RESOURCE_POLICY,
      );
    }
    for (const [name, value] of Object.entries(fixedHeaders)) {
      if (!headers.has(name)) headers.set(name, value);
    }
  };
