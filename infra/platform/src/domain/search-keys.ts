// How names are spelled for search: a folded key that reads the same whichever way a sound is
// written (Cyrillic transliterated; w/v, c/k/s, ph/f, y/i, oo/ou/u, doubled letters, punctuation), and
// its consonant skeleton, which also survives the vowels a phonetic spelling changes
// ("крейзи тайм" → "krz tm" ← "Crazy Time"). The catalogue stores both for each game and
// provider (seed/games.ts); a query is folded the same way (domain/game-search.ts).
import { transliterate } from './transliteration';

const FOLDS: readonly (readonly [RegExp, string])[] = [
  [/['’ʻʼ`]/g, ''],
  [/&/g, ' and '],
  [/[^a-z0-9]+/g, ' '],
  [/shch|sch/g, 'sh'],
  [/dzh|zh/g, 'j'],
  [/ph/g, 'f'],
  [/kh/g, 'h'],
  [/th/g, 't'],
  [/ck/g, 'k'],
  [/qu/g, 'kv'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/c(?=[eiy])/g, 's'],
  [/c(?!h)/g, 'k'],
  [/q/g, 'k'],
  [/ee/g, 'i'],
  [/oo|ou/g, 'u'],
  [/y/g, 'i'],
  [/([a-z])\1+/g, '$1'],
  [/\s+/g, ' '],
];

/** The folded spelling: 'Sweet Bonanza' and 'Свит Бонанза' both give 'svit bonanza'. */
export const searchKey = (text: string): string =>
  FOLDS.reduce(
    (key, [pattern, replacement]) => key.replace(pattern, replacement),
    ` ${transliterate(text).toLowerCase()} `,
  ).trim();

/** A key's consonants (a word's first letter kept): 'krazi time' → 'krz tm'. */
export const searchSkeleton = (key: string): string =>
  key
    .split(' ')
    .map((word) =>
      (word.charAt(0) + word.slice(1).replace(/[aeiou]/g, '')).replace(/([a-z])\1+/g, '$1'),
    )
    .filter((word) => word !== '')
    .join(' ');
