// Tournament scoring in real rounds and leaderboard.get: each rule scores a participant's
// rounds as the pure rule says; rounds before joining, after the end, under min_bet, on free
// spins or demo never count; the table ranks by score, then who got there first; the session's
// own row is there wherever it is. Answers parsed with the contract's LeaderboardSchema.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LeaderboardSchema } from '@omad/contract/api';
import type { Leaderboard } from '@omad/contract/api';
import { scoreAfter } from '../domain/competition-rules';
import { ledgerMismatches } from '../domain/ledger';
import { centsOf, decimalOf } from '../domain/money';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, issuesOf, parseWith } from '../testing/api-client';
import {
  freeSlots,
  frameToken,
  fundedPlayer,
  insertTournament,
  mainOf,
  playOnce,
} from '../testing/competitions';
import type { NewTournament, Player } from '../testing/competitions';
import { createTestPlatform } from '../testing/test-platform';

const HOUR = 3_600_000;
let platform: Platform;
let clock = Date.now();
let games: string[] = [];

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
  games = await freeSlots(platform.db, 3);
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const game = (index: number): string => games[index] ?? '';

const tournamentNow = (fields: Partial<NewTournament> = {}) =>
  insertTournament(platform.db, {
    games: [game(0)],
    rule: 'total_bet',
    startsAt: clock - HOUR,
    endsAt: clock + 2 * HOUR,
    prizes: [
      { from: 1, to: 1, amount: '50000.00' },
      { from: 2, to: 3, amount: '10000.00' },
    ],
    ...fields,
  });

const boardOf = async (client: TestClient, id: number, count?: number): Promise<Leaderboard> => {
  const params: Record<string, string> = { tournament_id: String(id) };
  if (count !== undefined) params.count = String(count);
  const answer = await client.call('leaderboard.get', params, { http: 'GET' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(LeaderboardSchema, answer.body.data)).toEqual([]);
  return parseWith(LeaderboardSchema, answer.body.data);
};

const join = async (player: Player, id: number) => {
  const answer = await player.client.call('tournaments.participate', { tournament_id: String(id) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

const BETS = ['1000.00', '2000.00', '5000.00', '1000.00', '10000.00', '2000.00', '1000.00'];

describe('scoring real rounds', () => {
  it('scores each rule as the pure rule does, counting only what the period and min_bet allow', async () => {
    const ids = {
      total_bet: await tournamentNow({ rule: 'total_bet' }),
      total_win: await tournamentNow({ rule: 'total_win' }),
      max_multiplier: await tournamentNow({ rule: 'max_multiplier' }),
    };
    const minBet = await tournamentNow({ rule: 'total_bet', minBet: '2000.00' });
    const player = await fundedPlayer(platform.app, platform.db, '500000');
    const token = await frameToken(platform.app, player, game(0));
    // Played before joining: never counted.
    await playOnce(platform.app, token, '25000.00');
    for (const id of [...Object.values(ids), minBet]) await join(player, id);
    const rounds = [];
    for (const bet of BETS) rounds.push(await playOnce(platform.app, token, bet));
    // Demo rounds and rounds on another game do not count.
    await playOnce(
      platform.app,
      await frameToken(platform.app, player, game(0), 'demo'),
      '1000.00',
    );
    await playOnce(platform.app, await frameToken(platform.app, player, game(1)), '1000.00');
    for (const [rule, id] of Object.entries(ids)) {
      let expected = '0.00';
      for (const round of rounds) {
        expected = scoreAfter(rule as keyof typeof ids, expected, round.bet, round.win);
      }
      const { self, count } = await boardOf(player.client, id);
      expect({ rule, score: self?.score, rounds: self?.rounds }).toEqual({
        rule,
        score: expected,
        rounds: BETS.length,
      });
      expect(count).toBe(1);
      expect(self).toMatchObject({ place: 1, is_self: true, prize: { amount: '50000.00' } });
    }
    // min_bet 2,000: the three bets of 1,000 are not scoring rounds.
    expect((await boardOf(player.client, minBet)).self).toMatchObject({
      score: '19000.00',
      rounds: 4,
    });
  });

  it('freezes the table at the end: a round after it changes nothing', async () => {
    const id = await tournamentNow({ endsAt: clock + HOUR });
    const player = await fundedPlayer(platform.app, platform.db, '100000');
    await join(player, id);
    const token = await frameToken(platform.app, player, game(0));
    await playOnce(platform.app, token, '5000.00');
    const during = await boardOf(player.client, id);
    clock += HOUR;
    await playOnce(platform.app, token, '10000.00');
    const after = await boardOf(player.client, id);
    expect({ ...after, updated_at: '' }).toEqual({ ...during, updated_at: '' });
    expect(after.self).toMatchObject({ score: '5000.00', rounds: 1 });
  });
});

describe('leaderboard.get', () => {
  it('ranks by score, then who reached it first, then who joined first; self wherever it is', async () => {
    const id = await tournamentNow();
    const players: Player[] = [];
    for (let index = 0; index < 7; index += 1) {
      const player = await fundedPlayer(platform.app, platform.db, '1');
      await player.client.call('account.changefakename', { fakename: `Racer${index}` });
      players.push(player);
    }
    // [score, rounds, scored_at offset, joined_at offset]
    const rows = [
      ['3000.00', 2, 50, 1],
      ['5000.00', 3, 40, 2],
      ['5000.00', 4, 30, 3],
      ['3000.00', 1, 50, 0],
      ['0.00', 0, null, 0],
      ['1000.00', 1, 10, 5],
      // Scored nothing yet (a max_multiplier round that lost): after those who did.
      ['1000.00', 2, null, 0],
    ] as const;
    for (const [index, [score, rounds, scored, joined]] of rows.entries()) {
      await platform.db.query(
        `insert into tournament_participants (tournament_id, account_id, joined_at, score, rounds,
           scored_at)
         values ($1, $2, $3, $4::numeric, $5, $6)`,
        [
          id,
          players[index]?.id,
          clock - HOUR + joined,
          score,
          rounds,
          scored === null ? null : clock - HOUR + scored,
        ],
      );
    }
    const names = players.map((_, index) => `Racer${index}`);
    const top = await boardOf(players[5]?.client ?? new TestClient(platform.app), id, 3);
    expect(top).toMatchObject({ rule: 'total_bet', currency: 'UZS', count: 6 });
    expect(top.items).toEqual([
      {
        place: 1,
        player: names[2],
        score: '5000.00',
        rounds: 4,
        prize: { amount: '50000.00', currency: 'UZS' },
        is_self: false,
      },
      {
        place: 2,
        player: names[1],
        score: '5000.00',
        rounds: 3,
        prize: { amount: '10000.00', currency: 'UZS' },
        is_self: false,
      },
      {
        place: 3,
        player: names[3],
        score: '3000.00',
        rounds: 1,
        prize: { amount: '10000.00', currency: 'UZS' },
        is_self: false,
      },
    ]);
    expect(top.self).toEqual({
      place: 5,
      player: names[5],
      score: '1000.00',
      rounds: 1,
      prize: null,
      is_self: true,
    });
    const all = await boardOf(players[0]?.client ?? new TestClient(platform.app), id);
    expect(all.items.map((row) => row.player)).toEqual([
      names[2],
      names[1],
      names[3],
      names[0],
      names[5],
      names[6],
    ]);
    expect(all.items.find((row) => row.is_self)).toEqual(all.self);
    // A participant without a scoring round: not ranked, its row after the last place.
    expect((await boardOf(players[4]?.client ?? new TestClient(platform.app), id)).self).toEqual({
      place: 7,
      player: names[4],
      score: '0.00',
      rounds: 0,
      prize: null,
      is_self: true,
    });
    expect((await boardOf(new TestClient(platform.app), id)).self).toBeNull();
    const stranger = await fundedPlayer(platform.app, platform.db, '1');
    expect((await boardOf(stranger.client, id)).self).toBeNull();
  });

  it('refuses an unknown or missing tournament and a count out of bounds', async () => {
    const client = new TestClient(platform.app);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ tournament_id: '999999' }, { tournament_id: ['NOT_FOUND'] }],
      [{}, { tournament_id: ['REQUIRED'] }],
      [{ tournament_id: 'x' }, { tournament_id: ['INVALID'] }],
      [{ tournament_id: '1', count: '101' }, { count: ['INVALID'] }],
    ];
    for (const [params, errorData] of cases) {
      const answer = await client.call('leaderboard.get', params, { http: 'GET' });
      expect([answer.status, answer.body.error?.error_data]).toEqual([400, errorData]);
    }
  });
});

describe('the tournament sweep', () => {
  it("pays each ranked place's prize onto main once, and settles the tournament", async () => {
    const id = await tournamentNow({ endsAt: clock + HOUR });
    const winners = [
      await fundedPlayer(platform.app, platform.db, '100000'),
      await fundedPlayer(platform.app, platform.db, '100000'),
    ];
    const bets = ['5000.00', '2000.00'];
    for (const [index, winner] of winners.entries()) {
      await join(winner, id);
      await playOnce(
        platform.app,
        await frameToken(platform.app, winner, game(0)),
        bets[index] ?? '',
      );
    }
    const before = await Promise.all(winners.map((winner) => mainOf(platform.db, winner)));
    await platform.sweepTournaments();
    expect(await prizeEntries(id)).toEqual([]);
    clock += HOUR;
    expect(await platform.sweepTournaments()).toBeGreaterThanOrEqual(1);
    expect(await prizeEntries(id)).toEqual([
      { account_id: winners[0]?.id, amount: '50000.00' },
      { account_id: winners[1]?.id, amount: '10000.00' },
    ]);
    const after = await Promise.all(winners.map((winner) => mainOf(platform.db, winner)));
    expect(
      after.map((main, index) => decimalOf(centsOf(main) - centsOf(before[index] ?? ''))),
    ).toEqual(['50000.00', '10000.00']);
    const [settled] = await platform.db.query<{ settled_at: number }>(
      'select settled_at::float8 as settled_at from tournaments where id = $1',
      [id],
    );
    expect(settled?.settled_at).toBe(clock);
    expect(await platform.sweepTournaments()).toBe(0);
    expect(await prizeEntries(id)).toHaveLength(2);
  });
});

const prizeEntries = (id: number) =>
  platform.db.query(
    `select account_id, amount::text as amount from ledger_entries
     where kind = 'tournament_prize' and reference = $1 order by amount desc`,
    [`tournament:${id}`],
  );
