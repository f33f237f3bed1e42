// Helpers of the games hall specs beyond @omad/e2e: the remote's own texts in both languages,
// the platform's catalogue read as the page reads it, and a player with money on the main
// balance.
import { expect, type Page } from '@playwright/test';
import { apiPath, callApi, newPlayer } from '@omad/e2e';
import { ru } from '../src/i18n/ru';
import { uz } from '../src/i18n/uz';

export const TEXTS = { uz, ru } as const;

type CatalogueGame = Readonly<{ sysname: string; name: string; has_demo?: boolean }>;

/** One page of games.get as the platform answers it (checked, not trusted). */
export const gamesPage = async (
  page: Page,
  options: Record<string, unknown>,
): Promise<{ items: CatalogueGame[]; count: number }> => {
  const response = await page.request.get(
    apiPath('games.get', { options: JSON.stringify(options) }),
  );
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  const data = (body as { data?: { items?: unknown; count?: unknown } }).data;
  expect(Array.isArray(data?.items)).toBe(true);
  return { items: data?.items as CatalogueGame[], count: Number(data?.count) };
};

/** A registered, signed-in player with `amount` on the main balance. */
export const playerWithMoney = (page: Page, amount = '100000') => newPlayer(page, amount);

type Round = { id: string; game: { sysname: string }; balance_after: string };

/** The player's rounds as games.getHistory answers them. */
export const roundsOf = async (page: Page): Promise<Round[]> => {
  const { status, json } = await callApi(page.request, 'games.getHistory');
  expect(status, JSON.stringify(json)).toBe(200);
  return (json as { data: { items: Round[] } }).data.items;
};

// Latin to Russian Cyrillic as a Russian speaker would spell a game's name.
const DIGRAPHS: readonly (readonly [string, string])[] = [
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['oo', 'у'],
  ['ee', 'и'],
];
const LETTERS: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'дж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  y: 'и',
  z: 'з',
};

/** 'Golden Dragon' → 'голден драгон'. */
export const cyrillicSpelling = (name: string): string => {
  let text = name.toLowerCase();
  for (const [latin, cyrillic] of DIGRAPHS) text = text.replaceAll(latin, cyrillic);
  return [...text].map((letter) => LETTERS[letter] ?? letter).join('');
};

/** The name with one letter of its longest word dropped: a typo. */
export const withTypo = (name: string): string => {
  const words = name.split(' ');
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  const at = Math.floor(longest.length / 2);
  return words
    .map((word) => (word === longest ? word.slice(0, at) + word.slice(at + 1) : word))
    .join(' ');
};
