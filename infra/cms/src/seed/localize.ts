// Helpers for seed modules whose structure is the same in both languages and only texts
// differ: the builder runs once per locale with a `t(uz, ru)` that picks the right text.
import type { CollectionSeed, Locale, SeedEntry, SingleSeed } from '../model';

/** Picks the Uzbek or the Russian text. */
export type Translate = (uz: string, ru: string) => string;

const translator =
  (locale: Locale): Translate =>
  (uz, ru) =>
    locale === 'uz' ? uz : ru;

export const localizedSingle = (
  build: (t: Translate, locale: Locale) => SeedEntry,
): SingleSeed => ({ uz: build(translator('uz'), 'uz'), ru: build(translator('ru'), 'ru') });

export const localizedCollection = (
  build: (t: Translate, locale: Locale) => readonly SeedEntry[],
): CollectionSeed => ({ uz: build(translator('uz'), 'uz'), ru: build(translator('ru'), 'ru') });

/** The site's public origin, used in canonical urls and structured data. */
export const SITE_ORIGIN = 'https://omad.uz';

export const SUPPORT_TELEGRAM = 'https://t.me/omad_support';
export const SUPPORT_PHONE = '+998 71 200 77 77';
export const SUPPORT_EMAIL = 'support@omad.uz';
