// Site-wide constants of the reference platform (spec section 9) and what a request
// handler can reach: the database, the clock and the deployment flags.
import type { Db } from './db/db';

export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';
export const CURRENCIES = ['UZS', 'USD', 'RUB'] as const;
export const DEFAULT_CURRENCY = 'UZS';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const TWO_FACTOR = { resendSeconds: 60, lifetimeMs: 5 * 60 * 1000, maxAttempts: 5 };
export const STORAGE_QUOTA = { maxValueBytes: 4096, maxKeys: 100, maxKeyLength: 64 } as const;
export const CONTACT_CONFIRMATION = { lifetimeMs: 60 * 60 * 1000, maxAttempts: 5 } as const;
export const DEFAULT_FORCE_LOGOUT_SECONDS = 1800;
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
}

/** PLATFORM_FORCE_LOGOUT_SECONDS when it is a non-negative integer, else the default. */
export const forceLogoutSecondsFrom = (value: string | undefined): number => {
  const seconds = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(seconds) && seconds >= 0
    ? seconds
    : DEFAULT_FORCE_LOGOUT_SECONDS;
};
