// /favicon.ico: browsers, crawlers and link previews ask for it at the site's root, whatever a
// page's icon links say. It sends them to the .ico of the web settings (the one every page
// links, `faviconTags`), so the root's icon is never a 404 while the settings name one.
// Anyone may ask; it is read-only, shares the heads' content cache and only ever leads to
// this site's own path or an absolute http(s) address (never javascript:, //host tricks).
import { DEFAULT_LOCALE, externalAddress, sameOriginPath } from '@omad/contract';
import type { PageHeadSource } from './page-head';
import type { EdgeContext } from './request';

/** How long a browser keeps the answer: the settings' icon changes rarely. */
const FAVICON_MAX_AGE_S = 3600;

export const createFaviconFile =
  (heads: PageHeadSource) =>
  async (c: EdgeContext): Promise<Response> => {
    const { origin, hostname } = new URL(c.req.url);
    const { sources } = await heads.site(DEFAULT_LOCALE, hostname);
    const ico = sources.web?.favicon.ico;
    const target = sameOriginPath(ico, origin) ?? externalAddress(ico);
    // Without settings (or an icon in them) there is none: a short-lived 404, asked again soon.
    if (target === null || target === '/favicon.ico')
      return c.body(null, 404, { 'Cache-Control': 'public, max-age=60' });
    c.header('Cache-Control', `public, max-age=${FAVICON_MAX_AGE_S}`);
    return c.redirect(target, 302);
  };
