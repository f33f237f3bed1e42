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
import type { PasswordCost } from './domain/passwords';
import { refuseDemoAccounts } from './seed/accounts';
import type { Services, ThrottleLimits } from './config';
import { ErrorType } from '@omad/contract/api';
import { openDb } from './db/db';
import type { Db } from './db/db';
import { migrate } from './db/migrations';
import type { FailPoint } from './dev/crash-points';
import { devRoutes } from './dev/routes';
import { sweepBonuses } from './domain/bonus-sweep';
import { cashbackSweep } from './domain/cashback-sweep';
import { sweepHistoryExports } from './domain/history-exports';
import { sweepTournaments } from './domain/tournament-sweep';
import { HISTORY_EXPORTS_PATH, historyExportRoutes } from './exports/routes';
import { gameFrameRoutes } from './game-frames/routes';
import { ROUND_ENDPOINT } from './game-frames/slot-page';
import { ApiError, methodNotFound } from './http/errors';
import { createRegistry, errorJson, rpcHandler } from './http/rpc';
import type { MethodHandlers } from './http/rpc';
import { refuseCrossSiteWrites } from './http/same-site';
import { mediaRoutes } from './media/routes';
import { accountMethods } from './methods/account';
import { contactSettingsMethods } from './methods/account-contact-settings';
import { contactsMethods } from './methods/account-contacts';
import { notificationsMethods } from './methods/account-notifications';
import { profileMethods } from './methods/account-profile';
import { securityMethods } from './methods/account-security';
import { sessionsMethods } from './methods/account-sessions';
import { unsubscribeMethods } from './methods/account-unsubscribe';
import { walletMethods } from './methods/account-wallet';
import { authMethods } from './methods/auth';
import { bannersMethods } from './methods/banners';
import { bonusesMethods } from './methods/bonuses';
import { campaignsMethods } from './methods/campaigns';
import { offersMethods } from './methods/campaigns-offers';
import { cashbacksMethods } from './methods/cashbacks';
import { cashbacksListMethods } from './methods/cashbacks-list';
import { cashierMethods } from './methods/cashier';
import { depositMethods } from './methods/cashier-deposits';
import { chatMethods } from './methods/chat';
import { eventsMethods } from './methods/events';
import { gamesMethods } from './methods/games';
import { historyExportsMethods } from './methods/games-history-exports';
import { jackpotsMethods } from './methods/jackpots';
import { leaderboardMethods } from './methods/leaderboard';
import { loyaltyMethods } from './methods/loyalty';
import { metadataMethods } from './methods/metadata';
import { popupsMethods } from './methods/popups';
import { responsibleGamingMethods } from './methods/responsible-gaming';
import { storageMethods } from './methods/storage';
import { supportMethods } from './methods/support';
import { tournamentsMethods } from './methods/tournaments';
import { verificationMethods } from './methods/verification';
import { oauthRoutes } from './oauth/routes';
import { paymentProvider } from './payments/provider';
import { seed } from './seed/seed';
import { hitRoutes } from './tracking/hit';
import { KYC_PATH, KYC_SUBMIT_PATH, verificationProvider } from './verification/provider';

/**
 * Every area's RPC handlers; a new area of the API is one more file and one more line here.
 * Names and verbs come from the contract's method table (`API_METHODS`).
 */
export const METHOD_AREAS: readonly MethodHandlers[] = [
  authMethods,
  accountMethods,
  profileMethods,
  contactsMethods,
  campaignsMethods,
  eventsMethods,
  metadataMethods,
  gamesMethods,
  historyExportsMethods,
  bannersMethods,
  storageMethods,
  cashierMethods,
  depositMethods,
  walletMethods,
  offersMethods,
  cashbacksListMethods,
  bonusesMethods,
  cashbacksMethods,
  jackpotsMethods,
  tournamentsMethods,
  leaderboardMethods,
  popupsMethods,
  supportMethods,
  chatMethods,
  unsubscribeMethods,
  loyaltyMethods,
  contactSettingsMethods,
  securityMethods,
  sessionsMethods,
  notificationsMethods,
  responsibleGamingMethods,
  verificationMethods,
];

const MAX_BODY_BYTES = 64 * 1024;
/** The identity provider's form carries two images of up to 5 MB each. */
const MAX_KYC_BODY_BYTES = 2 * VERIFICATION.maxImageBytes + MAX_BODY_BYTES;

export interface PlatformOptions {
  /** PGlite data directory or 'memory://'; defaults to DATA_DIR, then infra/platform/.data/pglite. */
  readonly dataDir?: string;
  /** PostgreSQL URL; defaults to DATABASE_URL unless a dataDir is given. */
  readonly databaseUrl?: string;
  /** Hides the dev outbox and helpers; defaults to NODE_ENV === 'production'. */
  readonly production?: boolean;
  /**
   * Verifies messenger registrations; defaults to TELEGRAM_BOT_TOKEN, then (outside
   * production only) to DEV_TELEGRAM_BOT_TOKEN.
   */
  readonly telegramBotToken?: string;
  /**
   * Signs unsubscribe links; defaults to PLATFORM_SECRET, then (outside production only) to
   * DEV_PLATFORM_SECRET. Production without one refuses token unsubscribes (503).
   */
  readonly platformSecret?: string;
  /** The clock in milliseconds; tests inject one to expire codes. */
  readonly now?: () => number;
  /** How repeated calls are slowed; defaults to THROTTLE_LIMITS with PLATFORM_THROTTLE over it. */
  readonly throttle?: ThrottleLimits;
  /**
   * Origins besides the site's own whose pages may make state-changing calls; defaults to
   * PLATFORM_ALLOWED_ORIGINS (comma-separated, e.g. https://m.omad.uz).
   */
  readonly allowedOrigins?: readonly string[];
  /**
   * Failpoints armed by a test (a set it keeps and changes while it runs); ignored in
   * production. See dev/crash-points.ts.
   */
  readonly failPoints?: ReadonlySet<FailPoint>;
  /**
   * Serves the simulated providers and the dev routes; defaults to PLATFORM_SIMULATIONS
   * ('1' or '0'), else on only outside production when OMAD_ENV is local (or unset). Never
   * in production.
   */
  readonly simulations?: boolean;
  /**
   * Trusted proxies in front (how X-Forwarded-For is read, http/throttle.ts); defaults to
   * TRUSTED_PROXY_HOPS, else 0. Behind the edge it is 1.
   */
  readonly trustedProxyHops?: number;
  /** The origin links in messages point to; defaults to PLATFORM_SITE_ORIGIN. */
  readonly siteOrigin?: string;
  /**
   * Seconds without a request after which a session ends (and the browser signs out);
   * defaults to PLATFORM_FORCE_LOGOUT_SECONDS, else 1800. 0 turns it off.
   */
  readonly forceLogoutSeconds?: number;
  /** A session's absolute lifetime; SESSION_TTL_MS (7 days) by default. */
  readonly sessionTtlMs?: number;
  /** The scrypt cost of new password hashes; PASSWORD_COST by default (tests go cheaper). */
  readonly passwordCost?: PasswordCost;
  /** Waits before a slowed sign-in is looked at; a real timer by default. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Chance jackpot hits (default true; always in production). Tests turn them off. */
  readonly jackpotChance?: boolean;
  /**
   * How often (ms) the sweeps run; 0 never (tests sweep by hand). Defaults to 1000. Outside
   * production the simulated providers sweep (the payment provider gives pending payments
   * their verdict and expires unpaid deposits, the identity provider applies due reviews);
   * everywhere, production too, bet-history exports are made ready, cashbacks computed
   * and expired, bonuses and free-spin packs past their deadlines ended, and finished
   * tournaments' prizes paid.
   */
  readonly paymentSweepMs?: number;
}

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
  /** Closes the database; the app must not be used afterwards. */
  close(): Promise<void>;
}

/** A configured secret; outside production an unset one falls back to the public dev value. */
const secretOf = (configured: string | undefined, production: boolean, devValue: string) =>
  configured || (production ? undefined : devValue);

/** A comma-separated list of origins; blanks dropped. */
const originsFrom = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');

/** Whether the simulations are on: never in production; else as configured, local by default. */
const simulationsOf = (options: PlatformOptions, production: boolean): boolean => {
  if (production) return false;
  if (options.simulations !== undefined) return options.simulations;
  const flag = process.env.PLATFORM_SIMULATIONS;
  if (flag === '1' || flag === '0') return flag === '1';
  return (process.env.OMAD_ENV ?? 'local') === 'local';
};

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
  // provider's round endpoint, which reads no cookie).
  app.use('*', refuseCrossSiteWrites(services, [ROUND_ENDPOINT]));
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
    close: () => {
      clearInterval(sweeper);
      return (closing ??= db.close());
    },
  };
};
