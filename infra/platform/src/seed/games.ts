// The seeded catalogue: 2400 games built deterministically from word lists, plus the
// sportsbook entry `dgt_sportsbook` the shell queries to detect the sportsbook.
import type { Queryable } from '../db/db';
import * as words from './game-words';
import { categories, providers } from './providers';
import type { GameType } from './providers';
import { seededRandom } from './random';
import type { Random } from './random';

export interface GameSeed {
  readonly sysname: string;
  readonly name: string;
  readonly provider: string;
  readonly type: GameType;
  readonly categories: readonly string[];
  readonly hasDemo: boolean;
  /** Lower is shown first. */
  readonly position: number;
}

export const SPORTSBOOK_SYSNAME = 'dgt_sportsbook';
const typeMix: readonly [GameType, number][] = [
  ['slot', 1560],
  ['casino', 290],
  ['live', 310],
  ['fast', 240],
];

const nameFor = (type: GameType, random: Random): string => {
  switch (type) {
    case 'slot': {
      const title = random.chance(0.06)
        ? `Book of ${random.pick(words.bookNouns)}`
        : `${random.pick(words.slotAdjectives)} ${random.pick(words.slotNouns)}`;
      return `${title} ${random.pick(words.slotSuffixes)}`.trim();
    }
    case 'casino':
      return `${random.pick(words.tableVariants)} ${random.pick(words.tableGames)} ${random.pick(words.tableSuffixes)}`.trim();
    case 'live':
      return random.chance(0.25)
        ? random.pick(words.liveShows)
        : `${random.pick(words.tableVariants)} ${random.pick(words.tableGames)} Live`;
    default:
      return `${random.pick(words.fastPrefixes)} ${random.pick(words.fastGames)} ${random.pick(words.fastSuffixes)}`.trim();
  }
};

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const typeCategory: Record<GameType, string> = {
  slot: 'slots',
  casino: 'table',
  live: 'live',
  fast: 'fast',
  sportsbook: '',
};

const categoriesFor = (type: GameType, name: string, random: Random): string[] => {
  const tags = [typeCategory[type]];
  if (random.chance(0.06)) tags.push('new');
  if (type === 'slot' && (name.includes('Jackpot') || random.chance(0.04))) tags.push('jackpot');
  if (name.includes('Megaways')) tags.push('megaways');
  if (type === 'slot' && random.chance(0.15)) tags.push('bonus_buy');
  return tags;
};

/** The same 2401 games on every call. */
export const generateGames = (): GameSeed[] => {
  const random = seededRandom(20_340_234);
  const taken = new Set<string>();
  const games: GameSeed[] = [];
  for (const [type, count] of typeMix) {
    const makers = providers.filter((provider) => provider.types.includes(type));
    for (let index = 0; index < count; index += 1) {
      const base = nameFor(type, random);
      let name = base;
      for (let sequel = 2; taken.has(name); sequel += 1) name = `${base} ${sequel}`;
      taken.add(name);
      const provider = random.pick(makers).sysname;
      games.push({
        sysname: `${provider}_${slug(name)}`,
        name,
        provider,
        type,
        categories: categoriesFor(type, name, random),
        hasDemo: type !== 'live' && random.chance(0.85),
        position: 0,
      });
    }
  }
  // Popularity order: a seeded shuffle; the first 120 are the "popular" category.
  const order = games.map((game) => ({ game, key: random.next() })).sort((a, b) => a.key - b.key);
  const ranked = order.map(({ game }, rank) => ({
    ...game,
    position: rank + 1,
    categories: rank < 120 ? ['popular', ...game.categories] : game.categories,
  }));
  const sportsbook: GameSeed = {
    sysname: SPORTSBOOK_SYSNAME,
    name: 'Sportsbook',
    provider: 'omad_sport',
    type: 'sportsbook',
    categories: [],
    hasDemo: false,
    position: 0,
  };
  return [...ranked, sportsbook];
};

export const seedCatalogue = async (db: Queryable): Promise<void> => {
  const games = generateGames();
  for (const category of categories) {
    await db.query(
      'insert into game_categories (id, sysname, name_uz, name_ru, position) values ($1, $2, $3, $4, $5)',
      [category.id, category.sysname, category.uz, category.ru, category.position],
    );
  }
  for (const [position, provider] of providers.entries()) {
    const own = games.filter((game) => game.provider === provider.sysname);
    const gameParams = {
      has_demo: own.some((game) => game.hasDemo),
      has_freespins: provider.hasFreespins,
      is_mobile_supported: true,
      game_count: own.length,
    };
    await db.query(
      'insert into providers (sysname, name, types, game_params, position) values ($1, $2, $3, $4::jsonb, $5)',
      [provider.sysname, provider.name, provider.types, JSON.stringify(gameParams), position + 1],
    );
  }
  for (let start = 0; start < games.length; start += 400) {
    const batch = games.slice(start, start + 400);
    const rows = batch.map(
      (_, row) => `(${[1, 2, 3, 4, 5, 6, 7].map((col) => `$${row * 7 + col}`).join(', ')})`,
    );
    await db.query(
      `insert into games (sysname, name, provider, type, categories, has_demo, position) values ${rows.join(', ')}`,
      batch.flatMap((game) => [
        game.sysname,
        game.name,
        game.provider,
        game.type,
        game.categories,
        game.hasDemo,
        game.position,
      ]),
    );
  }
};
