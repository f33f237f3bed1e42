// Test support for this remote's component tests (not bundled: only tests import it): the
// contract's test host with mf-gamehall's texts, a scripted catalogue that pages and filters
// like the platform, and helpers to start the router at a URL and read where it went.
import { answer, createTestRemote } from '@omad/contract/testing';
import type { PlatformCall, PlatformHandler, TestRemoteOptions } from '@omad/contract/testing';
import type {
  Game,
  GameRound,
  Jackpot,
  Leaderboard,
  LeaderboardRow,
  Tournament,
  Win,
} from '@omad/contract/api';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';

export { LocationProbe, StartAt, accountFixture, answer, refusal } from '@omad/contract/testing';
export type { PlatformCall } from '@omad/contract/testing';

type Options = Pick<
  TestRemoteOptions,
  'locale' | 'platform' | 'cms' | 'session' | 'location' | 'overrides' | 'fallback'
>;

export const createTestHost = (options: Options = {}) =>
  createTestRemote({
    ...options,
    remoteName: 'mf-gamehall',
    namespace: 'gamehall',
    resources: { uz, ru },
  });

/** A catalogue game; `index` makes its sysname and name. */
export const gameFixture = (index: number, overrides: Partial<Game> = {}): Game => ({
  sysname: `game_${index}`,
  name: `Game ${index}`,
  image_url: `/api/_media/game/game_${index}.svg`,
  provider: index % 2 === 0 ? 'pragmatic' : 'evolution',
  type: index % 3 === 0 ? 'live' : 'slot',
  categories: index % 5 === 0 ? ['popular'] : [],
  has_demo: true,
  description: null,
  ...overrides,
});

export const catalogueFixture = (count: number): Game[] =>
  Array.from({ length: count }, (_, index) => gameFixture(index));

/** The games.get options a call sent. */
export const gamesOptionsOf = (call: PlatformCall) =>
  JSON.parse(call.fields['options'] ?? '{}') as Readonly<{
    offset?: number;
    count?: number;
    category?: string;
    providers?: string[];
    type?: string;
    search?: string;
    sysname?: string | string[];
  }>;

/** games.get over `games`, filtered and paged as the platform does. */
export const catalogueHandler =
  (games: readonly Game[]): PlatformHandler =>
  (call) => {
    const options = gamesOptionsOf(call);
    const sysnames = options.sysname === undefined ? null : new Set([options.sysname].flat());
    const found = games.filter(
      (game) =>
        (sysnames === null || sysnames.has(game.sysname)) &&
        (!options.category || (game.categories ?? []).includes(options.category)) &&
        (!options.providers || options.providers.includes(game.provider ?? '')) &&
        (!options.type || options.type === 'all' || game.type === options.type),
    );
    const offset = options.offset ?? 0;
    return answer({
      items: found.slice(offset, offset + (options.count ?? 24)),
      count: found.length,
    });
  };

export const providersFixture = [
  {
    sysname: 'pragmatic',
    name: 'Pragmatic Play',
    game_params: { game_count: 1200, has_demo: true },
  },
  { sysname: 'evolution', name: 'Evolution', game_params: { game_count: 310 } },
];

export const categoriesFixture = [
  { id: 2, sysname: 'new', name: 'Yangi', position: 2 },
  { id: 1, sysname: 'popular', name: 'Ommabop', position: 1 },
];

/** CMS games-config as the seed has it, with a page size. */
export const gamesConfigFixture = (pageSize = 24) => ({
  hallView: 'grid',
  itemView: 'default',
  pageSize,
  fullScreenOption: 'all',
  sportsbookSysname: 'dgt_sportsbook',
  gameTypes: [
    { type: 'all', label: 'Hammasi' },
    { type: 'casino', label: 'Kazino' },
    { type: 'slot', label: 'Slotlar' },
    { type: 'live', label: 'Jonli kazino' },
    { type: 'fast', label: "Tezkor o'yinlar" },
  ],
  categories: [],
  demoMode: { isEnabled: true, buttonTitle: 'Demo', notice: 'Demo' },
  texts: {
    playButton: "O'ynash",
    favouritesTitle: "Sevimli o'yinlar",
    favouritesEmpty: "Yoqqan o'yinlarni yurakcha bilan belgilang.",
    loadMore: "Yana ko'rsatish",
  },
});

/** A round of the player's history. */
export const roundFixture = (id: number, sysname: string): GameRound => ({
  id: `r${id}`,
  game: { sysname, name: sysname, provider: 'pragmatic' },
  mode: 'real',
  currency: 'UZS',
  bet: '1000.00',
  win: '0.00',
  balance_before: '10000.00',
  balance_after: '9000.00',
  created_at: new Date(Date.UTC(2026, 10, 25, 12, 0, 0) - id * 60_000).toISOString(),
});

/** A jackpot as jackpots.get answers it. */
export const jackpotFixture = (id: number, overrides: Partial<Jackpot> = {}): Jackpot => ({
  id,
  sysname: ['mega', 'major', 'mini'][id - 1] ?? `jackpot_${id}`,
  description: { title: `Jackpot ${id}`, summary: `Summary ${id}` },
  amount: { amount: `${id}000000.00`, currency: 'UZS' },
  seed_amount: { amount: '1000000.00', currency: 'UZS' },
  contribution_percent: '0.50',
  games: ['game_1', 'game_2'],
  last_won_at: null,
  ...overrides,
});

/** A win of the winners feed. */
export const winFixture = (id: number, overrides: Partial<Win> = {}): Win => ({
  id,
  kind: 'round',
  player: `Pla***${id}`,
  game: { sysname: `game_${id}`, name: `Game ${id}`, image_url: null },
  amount: { amount: `${id}50000.00`, currency: 'UZS' },
  multiplier: '25.00',
  jackpot: null,
  created_at: new Date(Date.UTC(2026, 10, 25, 12, 0, 0) - id * 60_000).toISOString(),
  ...overrides,
});

const DAY = 86_400_000;

/** A tournament `phase` relative to now: active (began a day ago), upcoming or finished. */
export const tournamentFixture = (
  id: number,
  phase: 'active' | 'upcoming' | 'finished' = 'active',
  overrides: Partial<Tournament> = {},
): Tournament => {
  const start = Date.now() + { active: -DAY, upcoming: 2 * DAY, finished: -9 * DAY }[phase];
  return {
    id,
    sysname: `cup_${id}`,
    description: {
      title: `Cup ${id}`,
      summary: `The cup ${id}`,
      rules: ['Play the games.', 'The best win.'],
    },
    status: phase,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 7 * DAY).toISOString(),
    rule: 'total_bet',
    min_bet: null,
    prize_pool: { amount: '35000000.00', currency: 'UZS' },
    prizes: [
      { from: 1, to: 1, amount: { amount: '20000000.00', currency: 'UZS' } },
      { from: 2, to: 2, amount: { amount: '10000000.00', currency: 'UZS' } },
      { from: 3, to: 7, amount: { amount: '1000000.00', currency: 'UZS' } },
    ],
    games: ['game_1', 'game_2', 'game_3'],
    participants: 42,
    is_participating: false,
    ...overrides,
  };
};

/** A leaderboard row. */
export const leaderRow = (
  place: number,
  overrides: Partial<LeaderboardRow> = {},
): LeaderboardRow => ({
  place,
  player: `Pla***${place}`,
  score: `${(100 - place) * 1000}.00`,
  rounds: 5,
  prize: place <= 2 ? { amount: `${place * 1000000}.00`, currency: 'UZS' } : null,
  is_self: false,
  ...overrides,
});

/** A leaderboard of `ranked` players, the top `shown` of them in items. */
export const leaderboardFixture = (
  tournamentId: number,
  ranked: number,
  self: LeaderboardRow | null = null,
  shown = Math.min(ranked, 20),
): Leaderboard => ({
  tournament_id: tournamentId,
  rule: 'total_bet',
  currency: 'UZS',
  items: Array.from({ length: shown }, (_, index) => leaderRow(index + 1)),
  count: ranked,
  self,
  updated_at: new Date().toISOString(),
});
