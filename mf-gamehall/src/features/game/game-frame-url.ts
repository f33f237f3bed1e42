// The address a game's iframe loads: the game's launch_url (locale-free, from games.get) in
// the mode asked for, with the page's locale. The demo frame is the same path with /demo in
// place of the last /play segment; a launch_url without one has no demo frame. Only http(s)
// addresses are framed: anything else (javascript:, data:) counts as no address at all.
import type { Locale } from '@omad/contract';

/** How a game runs: for real money or with demo money. */
export type PlayMode = 'real' | 'demo';

/** The mode segment of the game's platform path (spec section 2). */
export type PathMode = 'play' | 'demo';

export const pathModeOf = (mode: PlayMode): PathMode => (mode === 'real' ? 'play' : 'demo');

export const gameFrameUrl = (
  launchUrl: string | undefined,
  mode: PlayMode,
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
  if (url.username !== '' || url.password !== '') return null;
  if (mode === 'demo') {
    if (!/\/play\/?$/.test(url.pathname)) return null;
    url.pathname = url.pathname.replace(/\/play(\/?)$/, '/demo$1');
  }
  url.searchParams.set('locale', locale);
  return url.origin === new URL(pageUrl).origin ? `${url.pathname}${url.search}` : url.href;
};

/** The origin a frame at `src` runs in, as a message from it names it (unless sandboxed). */
export const frameOriginOf = (src: string, pageUrl: string): string => new URL(src, pageUrl).origin;
