// GET /api/_games/{sysname}/{play|demo}?locale=uz|ru: the frame a game is launched in, the
// address games.get gives as launch_url. The sportsbook is a simulated sportsbook; every other
// game is a labelled stand-in. Outside production only: real frames come from providers.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { ErrorType } from '@omad/contract/api';
import { DEFAULT_LOCALE, isLocale } from '../config';
import type { Services } from '../config';
import { ApiError } from '../http/errors';
import { errorJson } from '../http/rpc';
import { gamePage } from './game-page';
import type { FrameMode } from './game-page';
import { frameCsp } from './html';
import { sportsbookPage } from './sportsbook-page';

/** The locale-free frame address; the storefront adds `locale`. */
export const gameFrameUrl = (sysname: string, mode: FrameMode = 'play'): string =>
  `/api/_games/${encodeURIComponent(sysname)}/${mode}`;

const isMode = (value: string): value is FrameMode => value === 'play' || value === 'demo';

const notFound = (c: Context) =>
  errorJson(c, new ApiError(ErrorType.MethodNotFound, 'Game frame not found'));

const page = (c: Context, html: string, script?: string): Response =>
  c.html(html, 200, {
    'content-security-policy': frameCsp(script),
    // Kick-off times are counted from now, so a stored copy would be wrong soon.
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });

interface GameRow {
  readonly name: string;
  readonly type: string;
  readonly has_demo: boolean;
  readonly provider: string;
}

export const gameFrameRoutes = ({ db, now }: Services): Hono => {
  const frames = new Hono();
  frames.get('/:sysname/:mode', async (c) => {
    const sysname = c.req.param('sysname');
    const mode = c.req.param('mode');
    if (!isMode(mode)) return notFound(c);
    const requested = c.req.query('locale');
    const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
    const [game] = await db.query<GameRow>(
      `select g.name, g.type, g.has_demo, p.name as provider
       from games g join providers p on p.sysname = g.provider where g.sysname = $1`,
      [sysname],
    );
    if (!game || (mode === 'demo' && !game.has_demo)) return notFound(c);
    if (game.type === 'sportsbook') {
      const sportsbook = sportsbookPage(now(), locale);
      return page(c, sportsbook.html, sportsbook.script);
    }
    return page(c, gamePage({ sysname, name: game.name, provider: game.provider }, mode, locale));
  });
  return frames;
};
