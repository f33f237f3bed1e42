// Site-wide constants of the reference platform (spec section 9) and what a request
// handler can reach: the database, the clock and the deployment flags.
import type { Db } from './db/db';
import type { FailPoint } from './dev/crash-points';
import type { RiggedRounds } from './game-frames/rigged-rounds';

export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';
export const CURRENCIES = ['UZS', 'USD', 'RUB'] as const;
export const DEFAULT_CURRENCY = 'UZS';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a game frame's launch token lives (never past the sign-in it came from). */
export const GAME_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const TWO_FACTOR = { resendSeconds: 60, lifetimeMs: 5 * 60 * 1000, maxAttempts: 5 };
export const STORAGE_QUOTA = { maxValueBytes: 4096, maxKeys: 100, maxKeyLength: 64 } as const;
export const CONTACT_CONFIRMATION = { lifetimeMs: 60 * 60 * 1000, maxAttempts: 5 } as const;
/** A session's last_seen_at is written at most this often (a call per request would be waste). */
export const SESSION_SEEN_INTERVAL_MS = 60 * 1000;
/**
 * Responsible gaming: a raised or removed deposit limit waits out the cooling-off before it
 * applies (a lower one applies at once). Reality-check intervals are the contract's
 * REALITY_CHECK_MINUTES.
 */
export const RESPONSIBLE_GAMING = { coolingOffHours: 24, coolingOffMs: 24 * 60 * 60 * 1000 };
/**
 * The simulated identity-verification provider: how long its reviewer takes, how long a frame
 * token lives, and the largest document or selfie image it accepts.
 */
export const VERIFICATION = {
  reviewMs: 5_000,
  tokenTtlMs: 10 * 60 * 1000,
  maxImageBytes: 5 * 1024 * 1024,
} as const;
export const DEFAULT_FORCE_LOGOUT_SECONDS = 1800;

/** What is counted: at most `limit` in a fixed window of `windowSeconds`, then refused. */
export interface ThrottleRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** The calls that are slowed when they repeat (spec section 8, TooManyRequestsException). */
export const THROTTLE_SCOPES = [
  'login',
  'twoFactor',
  'restore',
  'contactCode',
  'promoCode',
  'feedback',
  'password',
] as const;
export type ThrottleScope = (typeof THROTTLE_SCOPES)[number];

/**
 * Per scope: one rule for the subject (a login, an account, an e-mail) and one for the
 * client's address. Failures are counted for sign-in, codes and promo codes (a success
 * clears the subject's count); every call is counted for password restores and feedback,
 * which send mail or reach people. Addresses get room for a family or an office behind one.
 */
export type ThrottleLimits = Readonly<
  Record<ThrottleScope, Readonly<{ subject: ThrottleRule; address: ThrottleRule }>>
>;

export const THROTTLE_LIMITS: ThrottleLimits = {
  login: { subject: { limit: 5, windowSeconds: 900 }, address: { limit: 50, windowSeconds: 900 } },
  // A code itself dies after 5 wrong guesses (TWO_FACTOR, CONTACT_CONFIRMATION); these
  // limits stop guessing across fresh codes.
  twoFactor: {
    subject: { limit: 10, windowSeconds: 900 },
    address: { limit: 30, windowSeconds: 900 },
  },
  restore: {
    subject: { limit: 3, windowSeconds: 3600 },
    address: { limit: 20, windowSeconds: 3600 },
  },
  contactCode: {
    subject: { limit: 10, windowSeconds: 900 },
    address: { limit: 30, windowSeconds: 900 },
  },
  promoCode: {
    subject: { limit: 10, windowSeconds: 900 },
    address: { limit: 50, windowSeconds: 900 },
  },
  feedback: {
    subject: { limit: 5, windowSeconds: 600 },
    address: { limit: 20, windowSeconds: 600 },
  },
  // The signed-in player's password asked again (a password change, a self-exclusion): wrong
  // ones are counted per account, so a stolen session cannot guess it.
  password: {
    subject: { limit: 5, windowSeconds: 900 },
    address: { limit: 30, windowSeconds: 900 },
  },
};
/**
 * Signs messenger init data outside production when TELEGRAM_BOT_TOKEN is unset, so e2e
 * tests can sign valid data. Public on purpose: production never falls back to it.
 */
export const DEV_TELEGRAM_BOT_TOKEN = 'omad-dev-bot-token';

/**
 * Signs unsubscribe links outside production when PLATFORM_SECRET is unset, so e2e tests
 * and people on a laptop get working links. Public on purpose: production never uses it.
 */
export const DEV_PLATFORM_SECRET = 'omad-dev-platform-secret';

export const isCurrency = (value: unknown): value is (typeof CURRENCIES)[number] =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Everything a method handler may use besides its request. */
export interface Services {
  readonly db: Db;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now: () => number;
  /** Production hides the dev outbox and the dev helpers. */
  readonly production: boolean;
  /** Bot token that signs messenger (Telegram) registrations; unset disables them (503). */
  readonly telegramBotToken: string | undefined;
  /** Signs unsubscribe links (HMAC); unset disables token unsubscribes (503). */
  readonly platformSecret: string | undefined;
  readonly forceLogoutSeconds: number;
  /** How often a repeated call may fail before it is slowed (THROTTLE_LIMITS by default). */
  readonly throttle: ThrottleLimits;
  /** Origins besides the site's own whose pages may make state-changing calls. */
  readonly allowedOrigins: readonly string[];
  /** Failpoints a test armed (dev/crash-points.ts); always empty in production. */
  readonly failPoints: ReadonlySet<FailPoint>;
  /**
   * Whether a covered round may hit a jackpot by chance (1 in its hit_odds); always in
   * production. Tests turn it off so a round's money is exact; a rigged hit still hits.
   */
  readonly jackpotChance: boolean;
  /** Outcomes arranged by POST /api/_dev/next-round (game-frames/rigged-rounds.ts). */
  readonly riggedRounds: RiggedRounds;
}

/** PLATFORM_FORCE_LOGOUT_SECONDS when it is a non-negative integer, else the default. */
export const forceLogoutSecondsFrom = (value: string | undefined): number => {
  const seconds = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(seconds) && seconds >= 0
    ? seconds
    : DEFAULT_FORCE_LOGOUT_SECONDS;
};
