// Security headers for every response the edge sends: a nonce-based Content-Security-Policy
// for the shell's HTML and the same policy, nonce-less, everywhere else.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { EdgeEnv } from './request';

/** A fresh, unguessable nonce for one HTML response. */
export const createNonce = (): string => randomBytes(16).toString('base64');

/**
 * The policy. The shell's own script tags carry the nonce; 'strict-dynamic' extends that
 * trust to the scripts they insert, which is how the federation runtime loads each remote's
 * remoteEntry and chunks from /remotes on the same origin. Browsers that understand
 * 'strict-dynamic' ignore 'self' and https: in script-src; older ones fall back to them, so
 * same-origin remote scripts load there too.
 */
export const contentSecurityPolicy = (nonce?: string): string =>
  [
    "default-src 'self'",
    `script-src 'self'${nonce === undefined ? '' : ` 'nonce-${nonce}'`} 'strict-dynamic' https:`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');

const fixedHeaders: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * Adds the headers a response does not already carry. The HTML handler sets its own
 * nonce-bearing policy first; a proxied upstream that sends its own policy for a document it
 * owns (a demo game page, say) keeps it, since it knows what that page needs.
 */
export const securityHeaders = (): MiddlewareHandler<EdgeEnv> => async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', contentSecurityPolicy());
  }
  for (const [name, value] of Object.entries(fixedHeaders)) {
    if (!headers.has(name)) headers.set(name, value);
  }
};
