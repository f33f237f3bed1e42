// The address a player returns to after social sign-in (spec section 4): stored before the
// provider opens, consumed once on return, and followed only when it stays on this site or
// points at an origin the CMS allow-list names.
import { safeLocalStorage, sameOriginPath, type SafeStorage } from '@omad/contract';

/** localStorage key of the back-URL of a social sign-in. */
export const SOCIAL_AUTH_BACK_URL_KEY = 'social_auth_back_url';
/** localStorage key of the back-URL of a payment success page (same purpose, cashier). */
export const PAY_SUCCESS_BACK_URL_KEY = 'pay_success_back_url';
/** The query flag the provider's return address carries. */
export const SOCIAL_AUTH_QUERY = 'social_auth';

export type BackUrlTarget =
  Readonly<{ kind: 'path'; path: string }> | Readonly<{ kind: 'external'; url: string }>;

const originOf = (address: string): string | null => {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};

/**
 * Where a stored back-URL may take the player: a same-origin path (client navigation), an
 * absolute http(s) URL whose origin is allow-listed (full navigation), or nowhere.
 */
export const acceptBackUrl = (
  candidate: unknown,
  origin: string,
  allowList: readonly string[],
): BackUrlTarget | null => {
  const path = sameOriginPath(candidate, origin);
  if (path !== null) return { kind: 'path', path };
  if (typeof candidate !== 'string') return null;
  const trimmed = candidate.trim();
  // Only absolute addresses reach the allow-list; '//host' and backslash tricks never do.
  if (!/^https?:\/\//i.test(trimmed) || trimmed.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const allowed = allowList.map(originOf).filter((entry) => entry !== null);
  return allowed.includes(url.origin) ? { kind: 'external', url: url.href } : null;
};

/**
 * The back-URL to store when social sign-in starts: the page's backUrl query when it has
 * one, else the current path (without a stale social_auth flag).
 */
export const backUrlOf = (location: Readonly<{ pathname: string; search: string }>): string => {
  const query = new URLSearchParams(location.search);
  const requested = query.get('backUrl');
  if (requested) return requested;
  query.delete(SOCIAL_AUTH_QUERY);
  const rest = query.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}`;
};

/** Reads and removes the stored back-URL: it is good for one return only. */
export const consumeBackUrl = (storage: SafeStorage = safeLocalStorage): string | null => {
  const stored = storage.getItem(SOCIAL_AUTH_BACK_URL_KEY);
  storage.removeItem(SOCIAL_AUTH_BACK_URL_KEY);
  return stored;
};
