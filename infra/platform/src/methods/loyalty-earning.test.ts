// Points earned in game frames: a fresh real round staked with main or bonus money earns at its
// game type's rate in the player's currency, the remainder carried to the next round; demo
// rounds, free spins and a replayed round id earn nothing. Experience raises the level once,
// with one 'level' notification in the player's locale; the dev helper credits like a round.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/ledger';
import { lockMember, movePoints, pointsMismatches } from '../domain/loyalty-points';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { freeSlots, frameToken, fundedPlayer, playOnce } from '../testing/competitions';
import type { Player } from '../testing/competitions';
import { newRoundId } from '../testing/game-frames';
import { givePoints, loyaltyInfo, toasts } from '../testing/loyalty';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let slot = '';
let live = '';

beforeAll(async () => {
  platform = await createTestPlatform();
  [slot = ''] = await freeSlots(platform.db, 1);
  const [game] = await platform.db.query<{ sysname: string }>(
    "select sysname from games where type = 'live' order by sysname limit 1",
  );
  live = game?.sysname ?? '';
}, START_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerMismatches(platform.db)).toEqual([]);
  expect(await pointsMismatches(platform.db)).toEqual([]);
});
afterAll(() => platform?.close());

const standing = async (player: Player) => {
  const info = await loyaltyInfo(player.client);
  return { points: info.points, expCount: info.expCount, level: info.level };
};

/** Plays `bets` in one frame of `sysname`; answers each round's funds. */
const play = async (player: Player, sysname: string, bets: readonly string[]) => {
  const token = await frameToken(platform.app, player, sysname);
  const funds: string[] = [];
  for (const bet of bets) funds.push((await playOnce(platform.app, token, bet)).funds);
  return funds;
};

const dev = (path: string, fields: Record<string, string>) =>
  new TestClient(platform.app).request(`/api/_dev/${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

describe('points from rounds', () => {
  it('earns one point per UZS 1 000 on a slot, the remainder carried to the next round', async () => {
    const player = await fundedPlayer(platform.app, platform.db, '1000000');
    expect(await play(player, slot, ['25000.00', '2000.00'])).toEqual(['main', 'main']);
    expect(await standing(player)).toEqual({ points: 27, expCount: 27, level: 1 });
    // Points count stakes only: a round earns the same whatever the paytable drew.
    await play(player, slot, ['1000.00']);
    expect((await standing(player)).points).toBe(28);
    const [row] = await platform.db.query<{ staked_standard: string }>(
      'select staked_standard::text as staked_standard from loyalty_members where account_id = $1',
      [player.id],
    );
    expect(row?.staked_standard).toBe('28000.00');
  });

  it('earns on live games at UZS 2 000 a point, counted apart from slots', async () => {
    const player = await fundedPlayer(platform.app, platform.db, '1000000');
    // 1 000 + 2 000 + 2 000 live = 5 000: two points, 1 000 carried to the next live round.
    await play(player, live, ['1000.00', '2000.00', '2000.00']);
    expect((await standing(player)).points).toBe(2);
    const [row] = await platform.db.query<{ staked_live: string; staked_standard: string }>(
      `select staked_live::text as staked_live, staked_standard::text as staked_standard
       from loyalty_members where account_id = $1`,
      [player.id],
    );
    expect(row).toEqual({ staked_live: '5000.00', staked_standard: '0.00' });
    await play(player, live, ['1000.00']);
    expect((await standing(player)).points).toBe(3);
  });

  it('earns in USD per 1.00 staked: five bets of 0.20 are one point', async () => {
    const player = await fundedPlayer(platform.app, platform.db, '100', 'USD');
    await play(player, slot, ['0.20', '0.20', '0.20', '0.20']);
    expect((await standing(player)).points).toBe(0);
    await play(player, slot, ['0.20', '5.00']);
    expect(await standing(player)).toEqual({ points: 6, expCount: 6, level: 1 });
    const info = await loyaltyInfo(player.client);
    expect(info.points_value).toEqual({ amount: '0.06', currency: 'USD' });
  });

  it('earns on bonus money, but nothing on free spins, demo rounds or a replayed round id', async () => {
    const player = await fundedPlayer(platform.app, platform.db, '100000');
    const granted = await dev('grant', {
      login: player.email,
      kind: 'freespins',
      sysname: slot,
      count: '2',
    });
    expect(granted.status).toBe(200);
    expect(await play(player, slot, ['1000.00', '1000.00'])).toEqual(['freespins', 'freespins']);
    expect((await standing(player)).points).toBe(0);

    const demo = await frameToken(platform.app, player, slot, 'demo');
    await playOnce(platform.app, demo, '25000.00');
    expect((await standing(player)).points).toBe(0);

    const token = await frameToken(platform.app, player, slot);
    const roundId = newRoundId();
    await playOnce(platform.app, token, '5000.00', roundId);
    await playOnce(platform.app, token, '5000.00', roundId);
    expect((await standing(player)).points).toBe(5);
    const entries = await platform.db.query<{ kind: string; points: number; reference: string }>(
      `select kind, points::int as points, reference from loyalty_points_entries
       where account_id = $1`,
      [player.id],
    );
    expect(entries).toEqual([{ kind: 'round', points: 5, reference: `round:${roundId}` }]);

    const bonus = await dev('grant', { login: player.email, kind: 'bonus', amount: '50000' });
    const activated = await player.client.call('bonuses.activate', {
      bonus_id: String((bonus.body.data as { id: number }).id),
    });
    expect(activated.status).toBe(200);
    expect(await play(player, slot, ['10000.00'])).toEqual(['bonus']);
    expect((await standing(player)).points).toBe(15);
  });
});

describe('levels', () => {
  it('rise with experience, with one level notification in the locale, and are never lost', async () => {
    const player = await fundedPlayer(platform.app, platform.db, '1000000');
    await platform.db.query("update accounts set locale = 'ru' where id = $1", [player.id]);
    await toasts(player.client);
    expect(await givePoints(platform.app, player.email, 199)).toEqual({
      points: 199,
      expCount: 199,
      level: 1,
    });
    expect(await toasts(player.client)).toEqual([]);
    await play(player, slot, ['1000.00']);
    expect(await standing(player)).toEqual({ points: 200, expCount: 200, level: 2 });
    expect(await toasts(player.client)).toEqual([
      {
        trigger: 'level',
        type: 'credit',
        title: 'Новый уровень: Бронза',
        message: 'Поздравляем! Вы достигли уровня «Бронза».',
        amount: 2,
        amountType: 'level',
        image: null,
      },
    ]);
    await play(player, slot, ['2000.00', '5000.00']);
    expect(await toasts(player.client)).toEqual([]);

    // Spending points leaves the experience and the level as they were.
    await platform.db.transaction(async (tx) => {
      await lockMember(tx, player.id, Date.now());
      await movePoints(tx, {
        accountId: player.id,
        kind: 'purchase',
        points: -200,
        reference: 'test:spend',
        at: Date.now(),
      });
    });
    expect(await standing(player)).toEqual({ points: 7, expCount: 207, level: 2 });
  });

  it('jumps straight to the level reached, with one notification, in uz by default', async () => {
    const player = await fundedPlayer(platform.app, platform.db, '1');
    await toasts(player.client);
    expect((await givePoints(platform.app, player.email, 60_000)).level).toBe(5);
    expect(await toasts(player.client)).toEqual([
      expect.objectContaining({
        trigger: 'level',
        title: 'Yangi daraja: Brilliant',
        message: 'Tabriklaymiz! Siz «Brilliant» darajasiga chiqdingiz.',
        amount: 5,
      }),
    ]);
    expect(await givePoints(platform.app, player.email, 1)).toEqual({
      points: 60_001,
      expCount: 60_001,
      level: 5,
    });
  });
});

describe('POST /api/_dev/points', () => {
  it('credits through the points ledger, a reference of its own per call', async () => {
    const player = await fundedPlayer(platform.app, platform.db, '1');
    await givePoints(platform.app, player.email, 10);
    await givePoints(platform.app, player.email, 10);
    const entries = await platform.db.query<{ kind: string; reference: string }>(
      'select kind, reference from loyalty_points_entries where account_id = $1',
      [player.id],
    );
    expect(entries.map((entry) => entry.kind)).toEqual(['adjustment', 'adjustment']);
    expect(new Set(entries.map((entry) => entry.reference)).size).toBe(2);
    expect((await standing(player)).points).toBe(20);
  });

  it('refuses an unknown login and points that are not a positive whole number', async () => {
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ login: 'ghost@omad.uz', points: '5' }, { login: ['NOT_FOUND'] }],
      [{ login: 'player@omad.uz' }, { points: ['REQUIRED'] }],
      [{ login: 'player@omad.uz', points: '0' }, { points: ['INVALID'] }],
      [{ login: 'player@omad.uz', points: '-5' }, { points: ['INVALID'] }],
      [{ login: 'player@omad.uz', points: '2.5' }, { points: ['INVALID'] }],
      [{ login: 'player@omad.uz', points: '99999999' }, { points: ['INVALID'] }],
    ];
    for (const [fields, errorData] of cases) {
      const answer = await dev('points', fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error?.error_data).toEqual(errorData);
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestPlatform({ production: true });
    try {
      const answer = await new TestClient(production.app).request('/api/_dev/points', {
        method: 'POST',
        body: new URLSearchParams({ login: 'player@omad.uz', points: '5' }),
      });
      expect(answer.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
