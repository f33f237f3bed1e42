// The address a game's iframe loads: the game's launch_url (locale-free, from games.get) in
// the mode asked for, with the page's locale. The demo frame is the same path with /demo in
// place of the last /play segment; a launch_url without one has no demo frame. Which
// addresses may be framed at all is the contract's rule (frameAddress).
import { frameAddress, type Locale } from '@omad/contract';

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
): string | null =>
  frameAddress(launchUrl, locale, pageUrl, (url) => {
    if (mode !== 'demo') return true;
    if (!/\/play\/?$/.test(url.pathname)) return false;
    url.pathname = url.pathname.replace(/\/play(\/?)$/, '/demo$1');
    return true;
  });

/** The origin a frame at `src` runs in, as a message from it names it (unless sandboxed). */
export const frameOriginOf = (src: string, pageUrl: string): string => new URL(src, pageUrl).origin;
