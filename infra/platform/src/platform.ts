// Assembles the reference platform: database (migrated and seeded), the RPC methods, the
// generated media and, outside production, the dev helpers.
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  DEV_PLATFORM_SECRET,
  DEV_TELEGRAM_BOT_TOKEN,
  SESSION_TTL_MS,
  VERIFICATION,
  forceLogoutSecondsFrom,
  throttleLimitsFrom,
  trustedProxyHopsFrom,
} from './config';
import { PASSWORD_COST, passwordCostFrom } from './domain/passwords';
import { refuseDemoAccounts } from './seed/accounts';
import type { Services } from './config';
import { ErrorType } from '@omad/contract/api';
import { openDb } from './db/db';
import type { Db } from './db/db';
import { migrate } from './db/migrations';
import { devRoutes } from './dev/routes';
import { sweepBonuses } from './domain/bonus-sweep';
import { cashbackSweep } from './domain/cashback-sweep';
import { sweepHistoryExports } from './domain/history-exports';
import { sweepTournaments } from './domain/tournament-sweep';
import { stockBook } from './sportsbook/book';
import { SPORTSBOOK_TOKEN_PATHS } from './sportsbook/routes';
import { settleSportsBets } from './sportsbook/settlement';
import { HISTORY_EXPORTS_PATH, historyExportRoutes } from './exports/routes';
import { gameFrameRoutes } from './game-frames/routes';
import { ROUND_ENDPOINT } from './game-frames/slot-page';
import { ApiError, methodNotFound } from './http/errors';
import { createRegistry, errorJson, rpcHandler } from './http/rpc';
import { refuseCrossSiteWrites } from './http/same-site';
import { mediaRoutes } from './media/routes';
import { oauthRoutes } from './oauth/routes';
import { paymentProvider } from './payments/provider';
import { seed } from './seed/seed';
import { hitRoutes } from './tracking/hit';
import { KYC_PATH, KYC_SUBMIT_PATH, verificationProvider } from './verification/provider';
import { METHOD_AREAS } from './method-areas';
import { originsFrom, secretOf, simulationsOf } from './platform-options';
import type { PlatformOptions } from './platform-options';

// Callers and tests import the options and the served methods from the platform.
export { METHOD_AREAS };
export type { PlatformOptions };

const MAX_BODY_BYTES = 64 * 1024;
/** The identity provider's form carries two images of up to 5 MB each. */
const MAX_KYC_BODY_BYTES = 2 * VERIFICATION.maxImageBytes + MAX_BODY_BYTES;

export interface Platform {
  readonly app: Hono;
  /** The database it serves from (tests read it directly to see what a call changed). */
  readonly db: Db;
  /** Runs the simulated payment provider's sweep now (see PlatformOptions.paymentSweepMs). */
  sweepPayments(): Promise<number>;
  /** Runs the simulated identity provider's sweep now: applies the reviews that are due. */
  sweepReviews(): Promise<number>;
  /** Makes queued bet-history exports ready (writes their CSV); answers how many. */
  sweepExports(): Promise<number>;
  /** Computes the cashbacks of the week that ended and expires those due; answers how many. */
  sweepCashbacks(): Promise<number>;
  /**
   * Ends bonuses and free-spin packs past their deadlines (an active bonus's money forfeited);
   * answers how many.
   */
  sweepBonuses(): Promise<number>;
  /** Pays the prizes of finished tournaments not settled yet; answers how many it settled. */
  sweepTournaments(): Promise<number>;
  /**
   * The simulated book (outside production): stocks its fixtures, ends those whose course ran
   * out and settles the bets they decide; answers how many bets it settled.
   */
  sweepSportsBets(): Promise<number>;
  /** Closes the database; the app must not be used afterwards. */
  close(): Promise<void>;
}

export const createPlatform = async (options: PlatformOptions = {}): Promise<Platform> => {
  const env = process.env;
  const production = options.production ?? env.NODE_ENV === 'production';
  const platformSecret = secretOf(
    options.platformSecret ?? env.PLATFORM_SECRET,
    production,
    DEV_PLATFORM_SECRET,
  );
  // Codes and tokens are keyed with the secret; production never falls back to a public one.
  if (platformSecret === undefined) {
    throw new Error('PLATFORM_SECRET must be set in production (it keys codes and links)');
  }
  const passwordCost =
    options.passwordCost ??
    (production ? PASSWORD_COST : passwordCostFrom(env.PLATFORM_PASSWORD_COST));
  const db = await openDb({
    dataDir: options.dataDir ?? env.DATA_DIR,
    databaseUrl: options.databaseUrl ?? (options.dataDir ? undefined : env.DATABASE_URL),
  });
  try {
    await migrate(db);
    await seed(db, { demo: !production, passwordCost });
    if (production) await refuseDemoAccounts(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const simulations = simulationsOf(options, production);
  const services: Services = {
    db,
    now: options.now ?? Date.now,
    production,
    simulations,
    siteOrigin: options.siteOrigin ?? (env.PLATFORM_SITE_ORIGIN || undefined),
    trustedProxyHops: options.trustedProxyHops ?? trustedProxyHopsFrom(env.TRUSTED_PROXY_HOPS),
    passwordCost,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    telegramBotToken: secretOf(
      options.telegramBotToken ?? env.TELEGRAM_BOT_TOKEN,
      production,
      DEV_TELEGRAM_BOT_TOKEN,
    ),
    platformSecret,
    forceLogoutSeconds:
      options.forceLogoutSeconds ?? forceLogoutSecondsFrom(env.PLATFORM_FORCE_LOGOUT_SECONDS),
    sessionTtlMs: options.sessionTtlMs ?? SESSION_TTL_MS,
    throttle: options.throttle ?? throttleLimitsFrom(env.PLATFORM_THROTTLE),
    allowedOrigins: options.allowedOrigins ?? originsFrom(env.PLATFORM_ALLOWED_ORIGINS),
    failPoints: production ? new Set() : (options.failPoints ?? new Set()),
    jackpotChance: production || (options.jackpotChance ?? true),
    riggedRounds: new Map(),
  };

  const app = new Hono();
  // Before anything reads a body: a cross-site write is refused unread (but for the game
  // provider's round endpoint and the book's, which read no cookie).
  app.use('*', refuseCrossSiteWrites(services, [ROUND_ENDPOINT, ...SPORTSBOOK_TOKEN_PATHS]));
  const tooLarge = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorJson(c, new ApiError(ErrorType.InvalidRequest, 'Request body too large')),
  });
  const kycTooLarge = bodyLimit({
    maxSize: MAX_KYC_BODY_BYTES,
    onError: (c) => errorJson(c, new ApiError(ErrorType.InvalidRequest, 'Request body too large')),
  });
  const limitBody: MiddlewareHandler = (c, next) =>
    c.req.path === KYC_SUBMIT_PATH ? kycTooLarge(c, next) : tooLarge(c, next);
  app.use('/api/*', limitBody);
  app.use('/oauth/*', limitBody);
  app.route('/api/_media', mediaRoutes(services));
  app.route('/hit', hitRoutes(services));
  app.route('/oauth', oauthRoutes(services));
  // Dev routes and the simulated game provider exist only where simulations are on; the
  // payment, identity and social sign-in simulations answer 503 elsewhere.
  if (services.simulations) app.route('/api/_dev', devRoutes(services));
  if (services.simulations) app.route('/api/_games', gameFrameRoutes(services));
  const payments = paymentProvider(services);
  app.route('/api/_pay', payments.routes);
  const verification = verificationProvider(services);
  app.route(KYC_PATH, verification.routes);
  app.route(HISTORY_EXPORTS_PATH, historyExportRoutes(services));
  const sweepExports = () => sweepHistoryExports(db, services.now());
  const sweepCashbacks = cashbackSweep(db, services.now);
  const bonusSweep = () => sweepBonuses(db, services.now());
  const tournamentSweep = () => sweepTournaments(db, services.now());
  const sportsbookSweep = async () => {
    if (!services.simulations) return 0;
    const now = services.now();
    await stockBook(db, now);
    return settleSportsBets(db, now);
  };
  const logged = (name: string, sweep: () => Promise<number>) =>
    sweep().catch((error: unknown) => console.error(`[platform] ${name} sweep failed`, error));
  const sweepMs = options.paymentSweepMs ?? 1000;
  let sweeping = false;
  const sweeper =
    sweepMs > 0
      ? setInterval(() => {
          if (sweeping) return;
          sweeping = true;
          Promise.all([
            ...(!services.simulations
              ? []
              : [logged('payment', payments.sweep), logged('review', verification.sweep)]),
            logged('history export', sweepExports),
            logged('cashback', sweepCashbacks),
            logged('bonus', bonusSweep),
            logged('tournament', tournamentSweep),
            logged('sportsbook', sportsbookSweep),
          ]).finally(() => {
            sweeping = false;
          });
        }, sweepMs)
      : undefined;
  sweeper?.unref();
  app.on(['GET', 'POST'], '/api/:method', rpcHandler(createRegistry(METHOD_AREAS), services));
  app.notFound((c) => errorJson(c, methodNotFound(c.req.path)));
  app.onError((error, c) => errorJson(c, error));

  let closing: Promise<void> | undefined;
  return {
    app,
    db,
    sweepPayments: payments.sweep,
    sweepReviews: verification.sweep,
    sweepExports,
    sweepCashbacks,
    sweepBonuses: bonusSweep,
    sweepTournaments: tournamentSweep,
    sweepSportsBets: sportsbookSweep,
    close: () => {
      clearInterval(sweeper);
      return (closing ??= db.close());
    },
  };
};
