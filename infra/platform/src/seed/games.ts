// The seeded catalogue: 2400 games built deterministically from word lists (a few of them
// well-known titles players search for), plus the sportsbook entry `dgt_sportsbook` the
// shell queries to detect the sportsbook.
import type { Queryable } from '../db/db';
import { searchKey, searchSkeleton } from '../domain/search-keys';
import { gameCoverUrl } from '../media/routes';
import { LOCAL_NAMES, WELL_KNOWN } from './game-titles';
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
  /** What overrides the game's own name (per locale) and image (spec section 3). */
  readonly description?: GameDescriptionSeed;
}

export interface GameDescriptionSeed {
  readonly name?: Readonly<{ uz: string; ru: string }>;
  readonly img_288_192?: string;
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

const withWellKnownTitles = (ranked: readonly GameSeed[]): GameSeed[] => {
  const games = [...ranked];
  for (const title of WELL_KNOWN) {
    const index = games.findIndex(
      (game) =>
        game.provider === title.provider &&
        game.type === title.type &&
        !WELL_KNOWN.some((known) => known.name === game.name),
    );
    const replaced = games[index];
    if (!replaced) throw new Error(`no ${title.type} game of ${title.provider} to replace`);
    games[index] = {
      ...replaced,
      sysname: `${title.provider}_${slug(title.name)}`,
      name: title.name,
      hasDemo: title.hasDemo,
      categories: [
        ...replaced.categories.filter((tag) => tag === 'popular' || tag === 'new'),
        typeCategory[title.type],
        ...title.tags,
      ],
      description: { img_288_192: gameCoverUrl(`${title.provider}_${slug(title.name)}`) },
    };
  }
  return games.map((game) => {
    const name = LOCAL_NAMES[game.sysname];
    return name
      ? { ...game, description: { name, img_288_192: gameCoverUrl(game.sysname) } }
      : game;
  });
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
  const ranked = withWellKnownTitles(
    order.map(({ game }, rank) => ({
      ...game,
      position: rank + 1,
      categories: rank < 120 ? ['popular', ...game.categories] : game.categories,
    })),
  );
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

/** What search matches a game by: its name and its localized names, folded. */
const searchKeyOf = (game: GameSeed): string => {
  const names = [game.name, game.description?.name?.uz, game.description?.name?.ru];
  const keys = names.filter((name) => name !== undefined).map(searchKey);
  return [...new Set(keys)].join(' ');
};

/** Each provider's capabilities as getProviders answers them, counted from its games. */
const gameParamsOf = (games: readonly GameSeed[], provider: (typeof providers)[number]) => {
  const own = games.filter((game) => game.provider === provider.sysname);
  return {
    has_demo: own.some((game) => game.hasDemo),
    has_freespins: provider.hasFreespins,
    is_mobile_supported: true,
    game_count: own.length,
  };
};

const GAME_COLUMNS = [
  'sysname',
  'name',
  'provider',
  'type',
  'categories',
  'has_demo',
  'position',
  'search_key',
  'search_skeleton',
  'description',
] as const;

/**
 * Writes the generated games (new ones inserted, existing ones brought up to date), drops games
 * the generator no longer makes, and refreshes the providers' counts and search keys.
 */
export const syncCatalogue = async (db: Queryable): Promise<void> => {
  const games = generateGames();
  for (const provider of providers) {
    const key = searchKey(provider.name);
    await db.query(
      `update providers set game_params = $2::jsonb, search_key = $3, search_skeleton = $4
       where sysname = $1`,
      [provider.sysname, JSON.stringify(gameParamsOf(games, provider)), key, searchSkeleton(key)],
    );
  }
  const width = GAME_COLUMNS.length;
  for (let start = 0; start < games.length; start += 400) {
    const batch = games.slice(start, start + 400);
    const rows = batch.map(
      (_, row) =>
        `(${GAME_COLUMNS.map((column, col) => `$${row * width + col + 1}${column === 'description' ? '::jsonb' : ''}`).join(', ')})`,
    );
    await db.query(
      `insert into games (${GAME_COLUMNS.join(', ')}) values ${rows.join(', ')}
       on conflict (sysname) do update set ${GAME_COLUMNS.filter((column) => column !== 'sysname')
         .map((column) => `${column} = excluded.${column}`)
         .join(', ')}`,
      batch.flatMap((game) => {
        const key = searchKeyOf(game);
        return [
          game.sysname,
          game.name,
          game.provider,
          game.type,
          game.categories,
          game.hasDemo,
          game.position,
          key,
          searchSkeleton(key),
          game.description ? JSON.stringify(game.description) : null,
        ];
      }),
    );
  }
  await db.query('delete from games where sysname <> all($1::text[])', [
    games.map((game) => game.sysname),
  ]);
};

/** The first seed: categories, providers, then the games. */
export const seedCatalogue = async (db: Queryable): Promise<void> => {
  for (const category of categories) {
    await db.query(
      'insert into game_categories (id, sysname, name_uz, name_ru, position) values ($1, $2, $3, $4, $5)',
      [category.id, category.sysname, category.uz, category.ru, category.position],
    );
  }
  for (const [position, provider] of providers.entries()) {
    await db.query(
      `insert into providers (sysname, name, types, game_params, position)
       values ($1, $2, $3, '{}'::jsonb, $4)`,
      [provider.sysname, provider.name, provider.types, position + 1],
    );
  }
  await syncCatalogue(db);
};

/**
 * Brings a catalogue seeded before search keys, descriptions and the well-known titles up to
 * date; a catalogue seeded by this code already is (no game lacks its search key).
 */
export const upgradeCatalogue = async (db: Queryable): Promise<void> => {
  const [stale] = await db.query("select 1 from games where search_key = '' limit 1");
  if (stale) await syncCatalogue(db);
};
