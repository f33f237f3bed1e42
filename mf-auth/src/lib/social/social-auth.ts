// Social sign-in plumbing (spec sections 2 and 4): the /oauth/init address, the 640×480
// popup (or the same window when a blocker refuses it), the provider's return flag and
// the message a popup sends back to the page that opened it.
import { SOCIAL_POPUP } from '@omad/contract/format';
import { safeLocalStorage } from '@omad/contract';
import { SOCIAL_AUTH_BACK_URL_KEY, SOCIAL_AUTH_QUERY, backUrlOf } from './back-url';

export type SocialService = 'google' | 'telegram';
export type TypeAuth = 'login' | 'register';
/** How the provider said the sign-in ended; 'unknown' when it only returned. */
export type SocialAuthStatus = 'success' | 'cancelled' | 'banned' | 'unknown';

/** The type of the message a popup posts to its opener. */
export const SOCIAL_AUTH_MESSAGE = 'omad:social-auth';
export type SocialAuthMessage = Readonly<{
  type: typeof SOCIAL_AUTH_MESSAGE;
  status: SocialAuthStatus;
}>;

const STATUSES: readonly SocialAuthStatus[] = ['success', 'cancelled', 'banned'];

/** The provider page that signs the player in and returns to `homePath`?social_auth=…. */
export const socialInitUrl = (
  origin: string,
  service: SocialService,
  typeAuth: TypeAuth,
  homePath = '/',
): string => {
  const back = new URL(homePath, origin);
  back.searchParams.set(SOCIAL_AUTH_QUERY, '1');
  const query = new URLSearchParams({ service, redirect_url: back.href, type_auth: typeAuth });
  return `/oauth/init?${query.toString()}`;
};

/**
 * The outcome the return address carries, or null when it is no social return. The
 * platform appends its own social_auth to the '1' we sent, so the last known value wins.
 */
export const socialAuthStatusOf = (search: string): SocialAuthStatus | null => {
  const values = new URLSearchParams(search).getAll(SOCIAL_AUTH_QUERY);
  if (values.length === 0) return null;
  for (const value of [...values].reverse()) {
    const status = STATUSES.find((known) => known === value);
    if (status) return status;
  }
  return 'unknown';
};

/** True for a well-formed message of a social popup. */
export const isSocialAuthMessage = (data: unknown): data is SocialAuthMessage =>
  typeof data === 'object' &&
  data !== null &&
  'type' in data &&
  data.type === SOCIAL_AUTH_MESSAGE &&
  'status' in data &&
  (data.status === 'unknown' || STATUSES.some((status) => status === data.status));

type Opener = Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'> & {
  readonly location: Pick<Location, 'pathname' | 'search' | 'origin' | 'assign'>;
};

/** Centred over the page, at the size spec section 9 gives. */
export const popupFeatures = (win: Opener): string => {
  const { width, height } = SOCIAL_POPUP;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
};

/** Stores the back-URL and opens the provider; falls back to this window when blocked. */
export const startSocialSignIn = (
  service: SocialService,
  typeAuth: TypeAuth,
  homePath: string,
  win: Opener = window,
): 'popup' | 'redirect' => {
  safeLocalStorage.setItem(SOCIAL_AUTH_BACK_URL_KEY, backUrlOf(win.location));
  const url = socialInitUrl(win.location.origin, service, typeAuth, homePath);
  // No 'noopener': the popup reports back through window.opener (same origin).
  const popup = win.open(url, 'omad-social-auth', popupFeatures(win));
  if (popup) return 'popup';
  win.location.assign(url);
  return 'redirect';
};
