// Site-wide constants of the reference platform (spec section 9) and what a request
// handler can reach: the database, the clock and the deployment flags.
import type { Db } from './db/db';
import type { FailPoint } from './dev/crash-points';
import type { RiggedRounds } from './game-frames/rigged-rounds';
import type { PasswordCost } from './domain/passwords';

export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';
export const CURRENCIES = ['UZS', 'USD', 'RUB'] as const;
export const DEFAULT_CURRENCY = 'UZS';

/**
 * A session's absolute lifetime: it ends 7 days after sign-in however busy it is (ASVS 5.0
 * 7.3.2). It also ends after time_to_force_logout without a request (http/session.ts).
 */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a password-restore link works. */
export const RESTORE_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * Wrong passwords slow the next sign-in of the same login instead of refusing it: after
 * `freeFailures` failures in `windowSeconds` each try waits baseMs·2^(failures−freeFailures),
 * at most maxMs, before the password is even looked at; the right password still gets in
 * after the wait, so a stranger's guesses never lock the owner out. The owner is told once
 * per window when the failures reach `notifyAt`.
 */
export const LOGIN_DELAY = {
  freeFailures: 3,
  baseMs: 500,
  maxMs: 8000,
  windowSeconds: 900,
  notifyAt: 5,
} as const;
/**
 * Withdrawals above this amount (in the account's currency) need a verified identity
 * (KycWithdrawalException); the first withdrawal of any amount needs a confirmed contact.
 */
export const UNVERIFIED_WITHDRAWAL_MAX: Readonly<Record<string, string>> = {
  UZS: '5000000',
  USD: '400',
  RUB: '40000',
};
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
  'register',
  'codeSend',
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
  // Sign-in refuses by address only: a login's own failures slow it (LOGIN_DELAY), never
  // refuse it, so a stranger cannot lock the owner out.
  login: {
    subject: { limit: 5, windowSeconds: 900 },
    address: { limit: 50, windowSeconds: 900 },
  },
  register: {
    subject: { limit: 5, windowSeconds: 3600 },
    address: { limit: 10, windowSeconds: 3600 },
  },
  // Messages with codes or links, per contact and per address, on top of each code's
  // 60 s resend interval (SMS pumping).
  codeSend: {
    subject: { limit: 10, windowSeconds: 3600 },
    address: { limit: 20, windowSeconds: 3600 },
  },
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
  /**
   * The simulated outside parties (payment, identity, game and social sign-in providers) and
   * the dev routes are served: where the environment says so (local by default), never in
   * production.
   */
  readonly simulations: boolean;
  /**
   * The site's own origin for links in messages (PLATFORM_SITE_ORIGIN, e.g.
   * https://omad.uz): never taken from a request's Host in production, where a forged one
   * would send a restore link to another site. Unset outside production: the request's.
   */
  readonly siteOrigin: string | undefined;
  /** How X-Forwarded-For is read: that many trusted proxies stand in front (0: none). */
  readonly trustedProxyHops: number;
  /** The scrypt cost new password hashes get (domain/passwords.ts). */
  readonly passwordCost: PasswordCost;
  /** Waits `ms` (the sign-in delay); tests inject one that records instead of sleeping. */
  readonly sleep: (ms: number) => Promise<void>;
  /** Bot token that signs messenger (Telegram) registrations; unset disables them (503). */
  readonly telegramBotToken: string | undefined;
  /** Keys codes, links, payout fingerprints and unsubscribe tokens (HMAC); required in production. */
  readonly platformSecret: string;
  readonly forceLogoutSeconds: number;
  /** A session's absolute lifetime (SESSION_TTL_MS). */
  readonly sessionTtlMs: number;
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

const isRule = (value: unknown): value is ThrottleRule =>
  typeof value === 'object' &&
  value !== null &&
  'limit' in value &&
  'windowSeconds' in value &&
  Number.isInteger(value.limit) &&
  Number.isInteger(value.windowSeconds) &&
  Number(value.limit) > 0 &&
  Number(value.windowSeconds) > 0;

/**
 * THROTTLE_LIMITS with the rules PLATFORM_THROTTLE overrides, a JSON object such as
 * `{"register":{"address":{"limit":100000,"windowSeconds":3600}}}`. The e2e stack uses it:
 * hundreds of test players register from one loopback address. A malformed value is refused
 * loudly rather than ignored.
 */
export const throttleLimitsFrom = (value: string | undefined): ThrottleLimits => {
  if (value === undefined || value.trim() === '') return THROTTLE_LIMITS;
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed !== 'object' || parsed === null) {
    throw new Error('PLATFORM_THROTTLE must be a JSON object');
  }
  const limits: Record<string, { subject: ThrottleRule; address: ThrottleRule }> = {
    ...THROTTLE_LIMITS,
  };
  for (const [scope, rules] of Object.entries(parsed)) {
    const current = limits[scope];
    if (!current || typeof rules !== 'object' || rules === null) {
      throw new Error(`PLATFORM_THROTTLE names no scope '${scope}'`);
    }
    const subject: unknown = 'subject' in rules ? rules.subject : current.subject;
    const address: unknown = 'address' in rules ? rules.address : current.address;
    if (!isRule(subject) || !isRule(address)) {
      throw new Error(`PLATFORM_THROTTLE: '${scope}' needs {limit, windowSeconds} rules`);
    }
    limits[scope] = { subject, address };
  }
  return limits as ThrottleLimits;
};

/** TRUSTED_PROXY_HOPS when it is a non-negative integer (at most 10), else 0. */
export const trustedProxyHopsFrom = (value: string | undefined): number => {
  const hops = Number(value);
  return value !== undefined && /^\d+$/.test(value) && hops <= 10 ? hops : 0;
};

/** PLATFORM_FORCE_LOGOUT_SECONDS when it is a non-negative integer, else the default. */
export const forceLogoutSecondsFrom = (value: string | undefined): number => {
  const seconds = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(seconds) && seconds >= 0
    ? seconds
    : DEFAULT_FORCE_LOGOUT_SECONDS;
};
