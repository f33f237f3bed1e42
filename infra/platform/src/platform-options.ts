// What createPlatform can be given, and how an option left out is read from the environment
// (or falls back to its default).
import type { ThrottleLimits } from './config';
import type { PasswordCost } from './domain/passwords';
import type { FailPoint } from './dev/crash-points';

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

/** A configured secret; outside production an unset one falls back to the public dev value. */
export const secretOf = (configured: string | undefined, production: boolean, devValue: string) =>
  configured || (production ? undefined : devValue);

/** A comma-separated list of origins; blanks dropped. */
export const originsFrom = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');

/** Whether the simulations are on: never in production; else as configured, local by default. */
export const simulationsOf = (options: PlatformOptions, production: boolean): boolean => {
  if (production) return false;
  if (options.simulations !== undefined) return options.simulations;
  const flag = process.env.PLATFORM_SIMULATIONS;
  if (flag === '1' || flag === '0') return flag === '1';
  return (process.env.OMAD_ENV ?? 'local') === 'local';
};
