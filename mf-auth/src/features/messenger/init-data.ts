// The messenger (Telegram) mini-app's launch data: the page hash carries
// `tgWebAppData=<url-encoded query string>` whose `user` is JSON, next to `auth_date`,
// `start_param` and `hash`. The platform checks `hash` over every field auth.register
// receives except `hash` and `is_tg` (sorted `key=value` lines, HMAC-SHA-256 keyed by
// SHA-256 of the bot token), so the fields sent are exactly the signed set:
// id, username, language_code, payload (the start parameter) and auth_date when present,
// with '' for an absent username, language or payload.
import type { MessengerRegistration } from '@omad/contract/api';

/** What auth.register receives for a messenger registration. */
export type MessengerFields = MessengerRegistration & Readonly<{ auth_date?: string }>;

const HASH_PATTERN = /^[0-9a-f]{64}$/i;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The launch query string inside a hash or a raw init-data string; null when absent. */
const launchDataOf = (source: string): URLSearchParams | null => {
  const outer = new URLSearchParams(source.replace(/^#/, ''));
  const inner = outer.get('tgWebAppData');
  if (inner !== null) return new URLSearchParams(inner);
  return outer.has('hash') && outer.has('user') ? outer : null;
};

const userOf = (json: string | null): Record<string, unknown> | null => {
  if (json === null) return null;
  try {
    const user: unknown = JSON.parse(json);
    return typeof user === 'object' && user !== null && !Array.isArray(user)
      ? Object.fromEntries(Object.entries(user))
      : null;
  } catch {
    return null;
  }
};

/**
 * The registration fields of the mini-app's launch data, or null when it is missing or
 * malformed (no user id, no hex hash, a non-numeric auth_date).
 */
export const parseInitData = (source: string): MessengerFields | null => {
  const data = launchDataOf(source);
  if (!data) return null;
  const user = userOf(data.get('user'));
  const id = user?.id;
  const hash = data.get('hash') ?? '';
  const authDate = data.get('auth_date');
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (!HASH_PATTERN.test(hash)) return null;
  if (authDate !== null && !/^\d+$/.test(authDate)) return null;
  return {
    is_tg: true,
    id,
    username: textOf(user?.username),
    language_code: textOf(user?.language_code),
    payload: data.get('start_param') ?? '',
    ...(authDate !== null ? { auth_date: authDate } : {}),
    hash,
  };
};
