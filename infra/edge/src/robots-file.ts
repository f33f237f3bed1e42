// /robots.txt, from the robots rules of the SEO settings (the contract's robotsTxt, the same
// rules every page's meta robots is evaluated against), naming the sitemap at the site's
// canonical origin. Anyone may ask; it is read-only and shares the heads' content cache.
// Without the settings it answers 503, which crawlers read as "try later" and crawl nothing
// meanwhile, rather than a file that would allow what the rules forbid.
import { DEFAULT_LOCALE } from '@omad/contract';
import { canonicalOrigin, robotsTxt } from '@omad/contract/seo';
import type { PageHeadSource } from './page-head';
import type { EdgeContext } from './request';

export const createRobotsFile =
  (heads: PageHeadSource) =>
  async (c: EdgeContext): Promise<Response> => {
    const { origin, hostname } = new URL(c.req.url);
    const { sources } = await heads.site(DEFAULT_LOCALE, hostname);
    if (!sources.settings) {
      return c.text('The robots rules cannot be read now.', 503, {
        'Retry-After': '60',
        'Cache-Control': 'no-store',
      });
    }
    const site = canonicalOrigin(sources.settings.canonicalUrl, origin);
    return c.text(robotsTxt(sources.settings.robots, `${site}/sitemap.xml`), 200, {
      'Cache-Control': 'public, max-age=300',
    });
  };
