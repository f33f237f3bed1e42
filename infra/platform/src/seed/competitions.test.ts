// Seed step 0010 as a fresh start serves it: three jackpots and three tournaments (active,
// upcoming, finished) covering the game the e2e tests play, their tables, two weeks of the
// feed, players that cannot sign in, and the finished tournament's prizes paid once by the
// sweep through the ledger. Answers parsed with the contract's schemas.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  GameSchema,
  JackpotSchema,
  LeaderboardSchema,
  TournamentSchema,
  WinSchema,
  pageOf,
} from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import { centsOf, decimalOf } from '../domain/money';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, parseWith } from '../testing/api-client';
import { createTestPlatform } from '../testing/test-platform';
import { SEED_PLAYER_NAMES } from './competition-players';

let platform: Platform;
let client: TestClient;

beforeAll(async () => {
  platform = await createTestPlatform();
  client = new TestClient(platform.app);
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const get = async <T>(
  schema: v.GenericSchema<unknown, T>,
  method: string,
  params: Record<string, string> = {},
  locale = 'uz',
): Promise<T> =>
  parseWith(schema, (await client.call(method, params, { http: 'GET', locale })).body.data);

/** The game the e2e specs play: the first popular game with a demo, as games.get lists them. */
const e2eGame = async (): Promise<string> => {
  const options = JSON.stringify({ category: 'popular', count: 40 });
  const page = await get(pageOf(GameSchema), 'games.get', { options });
  const game = page.items.find((item) => item.has_demo);
  if (!game) throw new Error('no popular game with a demo');
  return game.sysname;
};

const slotsWithDemo = async (sysnames: readonly string[]) =>
  platform.db.query<{ sysname: string }>(
    `select sysname from games where sysname = any($1::text[]) and type = 'slot' and has_demo`,
    [sysnames],
  );

describe('the seeded jackpots', () => {
  it('are Mega, Major and Mini in UZS, each covering the e2e game and popular slots', async () => {
    const jackpots = await get(v.array(JackpotSchema), 'jackpots.get', {}, 'ru');
    const game = await e2eGame();
    expect(game).toBe('pixelfox_aero_rocket_rush');
    expect(
      jackpots.map((jackpot) => [jackpot.id, jackpot.sysname, jackpot.description.title]),
    ).toEqual([
      [1, 'mega', 'Мега-джекпот'],
      [2, 'major', 'Мажор-джекпот'],
      [3, 'mini', 'Мини-джекпот'],
    ]);
    expect(jackpots.map((jackpot) => jackpot.amount)).toEqual([
      { amount: '152340500.00', currency: 'UZS' },
      { amount: '12480250.00', currency: 'UZS' },
      { amount: '1250000.00', currency: 'UZS' },
    ]);
    expect(jackpots.map((jackpot) => jackpot.contribution_percent)).toEqual([
      '0.50',
      '0.30',
      '0.20',
    ]);
    expect(jackpots.map((jackpot) => jackpot.games.length)).toEqual([24, 18, 12]);
    for (const jackpot of jackpots) {
      expect(jackpot.games[0]).toBe(game);
      expect(await slotsWithDemo(jackpot.games)).toHaveLength(jackpot.games.length - 1);
      expect(jackpot.last_won_at).not.toBeNull();
    }
    const odds = await platform.db.query('select hit_odds from jackpots order by id');
    expect(odds).toEqual([{ hit_odds: 500_000 }, { hit_odds: 50_000 }, { hit_odds: 5_000 }]);
  });
});

describe('the seeded tournaments', () => {
  it('are one active, one upcoming and one finished, on the e2e game, with their tables', async () => {
    const game = await e2eGame();
    const { items } = await get(pageOf(TournamentSchema), 'tournaments.get', {}, 'ru');
    expect(
      items.map((item) => [item.id, item.sysname, item.status, item.rule, item.participants]),
    ).toEqual([
      [1, 'weekly_win_race', 'active', 'total_win', 30],
      [2, 'multiplier_hunt', 'upcoming', 'max_multiplier', 6],
      [3, 'bet_marathon', 'finished', 'total_bet', 25],
    ]);
    expect(items.map((item) => item.prize_pool.amount)).toEqual([
      '50500000.00',
      '13500000.00',
      '27000000.00',
    ]);
    expect(items.map((item) => item.min_bet?.amount ?? null)).toEqual([null, '2000.00', null]);
    for (const item of items) {
      expect(item.games[0]).toBe(game);
      expect(item.games.length).toBeGreaterThanOrEqual(12);
      expect(await slotsWithDemo(item.games)).toHaveLength(item.games.length - 1);
      expect(item.description).toMatchObject({ title: expect.any(String) });
      const rules = item.description.rules as string[];
      expect(rules.length).toBeGreaterThanOrEqual(3);
      const image = await platform.app.request(String(item.description.image));
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect(items[0]?.description.title).toBe('Гонка выигрышей недели');

    const table = await get(LeaderboardSchema, 'leaderboard.get', { tournament_id: '1' });
    expect(table).toMatchObject({ count: 30, self: null, rule: 'total_win' });
    expect(table.items.map((row) => row.place)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    const scores = table.items.map((row) => centsOf(row.score));
    expect(scores).toEqual([...scores].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(table.items.every((row) => SEED_PLAYER_NAMES.includes(row.player))).toBe(true);
    expect(table.items[0]?.prize).toEqual({ amount: '20000000.00', currency: 'UZS' });
  });

  it("pays the finished tournament's prizes to its players once, through the ledger", async () => {
    expect(await platform.sweepTournaments()).toBe(1);
    const paid = await platform.db.query<{ amount: string }>(
      `select amount::text as amount from ledger_entries
       where kind = 'tournament_prize' and reference = 'tournament:3' order by amount desc`,
    );
    expect(paid).toHaveLength(15);
    expect(decimalOf(paid.reduce((sum, row) => sum + centsOf(row.amount), 0n))).toBe('27000000.00');
    expect(await platform.sweepTournaments()).toBe(0);
  });
});

describe('the seeded feed and players', () => {
  it('holds 60 wins of the last two weeks under the players’ fake names', async () => {
    const feed = await get(pageOf(WinSchema), 'jackpots.getWinners', { count: '50' });
    expect(feed.count).toBe(60);
    const oldest = Date.now() - 14 * 86_400_000 - 60_000;
    for (const win of feed.items) {
      expect(SEED_PLAYER_NAMES).toContain(win.player);
      expect(Date.parse(win.created_at)).toBeGreaterThan(oldest);
    }
    const hits = await platform.db.query(
      "select jackpot_id, count(*)::int as n from wins where kind = 'jackpot' group by 1 order by 1",
    );
    expect(hits).toEqual([
      { jackpot_id: 1, n: 1 },
      { jackpot_id: 2, n: 3 },
      { jackpot_id: 3, n: 6 },
    ]);
  });

  it('are 40 accounts that nothing can sign in to', async () => {
    const players = await platform.db.query<{ signable: boolean }>(
      `select (email is not null or phone is not null or telegram_id is not null
         or password_hash is not null
         or exists (select 1 from social_identities s where s.account_id = a.id)) as signable
       from accounts a where fakename = any($1::text[])`,
      [SEED_PLAYER_NAMES],
    );
    expect(players).toHaveLength(40);
    expect(players.every((player) => !player.signable)).toBe(true);
  });
});
