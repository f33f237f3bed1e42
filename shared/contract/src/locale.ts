// Locales and locale-aware paths (spec section 4): Uzbek is the default and has no path
// prefix; Russian lives under /ru.

export const LOCALES = ['uz', 'ru'] as const;
/** A language of the site. */
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';
/** The cookie that remembers a visitor's choice (365 days, path /). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The router basename of a locale: '/' for uz, '/ru' for ru. */
export const basenameOf = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? '/' : `/${locale}`;

/** Splits '/ru/cashier?x=1' into the locale and the locale-free path '/cashier?x=1'. */
export const splitLocale = (path: string): { locale: Locale; path: string } => {
  const match = /^\/(ru|uz)(?=\/|\?|#|$)/.exec(path);
  if (!match?.[1] || !isLocale(match[1])) return { locale: DEFAULT_LOCALE, path: path || '/' };
  const rest = path.slice(match[0].length);
  return { locale: match[1], path: rest.startsWith('/') ? rest : `/${rest}` };
};

/** True when the path carries an explicit locale prefix. */
export const hasLocalePrefix = (path: string): boolean => /^\/(ru|uz)(?=\/|\?|#|$)/.test(path);

/** Prefixes a locale-free path for a locale: localizePath('/gamehall', 'ru') === '/ru/gamehall'. */
export const localizePath = (path: string, locale: Locale): string => {
  const clean = splitLocale(path.startsWith('/') ? path : `/${path}`).path;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
};
