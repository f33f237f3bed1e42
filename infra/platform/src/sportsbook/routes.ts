// The simulated book's endpoints, outside production only (under the simulated game
// provider, /api/_games/sportsbook):
//   GET  /book?locale=uz|ru                    the fixtures open for betting, with their state
//        and prices now: anyone may read it, nothing in it is anyone's
//   POST /place {token, request_id, stake, funds?, accept?, legs}   places a bet
//   POST /bets {token, locale?}                the player's open and settled bets, the wallet
//   POST /cashout {token, bet_id, quote}       cashes an open single out
// The three posts are made by the sandboxed frame (Origin "null", no cookie): the player is
// the one whose real-money game session of the sportsbook the token names, while the sign-in
// it belongs to lasts. `legs` is a JSON array of {fixture_id, market, pick, odds}. A retried
// placement (the same request_id) places nothing more and answers the same bet.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { ErrorType } from '@omad/contract/api';
import { DEFAULT_LOCALE, isLocale } from '../config';
import type { Locale, Services } from '../config';
import type { Queryable } from '../db/db';
import { isDecimal, normalizeDecimal, centsOf } from '../domain/money';
import { ApiError, invalidParameter } from '../http/errors';
import { optionalString, requiredString } from '../http/params';
import type { Params } from '../http/params';
import { errorJson } from '../http/rpc';
import { readFrameParams } from '../game-frames/frame-params';
import { tokenHashOf } from '../game-frames/game-sessions';
import { betsOf } from './bet-views';
import { fixtureView, openFixtures } from './book';
import { cashOut } from './cashout';
import { isChoice, isMarket } from './markets';
import { MAX_LEGS, placeBet } from './placement';
import type { BetFunds, LegRequest, OddsChanges } from './placement';

/** Where the frame posts; none reads a cookie, so the cross-site guard lets them through. */
export const SPORTSBOOK_TOKEN_PATHS: readonly string[] = ['place', 'bets', 'cashout'].map(
  (name) => `/api/_games/sportsbook/${name}`,
);

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const ODDS = /^\d{1,2}\.\d{2}$/;
/** A bet's id: digits only, never '1e3', '0x1f' or '1.0', which Number() would take. */
const BET_ID = /^[1-9]\d{0,14}$/;
const LISTED_BETS = 50;

const sessionEnded = (): ApiError => new ApiError(ErrorType.Authorization, 'Game session ended');

/** The player a sportsbook token belongs to; refused when the session or sign-in ended. */
export const playerOf = async (db: Queryable, token: string, at: number): Promise<number> => {
  const [row] = await db.query<{ account_id: number }>(
    `select gs.account_id from game_sessions gs
     join games g on g.sysname = gs.sysname and g.type = 'sportsbook'
     join sessions s on s.id_hash = gs.login_session
     where gs.token_hash = $1 and gs.expires_at > $2 and s.expires_at > $2
       and gs.mode = 'real' and gs.account_id is not null`,
    [tokenHashOf(token), at],
  );
  if (!row) throw sessionEnded();
  return Number(row.account_id);
};

/** A requested locale, or the default for none or an unknown one. */
const localeOr = (requested: string | undefined): Locale =>
  isLocale(requested) ? requested : DEFAULT_LOCALE;

const localeOf = (params: Params): Locale => localeOr(optionalString(params, 'locale'));

const oneOf = <T extends string>(
  params: Params,
  name: string,
  values: readonly T[],
  fallback: T,
) => {
  const value = optionalString(params, name) ?? fallback;
  if (!(values as readonly string[]).includes(value)) throw invalidParameter(name, 'INVALID');
  return value as T;
};

/** `legs` as the frame sends it: a JSON array of {fixture_id, market, pick, odds}. */
const legsOf = (params: Params): LegRequest[] => {
  let raw: unknown;
  try {
    raw = JSON.parse(requiredString(params, 'legs'));
  } catch {
    throw invalidParameter('legs', 'INVALID');
  }
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_LEGS) {
    throw invalidParameter('legs', 'INVALID');
  }
  return raw.map((item: unknown): LegRequest => {
    const leg = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const { fixture_id: fixtureId, market, pick, odds } = leg;
    if (
      typeof fixtureId !== 'string' ||
      fixtureId.length > 40 ||
      typeof market !== 'string' ||
      !isMarket(market) ||
      typeof pick !== 'string' ||
      !isChoice(pick) ||
      typeof odds !== 'string' ||
      !ODDS.test(odds)
    ) {
      throw invalidParameter('legs', 'INVALID');
    }
    return { fixtureId, market, pick, odds };
  });
};

const stakeOf = (params: Params): string => {
  const stake = requiredString(params, 'stake');
  if (!isDecimal(stake) || centsOf(stake) <= 0n) throw invalidParameter('stake', 'INVALID');
  return normalizeDecimal(stake);
};

/** What a player holds to bet with: main and betting-bonus money, in the account's currency. */
export const walletOf = async (db: Queryable, accountId: number) => {
  const [held] = await db.query<{ main: string; betting_bonus: string; currency: string }>(
    `select b.main::text as main, b.betting_bonus::text as betting_bonus, a.currency
     from balances b join accounts a on a.id = b.account_id where b.account_id = $1`,
    [accountId],
  );
  return held ?? null;
};

/** Any origin may read these answers; none of them rests on a cookie. */
const OPEN_TO_ANY_ORIGIN = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

export const sportsbookRoutes = (services: Services): Hono => {
  const { db, now } = services;
  const routes = new Hono();
  const answer =
    (work: (c: Context) => Promise<unknown>) =>
    async (c: Context): Promise<Response> => {
      c.header('access-control-allow-origin', '*');
      c.header('cache-control', 'no-store');
      try {
        return c.json({ data: await work(c) });
      } catch (error) {
        return errorJson(c, error);
      }
    };
  routes.options('/*', (c) => c.body(null, 204, OPEN_TO_ANY_ORIGIN));
  routes.get(
    '/book',
    answer(async (c) => {
      const locale = localeOr(c.req.query('locale'));
      const at = now();
      const fixtures = await openFixtures(db, at);
      return {
        now: new Date(at).toISOString(),
        fixtures: fixtures.map((f) => fixtureView(f, at, locale)),
      };
    }),
  );
  routes.post(
    '/place',
    answer(async (c) => {
      const params = await readFrameParams(c.req.raw);
      const at = now();
      const accountId = await playerOf(db, requiredString(params, 'token'), at);
      const requestId = requiredString(params, 'request_id');
      if (!REQUEST_ID.test(requestId)) throw invalidParameter('request_id', 'INVALID');
      const placed = await placeBet(db, at, {
        accountId,
        requestId,
        stake: stakeOf(params),
        funds: oneOf<BetFunds>(params, 'funds', ['main', 'betting_bonus'], 'main'),
        accept: oneOf<OddsChanges>(params, 'accept', ['none', 'higher', 'any'], 'none'),
        legs: legsOf(params),
      });
      const open = await betsOf(db, accountId, localeOf(params), at, {
        open: true,
        limit: LISTED_BETS,
      });
      return {
        bet: open.find((bet) => bet.id === placed.betId) ?? null,
        replayed: placed.replayed,
        wallet: await walletOf(db, accountId),
      };
    }),
  );
  routes.post(
    '/bets',
    answer(async (c) => {
      const params = await readFrameParams(c.req.raw);
      const at = now();
      const accountId = await playerOf(db, requiredString(params, 'token'), at);
      const locale = localeOf(params);
      return {
        open: await betsOf(db, accountId, locale, at, { open: true, limit: LISTED_BETS }),
        settled: await betsOf(db, accountId, locale, at, { open: false, limit: LISTED_BETS }),
        wallet: await walletOf(db, accountId),
      };
    }),
  );
  routes.post(
    '/cashout',
    answer(async (c) => {
      const params = await readFrameParams(c.req.raw);
      const at = now();
      const accountId = await playerOf(db, requiredString(params, 'token'), at);
      const betText = requiredString(params, 'bet_id');
      if (!BET_ID.test(betText)) throw invalidParameter('bet_id', 'INVALID');
      const betId = Number(betText);
      const quote = requiredString(params, 'quote');
      if (!isDecimal(quote)) throw invalidParameter('quote', 'INVALID');
      const paid = await cashOut(db, at, { accountId, betId, quote: normalizeDecimal(quote) });
      return { ...paid, wallet: await walletOf(db, accountId) };
    }),
  );
  return routes;
};
