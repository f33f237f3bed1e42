// The winners feed (jackpots.getWinners) and the dev rigging of a player's next round: a real
// round that wins 10x its bet or more joins the feed with its multiplier, under a masked name
// and the game's name in the call's locale; the feed is newest first and filters by jackpot.
// Answers parsed with the contract's WinSchema.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WinSchema, pageOf } from '@omad/contract/api';
import { isBigWin, multiplierOf } from '../domain/competition-rules';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, issuesOf, parseWith } from '../testing/api-client';
import { frameToken, fundedPlayer, playOnce, rigNext } from '../testing/competitions';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let clock = Date.now();
/** A slot with a localized name (its description's), which no seeded jackpot covers. */
const LOCALIZED = 'pragmatic_samarkand_tiger';

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const winners = async (params: Record<string, string> = {}, locale = 'uz') => {
  const answer = await new TestClient(platform.app).call('jackpots.getWinners', params, {
    http: 'GET',
    locale,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(pageOf(WinSchema), answer.body.data)).toEqual([]);
  return parseWith(pageOf(WinSchema), answer.body.data);
};

describe('a big win', () => {
  it('joins the feed, newest first, with its multiplier, a masked name and the game in the locale', async () => {
    clock += 60_000;
    const player = await fundedPlayer(platform.app, platform.db, '100000');
    const token = await frameToken(platform.app, player, LOCALIZED);
    await rigNext(platform.app, player, 'top');
    const round = await playOnce(platform.app, token, '5000.00');
    expect(round).toMatchObject({ reels: ['seven', 'seven', 'seven'], win: '100000.00' });
    const [newest] = (await winners({}, 'ru')).items;
    expect(newest).toEqual({
      id: expect.any(Number),
      kind: 'round',
      player: `${player.email.slice(0, 3)}***`,
      game: {
        sysname: LOCALIZED,
        name: 'Самаркандский тигр',
        image_url: `/api/_media/game/${LOCALIZED}.webp`,
      },
      amount: { amount: '100000.00', currency: 'UZS' },
      multiplier: '20.00',
      jackpot: null,
      created_at: new Date(clock).toISOString(),
    });
    expect((await winners()).items[0]?.game.name).toBe("Samarqand yo'lbarsi");
    // The rig was used up by that round.
    await playOnce(platform.app, token, '5000.00');
    await player.client.call('account.changefakename', { fakename: 'Samarqandlik' });
    clock += 60_000;
    await rigNext(platform.app, player, 'top');
    await playOnce(platform.app, token, '1000.00');
    expect((await winners()).items[0]).toMatchObject({
      player: 'Samarqandlik',
      amount: { amount: '20000.00' },
    });
  });

  it('is a feed row exactly when a real round wins 10x its bet or more', async () => {
    const player = await fundedPlayer(platform.app, platform.db, '1000000');
    const token = await frameToken(platform.app, player, LOCALIZED);
    for (let index = 0; index < 40; index += 1) {
      const round = await playOnce(platform.app, token, '1000.00');
      const rows = await platform.db.query<{ multiplier: string }>(
        'select multiplier::text as multiplier from wins where round_id = $1 and account_id = $2',
        [round.round_id, player.id],
      );
      expect(rows).toEqual(
        isBigWin(round.bet, round.win) ? [{ multiplier: multiplierOf(round.bet, round.win) }] : [],
      );
    }
    // Demo money never joins the feed, rigged or not.
    await rigNext(platform.app, player, 'top');
    const demo = await frameToken(platform.app, player, LOCALIZED, 'demo');
    const played = await playOnce(platform.app, demo, '1000.00');
    const rows = await platform.db.query('select 1 from wins where round_id = $1', [
      played.round_id,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('jackpots.getWinners', () => {
  it('pages the feed newest first, filters by jackpot, and never names a login', async () => {
    const all = await winners({ count: '50' });
    expect(all.count).toBeGreaterThanOrEqual(60);
    const times = all.items.map((win) => Date.parse(win.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.items.map((win) => win.kind))).toEqual(new Set(['round', 'jackpot']));
    for (const win of all.items) {
      expect(win.player).not.toMatch(/@|\d{7}/);
      expect(win.multiplier === null).toBe(win.kind === 'jackpot');
    }
    const second = await winners({ count: '10', offset: '10' });
    expect(second.items).toEqual(all.items.slice(10, 20));
    const mini = await winners({ jackpot_id: '3' });
    expect(mini.count).toBe(6);
    for (const win of mini.items) {
      expect(win).toMatchObject({ kind: 'jackpot', jackpot: { id: 3, title: 'Mini jekpot' } });
    }
    expect(await winners({ jackpot_id: '999999' })).toEqual({ items: [], count: 0 });
    const client = new TestClient(platform.app);
    for (const [name, value] of [
      ['count', '51'],
      ['offset', '-1'],
      ['jackpot_id', 'mega'],
    ] as const) {
      const answer = await client.call('jackpots.getWinners', { [name]: value }, { http: 'GET' });
      expect(answer.body.error?.error_data).toEqual({ [name]: ['INVALID'] });
    }
  });
});

describe('POST /api/_dev/next-round', () => {
  it('refuses an unknown player and an unknown outcome', async () => {
    const client = new TestClient(platform.app);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ login: 'ghost@omad.uz', outcome: 'top' }, { login: ['NOT_FOUND'] }],
      [{ login: 'player@omad.uz', outcome: 'lose' }, { outcome: ['INVALID'] }],
      [{ login: 'player@omad.uz' }, { outcome: ['REQUIRED'] }],
    ];
    for (const [fields, errorData] of cases) {
      const answer = await client.request('/api/_dev/next-round', {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
      expect([answer.status, answer.body.error?.error_data]).toEqual([400, errorData]);
    }
  });
});
