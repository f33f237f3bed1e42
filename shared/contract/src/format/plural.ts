// Plural forms for the two site languages: Russian picks one of three forms by the
// number, Uzbek keeps the noun singular after a numeral, so it needs one form.
//
// Deprecated: texts count through i18next's plural keys (key_one, key_few, key_many,
// key_other, chosen by Intl.PluralRules from `count`), and no app here calls these. They stay
// exported because remotes built against contract 2.x may; removing them needs the next major.

/** Russian forms in the order one, few, many: ['ставка', 'ставки', 'ставок']. */
export type RussianForms = readonly [one: string, few: string, many: string];

/**
 * Picks the Russian form for n: 1, 21, 101 -> one; 2-4, 22-24 -> few; 0, 5-20, 11-14,
 * 111 -> many. Fractions take the few form ('1,5 ставки'), as Russian grammar has it.
 */
export const pluralRu = (n: number, forms: RussianForms): string => {
  const [one, few, many] = forms;
  if (!Number.isInteger(n)) return few;
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
};

/**
 * Picks the plural form for a locale. 'ru' uses the three Russian forms (a missing form
 * falls back to the last one given); every other locale, Uzbek included, uses the
 * first form, since Uzbek nouns stay singular after a number ('5 ta stavka').
 */
export const plural = (
  locale: string,
  n: number,
  forms: readonly [string, ...string[]],
): string => {
  const [first] = forms;
  if (locale !== 'ru') return first;
  const at = (index: number): string => forms[Math.min(index, forms.length - 1)] ?? first;
  return pluralRu(n, [at(0), at(1), at(2)]);
};
