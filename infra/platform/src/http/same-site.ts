// Cross-site writes refused (OWASP ASVS 5.0 3.5): a state-changing request (anything but
// GET, HEAD and OPTIONS) must come from a page of the site itself or of an allowed origin.
// The browser says where a request comes from in `Origin`; when it is absent, in
// `Sec-Fetch-Site`, then in `Referer`. A request with none of them is not a browser's (a
// browser always sends one of them on a cross-site POST), so it carries no victim's cookie
// and is let through. The session cookie's SameSite=Lax is the first wall; this is the second.
import type { MiddlewareHandler } from 'hono';
import { ErrorType } from '@omad/contract/api';
import type { Services } from '../config';
import { ApiError } from './errors';
import { errorJson } from './rpc';
import { requestSiteOf } from './site-origin';

export { requestSiteOf, siteOriginOf } from './site-origin';
export type { RequestSite } from './site-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request from another site with AccessDeniedException (403).
 * `tokenPaths` never read the session cookie (a token in the body is their only credential,
 * e.g. the game provider's round endpoint a sandboxed frame calls with Origin "null"), so
 * where the request comes from does not matter to them.
 */
export const refuseCrossSiteWrites =
  (
    services: Pick<Services, 'allowedOrigins'>,
    tokenPaths: readonly string[] = [],
  ): MiddlewareHandler =>
  async (c, next) => {
    if (
      SAFE_METHODS.has(c.req.method) ||
      tokenPaths.includes(c.req.path) ||
      requestSiteOf(c, services.allowedOrigins) !== 'cross'
    ) {
      await next();
      return;
    }
    return errorJson(
      c,
      new ApiError(ErrorType.AccessDenied, 'Cross-site request refused', {
        data: { reason: 'cross_site' },
      }),
    );
  };
