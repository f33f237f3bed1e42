// The address the sportsbook iframe loads: the game's launch_url (locale-free, from games.get)
// with the page's locale. Only http(s) addresses are framed: anything else (a javascript: URL,
// say) would run in the page's own origin, so it counts as no address at all.
import type { Locale } from '@omad/contract';

export const sportsbookFrameUrl = (
  launchUrl: string | undefined,
  locale: Locale,
  pageUrl: string,
): string | null => {
  if (!launchUrl) return null;
  let url: URL;
  try {
    url = new URL(launchUrl, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('locale', locale);
  return url.origin === new URL(pageUrl).origin ? `${url.pathname}${url.search}` : url.href;
};
