// Security headers for every response the edge sends: a nonce-based Content-Security-Policy
// for the shell's HTML and the same policy, nonce-less, everywhere else.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { chatSources, type ChatDirective } from './chat-vendors';
import type { EdgeEnv } from './request';

/** A fresh, unguessable nonce for one HTML response. */
export const createNonce = (): string => randomBytes(16).toString('base64');

/** A directive with its own sources, then the support chat vendors' (chat-vendors.ts), once each. */
const directive = (name: ChatDirective, ...own: readonly string[]): string =>
  [name, ...new Set([...own, ...chatSources(name)])].join(' ');

/** Where a squad's dev server runs on the tester's own machine. */
const LOCAL_DEV_SERVERS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/**
 * Hosts a deployment adds to the policy (EDGE_CSP_CONNECT, EDGE_CSP_FRAME, EDGE_CSP_IMG, and
 * CMS_MEDIA_BASE_URL's origin for images): an external game provider's frames, an analytics
 * endpoint, a CDN the CMS keeps media on. Everything the site itself needs is on its origin.
 */
export type CspSources = Readonly<{
  connect: readonly string[];
  frame: readonly string[];
  img: readonly string[];
}>;

export const NO_CSP_SOURCES: CspSources = { connect: [], frame: [], img: [] };

/** A host source: scheme, host (a leading *. allowed), optional port; nothing else. */
const HOST_SOURCE = /^(https|wss|http|ws):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

/**
 * A comma list of host sources (`https://cdn.example.com, wss://*.example.com`); throws one
 * line naming `setting` for anything else, so a keyword or a stray `;` never widens the policy.
 */
export const parseCspSources = (value: string | undefined, setting: string): string[] => {
  const sources = (value ?? '')
    .split(',')
    .map((source) => source.trim())
    .filter((source) => source !== '');
  for (const source of sources) {
    if (!HOST_SOURCE.test(source))
      throw new Error(
        `${setting}: "${source}" is not a host source such as https://cdn.example.com`,
      );
  }
  return sources;
};

/** The origin of an absolute http(s) media address, for img-src; none for a path. */
export const mediaOrigin = (base: string | undefined): string[] => {
  if (!base || !/^https?:\/\//i.test(base)) return [];
  return [new URL(base).origin];
};

export type PolicyOptions = Readonly<{
  /** Allow remotes served by a dev server on this machine (the local environment only). */
  localDevServers?: boolean;
  /** Hosts the deployment adds (configuration); none by default. */
  sources?: CspSources;
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
  const { connect, frame, img } = options.sources ?? NO_CSP_SOURCES;
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
    // Images, requests and frames only from the site (games, payments and the sportsbook are
    // framed from /api on this origin), the chat vendors and the hosts configured here.
    directive('img-src', "'self'", 'data:', 'blob:', ...img, ...dev),
    directive('font-src', "'self'", 'data:', ...dev),
    directive('connect-src', "'self'", ...connect, ...dev),
    directive('frame-src', "'self'", ...frame),
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
  /** Hosts the deployment adds to the page policy. */
  sources?: CspSources;
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
  ({ hsts, sources }: SecurityHeaderOptions): MiddlewareHandler<EdgeEnv> =>
  async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (hsts) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (!headers.has('Content-Security-Policy')) {
      headers.set(
        'Content-Security-Policy',
        isDocument(headers) ? contentSecurityPolicy(undefined, { sources }) : RESOURCE_POLICY,
      );
    }
    for (const [name, value] of Object.entries(fixedHeaders)) {
      if (!headers.has(name)) headers.set(name, value);
    }
  };
