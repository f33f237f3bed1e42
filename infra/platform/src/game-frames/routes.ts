// The simulated game provider, outside production only (real frames come from providers):
//   GET  /api/_games/{sysname}/{play|demo}?locale=uz|ru  the frame games.get gives as
//        launch_url: the simulated sportsbook, or for every other game the simulated slot,
//        with a launch token for the signed-in player (play, demo) or a guest (demo only)
//   POST /api/_games/round {token, round_id, bet}        one round, authenticated by the
//        token alone: the frame is sandboxed (Origin "null"), so it sends no cookie, and the
//        answer is readable from any origin
//   /api/_games/sportsbook/…                             the simulated book's bets
//        (sportsbook/routes.ts), known by the sportsbook frame's token the same way
import { Hono } from 'hono';
import type { Context } from 'hono';
import { ErrorType } from '@omad/contract/api';
import { DEFAULT_LOCALE, isLocale } from '../config';
import type { Locale, Services } from '../config';
import { exclusionOf, findAccountById } from '../domain/accounts';
import { centsOf, isDecimal, normalizeDecimal } from '../domain/money';
import { ApiError, invalidParameter } from '../http/errors';
import { requiredString } from '../http/params';
import { errorJson } from '../http/rpc';
import { siteOriginOf } from '../http/same-site';
import { sessionControl } from '../http/session';
import { readFrameParams } from './frame-params';
import { launchGameSession } from './game-sessions';
import { frameCsp } from './html';
import { playRound } from './rounds';
import type { RoundRequest } from './rounds';
import { slotPage } from './slot-page';
import type { FrameMode, SlotSeat } from './slot-page';
import { sportsbookPage } from './sportsbook-page';
import type { SportsbookSeat } from './sportsbook-page';
import { fixtureView, openFixtures, stockBook } from '../sportsbook/book';
import { stakeBounds } from '../sportsbook/placement';
import { playerOf, sportsbookRoutes, walletOf } from '../sportsbook/routes';

/** The locale-free frame address; the storefront adds `locale`. */
export const gameFrameUrl = (sysname: string, mode: FrameMode = 'play'): string =>
  `/api/_games/${encodeURIComponent(sysname)}/${mode}`;

const isMode = (value: string): value is FrameMode => value === 'play' || value === 'demo';

const notFound = (c: Context) =>
  errorJson(c, new ApiError(ErrorType.MethodNotFound, 'Game frame not found'));

const page = (c: Context, html: string, script: string, rounds: boolean): Response =>
  c.html(html, 200, {
    'content-security-policy': frameCsp(script, rounds ? { connect: siteOriginOf(c) } : {}),
    // Kick-off times are counted from now, and a slot page carries a launch token.
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });

interface GameRow {
  readonly name: string;
  readonly type: string;
  readonly has_demo: boolean;
  readonly provider: string;
}

/** Who a slot frame plays for, starting a game session when someone may play. */
const seatFor = async (
  c: Context,
  services: Services,
  sysname: string,
  mode: FrameMode,
): Promise<SlotSeat> => {
  const user = await sessionControl(c, services).current();
  if (user?.banType) return { kind: 'blocked' };
  const account = user && (await findAccountById(services.db, user.accountId));
  if (mode === 'play' && !account) return { kind: 'sign-in' };
  // A time-out or self-exclusion stops real-money play; demo play stays open.
  if (mode === 'play' && account && exclusionOf(account, services.now())) {
    return { kind: 'restricted' };
  }
  const player =
    user && account
      ? { accountId: account.id, currency: account.currency, sessionHash: user.sessionHash }
      : null;
  const session = await launchGameSession(
    services.db,
    { sysname, mode: mode === 'play' ? 'real' : 'demo' },
    player,
    services.now(),
  );
  return { kind: 'session', ...session };
};

/**
 * The sportsbook frame: the book as it stands (stocked first, so a fresh database has one)
 * and who it is for. A signed-in player's frame carries a real-money session's token, by
 * which the book's endpoints (sportsbook/routes.ts) know the player.
 */
const sportsbookFrame = async (
  c: Context,
  services: Services,
  sysname: string,
  mode: FrameMode,
  locale: Locale,
) => {
  const at = services.now();
  await stockBook(services.db, at);
  const book = (await openFixtures(services.db, at)).map((f) => fixtureView(f, at, locale));
  const seated = mode === 'play' ? await seatFor(c, services, sysname, mode) : null;
  let seat: SportsbookSeat = { kind: 'guest' };
  if (seated?.kind === 'blocked' || seated?.kind === 'restricted') seat = { kind: seated.kind };
  if (seated?.kind === 'session') {
    const held = await walletOf(services.db, await playerOf(services.db, seated.token, at));
    if (held) {
      const bounds = stakeBounds(held.currency);
      seat = { kind: 'player', token: seated.token, wallet: held, bounds };
    }
  }
  return sportsbookPage({ now: at, locale, seat, book });
};

const ROUND_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A round as the frame sends it: text/plain JSON (no preflight), or a form. */
const readRoundRequest = async (request: Request): Promise<RoundRequest> => {
  const params = await readFrameParams(request);
  const roundId = requiredString(params, 'round_id');
  if (!ROUND_ID.test(roundId)) throw invalidParameter('round_id', 'INVALID');
  const bet = requiredString(params, 'bet');
  if (!isDecimal(bet) || centsOf(bet) <= 0n) throw invalidParameter('bet', 'INVALID');
  return { token: requiredString(params, 'token'), roundId, bet: normalizeDecimal(bet) };
};

/** Any origin may read a round's answer; it never rests on a cookie. */
const OPEN_TO_ANY_ORIGIN = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

export const gameFrameRoutes = (services: Services): Hono => {
  const { db } = services;
  const frames = new Hono();
  frames.options('/round', (c) => c.body(null, 204, OPEN_TO_ANY_ORIGIN));
  frames.post('/round', async (c) => {
    c.header('access-control-allow-origin', '*');
    c.header('cache-control', 'no-store');
    try {
      return c.json({ data: await playRound(services, await readRoundRequest(c.req.raw)) });
    } catch (error) {
      return errorJson(c, error);
    }
  });
  frames.route('/sportsbook', sportsbookRoutes(services));
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
      const sportsbook = await sportsbookFrame(c, services, sysname, mode, locale);
      return page(c, sportsbook.html, sportsbook.script, true);
    }
    const seat = await seatFor(c, services, sysname, mode);
    const slot = slotPage(
      { sysname, name: game.name, provider: game.provider },
      mode,
      seat,
      locale,
    );
    return page(c, slot.html, slot.script, true);
  });
  return frames;
};
