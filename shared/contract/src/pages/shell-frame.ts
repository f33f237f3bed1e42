// The shell's first frame drawn on the edge: the shell's build publishes a server module
// beside its index.html, and the edge draws the frame (header, skeletons, the page's hero
// and first screen) into the page's root, so the page paints before any script has run and
// a crawler reads it. The browser then takes the same markup over (hydration).
import type { HeroImage } from '../banner-images';
import type { FirstScreen } from '../runtime-config';

/** The server module (CommonJS), in the shell's build folder. */
export const SHELL_FRAME_FILE = 'server/first-frame.cjs';

/** The function the module exports. */
export const SHELL_FRAME_EXPORT = 'renderShellFrame';

/** What the edge knows of a request that the frame depends on. */
export type ShellFrameInput = Readonly<{
  /** The address's path, with its locale prefix. */
  path: string;
  /** The request's Cookie header ('' without one): the locale choice is a cookie. */
  cookie: string;
  /** The request's Accept-Language header ('' without one). */
  acceptLanguage: string;
  /** The hero and first screen of the runtime config the same page carries. */
  hero: HeroImage | null;
  firstScreen: FirstScreen | null;
  /** The page's subject is not there: the frame draws the not-found page (since 3.1.0). */
  absent?: boolean;
}>;

/** The frame's markup, the root element's content; '' when the path draws none. */
export type RenderShellFrame = (input: ShellFrameInput) => string;
