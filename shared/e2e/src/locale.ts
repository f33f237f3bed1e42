// The site's two languages as a spec walks them: Uzbek without a path prefix, Russian
// under /ru (the contract's locales).
import type { Locale } from '@omad/contract';

export { LOCALES } from '@omad/contract';
export type { Locale } from '@omad/contract';

/** The path prefix of a locale: '' for uz, '/ru' for ru. */
export const prefix = (locale: Locale): string => (locale === 'ru' ? '/ru' : '');

/** A path of the locale: '/about' → '/ru/about', '/' → '/ru'. */
export const inLocale = (locale: Locale, path: string): string =>
  locale === 'ru' ? `/ru${path === '/' ? '' : path}` : path;
