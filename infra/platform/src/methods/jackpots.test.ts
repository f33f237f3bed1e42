// Jackpots in real rounds: they grow by their share of real-money bets on their games, exact
// to the cent; a hit pays the whole amount onto main once through the ledger and starts again
// from the seed amount; a retried round id moves nothing again; free spins and demo rounds
// never take part. Answers parsed with the contract's JackpotSchema and WinSchema.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { JackpotSchema, WinSchema, pageOf } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import { centsOf, decimalOf } from '../domain/money';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, issuesOf, parseWith } from '../testing/api-client';
import {
  freeSlots,
  frameToken,
  fundedPlayer,
  insertJackpot,
  mainOf,
  playOnce,
  rigNext,
} from '../testing/competitions';
import { newRoundId } from '../testing/game-frames';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let clock = Date.now();
let slots: string[] = [];

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
  slots = await freeSlots(platform.db, 6);
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const slot = (index: number): string => slots[index] ?? '';

const jackpotsOf = async (params: Record<string, string> = {}, locale = 'uz') => {
  const answer = await new TestClient(platform.app).call('jackpots.get', params, {
    http: 'GET',
    locale,
  });
  expect(issuesOf(v.array(JackpotSchema), answer.body.data)).toEqual([]);
  return parseWith(v.array(JackpotSchema), answer.body.data);
};

const jackpot = async (id: number) => (await jackpotsOf({ id: String(id) }))[0];

const winners = async (params: Record<string, string> = {}) => {
  const answer = await new TestClient(platform.app).call('jackpots.getWinners', params, {
    http: 'GET',
  });
  expect(issuesOf(pageOf(WinSchema), answer.body.data)).toEqual([]);
  return parseWith(pageOf(WinSchema), answer.body.data);
};

describe('a jackpot growing', () => {
  it("adds each real bet's share cut to the cent; demo, free spins and others' games add nothing", async () => {
    const id = await insertJackpot(platform.db, {
      games: [slot(0)],
      seed: '5000.00',
      percent: '0.33',
    });
    const usd = await insertJackpot(platform.db, { games: [slot(0)], currency: 'USD' });
    const other = await insertJackpot(platform.db, { games: [slot(1)] });
    const player = await fundedPlayer(platform.app, platform.db, '500000');
    const token = await frameToken(platform.app, player, slot(0));
    let expected = centsOf('5000.00');
    for (const bet of ['1000.00', '2000.00', '5000.00', '25000.00', '1000.00', '10000.00']) {
      await playOnce(platform.app, token, bet);
      // 0.33 % of 1,000 is 3.30; of 25,000, 82.50: whole cents here, cut when not.
      expected += (centsOf(bet) * 33n) / 10_000n;
    }
    expect((await jackpot(id))?.amount).toEqual({ amount: decimalOf(expected), currency: 'UZS' });
    expect(decimalOf(expected)).toBe('5145.20');

    const demo = await frameToken(platform.app, player, slot(0), 'demo');
    await playOnce(platform.app, demo, '25000.00');
    await playOnce(platform.app, await frameToken(platform.app, null, slot(0), 'demo'), '1000.00');
    const granted = await player.client.request('/api/_dev/grant', {
      method: 'POST',
      body: new URLSearchParams({ login: player.email, kind: 'freespins', sysname: slot(0) }),
    });
    expect(granted.status).toBe(200);
    expect((await playOnce(platform.app, token, '1000.00')).funds).toBe('freespins');
    expect((await jackpot(id))?.amount.amount).toBe('5145.20');
    expect((await jackpot(usd))?.amount.amount).toBe('1000.00');
    expect((await jackpot(other))?.amount.amount).toBe('1000.00');
  });

  it('grows once for a round id sent again, which answers its recorded round', async () => {
    const id = await insertJackpot(platform.db, { games: [slot(2)], seed: '1000.00' });
    const player = await fundedPlayer(platform.app, platform.db, '100000');
    const token = await frameToken(platform.app, player, slot(2));
    const roundId = newRoundId();
    const first = await playOnce(platform.app, token, '10000.00', roundId);
    const again = await playOnce(platform.app, token, '10000.00', roundId);
    expect(again).toEqual(first);
    expect((await jackpot(id))?.amount.amount).toBe('1050.00');
  });
});

describe('a jackpot hit', () => {
  it('pays the whole amount onto main once, through the ledger, and starts again', async () => {
    clock += 60_000;
    const id = await insertJackpot(platform.db, {
      games: [slot(3)],
      seed: '20000.00',
      amount: '987654.31',
      percent: '0.50',
    });
    const player = await fundedPlayer(platform.app, platform.db, '100000');
    const token = await frameToken(platform.app, player, slot(3));
    await rigNext(platform.app, player, 'jackpot');
    const roundId = newRoundId();
    const round = await playOnce(platform.app, token, '2000.00', roundId);
    // The hit pays what the jackpot had grown to with this very bet (0.5 % of 2,000 = 10).
    expect(round.jackpot).toEqual({ id, amount: '987664.31' });
    const expectedMain = decimalOf(
      centsOf('100000.00') - centsOf(round.bet) + centsOf(round.win) + centsOf('987664.31'),
    );
    expect(await mainOf(platform.db, player)).toBe(expectedMain);
    expect(round.wallet?.main).toBe(expectedMain);
    const entries = await platform.db.query(
      `select balance, amount::text as amount, reference from ledger_entries
       where account_id = $1 and kind = 'jackpot'`,
      [player.id],
    );
    expect(entries).toEqual([
      {
        balance: 'main',
        amount: '987664.31',
        reference: expect.stringMatching(/^jackpot_hit:\d+$/),
      },
    ]);
    expect(await jackpot(id)).toMatchObject({
      amount: { amount: '20000.00' },
      seed_amount: { amount: '20000.00' },
      last_won_at: new Date(clock).toISOString(),
    });

    // The same round id again answers its round and pays nothing more.
    const again = await playOnce(platform.app, token, '2000.00', roundId);
    expect(again.jackpot).toBeUndefined();
    expect(await mainOf(platform.db, player)).toBe(expectedMain);
    expect((await jackpot(id))?.amount.amount).toBe('20000.00');
    const hits = await platform.db.query('select 1 from jackpot_hits where jackpot_id = $1', [id]);
    expect(hits).toHaveLength(1);
    // The rig was used up: the next round grows the jackpot again and hits nothing.
    expect((await playOnce(platform.app, token, '2000.00')).jackpot).toBeUndefined();
    expect((await jackpot(id))?.amount.amount).toBe('20010.00');

    // The feed has the hit, under the player's masked login.
    const feed = await winners({ jackpot_id: String(id) });
    expect(feed.count).toBe(1);
    expect(feed.items[0]).toMatchObject({
      kind: 'jackpot',
      player: `${player.email.slice(0, 3)}***`,
      game: { sysname: slot(3) },
      amount: { amount: '987664.31', currency: 'UZS' },
      multiplier: null,
      jackpot: { id, title: expect.stringContaining('Sinov jekpoti') },
      created_at: new Date(clock).toISOString(),
    });
  });

  it('waits, rigged, for a round on a covered game', async () => {
    const id = await insertJackpot(platform.db, { games: [slot(4)], seed: '3000.00' });
    const player = await fundedPlayer(platform.app, platform.db, '100000');
    await rigNext(platform.app, player, 'jackpot');
    const elsewhere = await frameToken(platform.app, player, slot(5));
    expect((await playOnce(platform.app, elsewhere, '1000.00')).jackpot).toBeUndefined();
    const covered = await frameToken(platform.app, player, slot(4));
    expect((await playOnce(platform.app, covered, '1000.00')).jackpot).toEqual({
      id,
      amount: '3005.00',
    });
  });
});

describe('jackpots.get', () => {
  it('answers every jackpot in the call locale, one by id, none for an unknown id', async () => {
    const all = await jackpotsOf({}, 'ru');
    expect(all.map((item) => item.sysname).slice(0, 3)).toEqual(['mega', 'major', 'mini']);
    expect(all[0]?.description).toMatchObject({ title: 'Мега-джекпот' });
    expect((await jackpotsOf({ id: '2' }))[0]?.description).toMatchObject({
      title: 'Major jekpot',
    });
    expect(await jackpotsOf({ id: '999999' })).toEqual([]);
    for (const id of ['0', '-1', 'x', '1.5', '99999999999']) {
      const answer = await new TestClient(platform.app).call(
        'jackpots.get',
        { id },
        { http: 'GET' },
      );
      expect(answer.body.error?.error_data).toEqual({ id: ['INVALID'] });
    }
  });
});
