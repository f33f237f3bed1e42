// Locale choice of spec section 4: with the platform strategy and a signed-in player the
// account's locale wins; otherwise URL prefix, the i18n_redirected cookie, the browser
// language, then the default.
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  hasLocalePrefix,
  isLocale,
  splitLocale,
  type Locale,
} from '@omad/contract';

export type DetectionInput = Readonly<{
  path: string;
  cookie: string;
  browserLanguages: readonly string[];
}>;

/** Reads one cookie from a `document.cookie` string. */
export const readCookie = (cookie: string, name: string): string | null => {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

const fromBrowser = (languages: readonly string[]): Locale | null => {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
};

/**
 * The languages of an Accept-Language header, most wanted first (what `navigator.languages`
 * gives in the browser): `ru-RU,ru;q=0.9,en;q=0.8` is ru-RU, ru, en. Weights of 0 are left out.
 */
export const acceptedLanguages = (header: string): string[] =>
  header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);

/** The locale for a first page load, before the account is known. */
export const detectLocale = (input: DetectionInput): Locale => {
  if (hasLocalePrefix(input.path)) return splitLocale(input.path).locale;
  const cookie = readCookie(input.cookie, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return fromBrowser(input.browserLanguages) ?? DEFAULT_LOCALE;
};

/** The cookie string that stores a locale choice for a year on the whole site. */
export const localeCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;

/** With the platform strategy, a signed-in player's account locale overrides the URL. */
export const accountLocaleOverride = (
  strategy: string | null | undefined,
  accountLocale: string | null | undefined,
  current: Locale,
): Locale | null =>
  strategy === 'platform' && isLocale(accountLocale) && accountLocale !== current
    ? accountLocale
    : null;
