// Bonus rules through the API: activating credits the bonus balance once (a retry too), giving
// up or removing forfeits what is left, a second activation forfeits the first, a withdrawal
// forfeits the active bonus, the sweep ends bonuses and packs past their deadlines, another
// player's bonus cannot be touched; betting bonuses are listed too (freespins.get has its own
// spec, freespins.test.ts). The books are checked after every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BonusSchema, ErrorType, WithdrawSettingsSchema, pageOf } from '@omad/contract/api';
import { DAY_MS } from '../domain/bonuses';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, issuesOf, parseWith } from '../testing/api-client';
import { bonusHelpers } from '../testing/bonuses';
import { PLAYER_PASSWORD, confirmContact, signInAs } from '../testing/players';
import type { BonusPlayer } from '../testing/bonuses';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let clock = Date.UTC(2030, 2, 2, 10);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, credit, grant, grantSpins, balances, act, bonusOf } = bonusHelpers(
  () => platform.app,
);

/** The ledger entries a bonus's id is referenced by, oldest first. */
const entriesOf = (id: number) =>
  platform.db.query<{ balance: string; amount: string; kind: string }>(
    `select balance, amount::text as amount, kind from ledger_entries where reference = $1
     order by id`,
    [`bonus:${id}`],
  );

const bonusesOf = async (player: BonusPlayer, method = 'bonuses.get', status?: string) => {
  const answer = await player.client.call(method, status ? { status } : {}, { http: 'GET' });
  expect(issuesOf(pageOf(BonusSchema), answer.body.data)).toEqual([]);
  return parseWith(pageOf(BonusSchema), answer.body.data);
};

describe('bonuses.activate', () => {
  it('credits the bonus balance once, starts the wagering window, and a retry changes nothing', async () => {
    const player = await newPlayer();
    const bonus = await grant(player, { kind: 'bonus', amount: '50000', wager: '1000000' });
    expect(bonus).toMatchObject({ status: 'new', remaining: null, finished_at: null });
    const activated = bonusOf(await act(player, 'bonuses.activate', bonus.id));
    expect(activated).toMatchObject({
      status: 'active',
      remaining: '50000.00',
      wager: { required: '1000000.00', wagered: '0.00' },
      expires_at: new Date(clock + 7 * DAY_MS).toISOString(),
    });
    const again = await act(player, 'bonuses.activate', bonus.id);
    expect(again.status).toBe(200);
    expect(bonusOf(again)).toEqual(activated);
    expect(await entriesOf(bonus.id)).toEqual([
      { balance: 'bonus', amount: '50000.00', kind: 'bonus_credit' },
    ]);
    expect(await balances(player)).toMatchObject({ main: '0.00', bonus: '50000.00' });
    const listed = await bonusesOf(player, 'bonuses.get', 'active');
    expect(listed.items).toEqual([activated]);
  });

  it('forfeits the active casino bonus when another is activated', async () => {
    const player = await newPlayer();
    const first = await grant(player, { kind: 'bonus', amount: '20000' });
    const second = await grant(player, { kind: 'bonus', amount: '30000' });
    await act(player, 'bonuses.activate', first.id);
    const now = bonusOf(await act(player, 'bonuses.activate', second.id));
    expect(now).toMatchObject({ status: 'active', remaining: '30000.00' });
    const [replaced] = (await bonusesOf(player, 'bonuses.get', 'removed')).items;
    expect(replaced).toMatchObject({
      id: first.id,
      remaining: null,
      finished_at: new Date(clock).toISOString(),
    });
    expect(await entriesOf(first.id)).toEqual([
      { balance: 'bonus', amount: '20000.00', kind: 'bonus_credit' },
      { balance: 'bonus', amount: '-20000.00', kind: 'bonus_forfeit' },
    ]);
    expect((await balances(player)).bonus).toBe('30000.00');
  });

  it('refuses a bonus in another status, one past its deadline, and another player’s', async () => {
    const player = await newPlayer();
    const bonus = await grant(player, { kind: 'bonus' });
    const stranger = await newPlayer();
    for (const method of ['bonuses.activate', 'bonuses.deactivate', 'bonuses.remove']) {
      const refused = await act(stranger, method, bonus.id);
      expect([method, refused.status, refused.body.error?.error_data]).toEqual([
        method,
        400,
        { bonus_id: ['NOT_FOUND'] },
      ]);
    }
    // A betting bonus is not a casino bonus, nor the other way round.
    expect((await act(player, 'bettingBonuses.activate', bonus.id)).body.error?.error_data).toEqual(
      { bonus_id: ['NOT_FOUND'] },
    );
    const deactivated = await act(player, 'bonuses.deactivate', bonus.id);
    expect(deactivated.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: { bonus_id: ['INVALID'] },
    });
    expect((await act(player, 'bonuses.activate', 0)).body.error?.error_data).toEqual({
      bonus_id: ['INVALID'],
    });
    const late = await grant(player, { kind: 'bonus' });
    clock += 15 * DAY_MS;
    expect((await act(player, 'bonuses.activate', late.id)).body.error?.error_data).toEqual({
      bonus_id: ['EXPIRED'],
    });
    expect(await balances(stranger)).toMatchObject({ bonus: '0.00' });
    expect(await balances(player)).toMatchObject({ bonus: '0.00' });
  });

  it('is refused during a time-out, and needs a player', async () => {
    const player = await newPlayer();
    const bonus = await grant(player, { kind: 'bonus' });
    await platform.db.query(
      `update accounts set exclusion_kind = 'timeout', exclusion_until = $2 where email = $1`,
      [player.email, clock + DAY_MS],
    );
    const refused = await act(player, 'bonuses.activate', bonus.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.type).toBe(ErrorType.ResponsibleGamingRestriction);
    // Giving a bonus up stays open.
    expect(bonusOf(await act(player, 'bonuses.remove', bonus.id)).status).toBe('removed');
    await player.client.call('auth.logout');
    expect((await act(player, 'bonuses.activate', bonus.id)).status).toBe(401);
  });
});

describe('bonuses.deactivate and bonuses.remove', () => {
  it('declines a new bonus with nothing moved, and forfeits an active one’s money', async () => {
    const player = await newPlayer();
    const unwanted = await grant(player, { kind: 'bonus', amount: '10000' });
    const removed = bonusOf(await act(player, 'bonuses.remove', unwanted.id));
    expect(removed).toMatchObject({ status: 'removed', remaining: null });
    expect(await entriesOf(unwanted.id)).toEqual([]);
    expect(bonusOf(await act(player, 'bonuses.remove', unwanted.id))).toEqual(removed);
    expect((await act(player, 'bonuses.activate', unwanted.id)).body.error?.error_data).toEqual({
      bonus_id: ['INVALID'],
    });

    for (const method of ['bonuses.deactivate', 'bonuses.remove']) {
      const bonus = await grant(player, { kind: 'bonus', amount: '40000' });
      await act(player, 'bonuses.activate', bonus.id);
      const given = bonusOf(await act(player, method, bonus.id));
      expect(given).toMatchObject({ status: 'removed', remaining: null });
      expect(bonusOf(await act(player, method, bonus.id))).toEqual(given);
      expect(await entriesOf(bonus.id)).toEqual([
        { balance: 'bonus', amount: '40000.00', kind: 'bonus_credit' },
        { balance: 'bonus', amount: '-40000.00', kind: 'bonus_forfeit' },
      ]);
    }
    expect(await balances(player)).toMatchObject({ main: '0.00', bonus: '0.00' });
  });
});

describe('the bonus sweep', () => {
  it('forfeits an active bonus past its wagering deadline and expires a new one not activated', async () => {
    const player = await newPlayer();
    const active = await grant(player, { kind: 'bonus', amount: '25000' });
    const waiting = await grant(player, { kind: 'bonus', amount: '5000' });
    const packId = await grantSpins(player, { count: '5' });
    await act(player, 'bonuses.activate', active.id);
    clock += 6 * DAY_MS;
    await platform.sweepBonuses();
    expect((await bonusesOf(player, 'bonuses.get', 'active')).count).toBe(1);
    // Day 8: the active bonus's 7 days and the pack's have run out.
    clock += 2 * DAY_MS;
    expect(await platform.sweepBonuses()).toBe(2);
    const [expired] = (await bonusesOf(player, 'bonuses.get', 'expired')).items;
    expect(expired).toMatchObject({ id: active.id, remaining: null });
    expect(await entriesOf(active.id)).toEqual([
      { balance: 'bonus', amount: '25000.00', kind: 'bonus_credit' },
      { balance: 'bonus', amount: '-25000.00', kind: 'bonus_forfeit' },
    ]);
    expect((await balances(player)).bonus).toBe('0.00');
    const packs = await player.client.call('freespins.get', { status: 'expired' }, { http: 'GET' });
    expect(packs.body.data).toMatchObject({ count: 1, items: [{ id: packId, status: 'expired' }] });
    expect(await platform.sweepBonuses()).toBe(0);
    // Day 15: the new one was never activated within its 14 days.
    clock += 7 * DAY_MS;
    expect(await platform.sweepBonuses()).toBe(1);
    expect((await bonusesOf(player, 'bonuses.get', 'expired')).count).toBe(2);
    expect(await entriesOf(waiting.id)).toEqual([]);
  });
});

describe('a withdrawal while a casino bonus is active', () => {
  it('warns in the withdraw settings and forfeits the bonus with the withdrawal', async () => {
    const player = await newPlayer();
    await credit(player, '200000');
    const bonus = await grant(player, { kind: 'bonus', amount: '30000' });
    await act(player, 'bonuses.activate', bonus.id);
    const settings = async () =>
      parseWith(
        WithdrawSettingsSchema,
        (await player.client.call('cashier.getwithdrawsettings', {}, { http: 'GET' })).body.data,
      );
    expect((await settings()).forfeits_bonus).toBe(true);
    const fields = {
      method: 'payme',
      amount: '100000',
      requisites: JSON.stringify({ phone: '+998 90 123 45 67' }),
      idempotency_key: 'withdraw-with-bonus-1',
      password: PLAYER_PASSWORD,
    };
    await confirmContact(player.client, player.email);
    const withdrawal = await player.client.call('cashier.makewithdrawal', fields);
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    expect(await balances(player)).toMatchObject({ main: '100000.00', bonus: '0.00' });
    const [ended] = (await bonusesOf(player, 'bonuses.get', 'removed')).items;
    expect(ended?.id).toBe(bonus.id);
    expect((await settings()).forfeits_bonus).toBe(false);
    // The same request again is the same withdrawal: nothing more moves.
    expect((await player.client.call('cashier.makewithdrawal', fields)).status).toBe(200);
    expect(await entriesOf(bonus.id)).toHaveLength(2);
  });
});

describe('betting bonuses', () => {
  it('credits the betting-bonus balance, forfeits it on remove, and lists only its kind', async () => {
    const player = await newPlayer();
    const casino = await grant(player, { kind: 'bonus', amount: '1000' });
    const first = await grant(player, { kind: 'betting_bonus', amount: '15000' });
    const second = await grant(player, { kind: 'betting_bonus', amount: '5000' });
    await act(player, 'bettingBonuses.activate', first.id);
    // Betting bonuses run side by side: a second one forfeits nothing.
    await act(player, 'bettingBonuses.activate', second.id);
    expect((await balances(player)).betting_bonus).toBe('20000.00');
    const removed = bonusOf(await act(player, 'bettingBonuses.remove', first.id));
    expect(removed.status).toBe('removed');
    expect(await entriesOf(first.id)).toEqual([
      { balance: 'betting_bonus', amount: '15000.00', kind: 'bonus_credit' },
      { balance: 'betting_bonus', amount: '-15000.00', kind: 'bonus_forfeit' },
    ]);
    expect((await balances(player)).betting_bonus).toBe('5000.00');
    const listed = await bonusesOf(player, 'bettingBonuses.get');
    expect(listed.items.map((bonus) => bonus.id)).toEqual([second.id, first.id]);
    expect((await bonusesOf(player)).items.map((bonus) => bonus.id)).toEqual([casino.id]);
  });
});

describe("the seeded player's bonuses", () => {
  it('has its active bonus money really on the bonus balance, a new bonus, betting bonuses and free spins', async () => {
    const client = await signInAs(platform.app, 'player@omad.uz');
    const player = { client, email: 'player@omad.uz' };
    const [active] = (await bonusesOf(player, 'bonuses.get', 'active')).items;
    expect(active).toMatchObject({ remaining: '50000.00', amount: { amount: '50000.00' } });
    expect(await entriesOf(active?.id ?? 0)).toEqual([
      { balance: 'bonus', amount: '50000.00', kind: 'bonus_credit' },
    ]);
    expect((await bonusesOf(player, 'bonuses.get', 'new')).count).toBe(1);
    const betting = await bonusesOf(player, 'bettingBonuses.get');
    expect(betting.items.map((bonus) => bonus.status)).toEqual(['new', 'active']);
    expect(await balances(player)).toMatchObject({ bonus: '50000.00', betting_bonus: '10000.00' });
    const packs = await client.call('freespins.get', {}, { http: 'GET' });
    expect(packs.body.data).toMatchObject({
      count: 1,
      items: [
        {
          game: { sysname: 'pragmatic_sweet_bonanza', name: 'Sweet Bonanza' },
          remaining_count: 20,
          bet: { amount: '2000.00', currency: 'UZS' },
          status: 'active',
        },
      ],
    });
  });
});
