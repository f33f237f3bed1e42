// Cashback through the API: the seeded one, and a cashback taken once onto the main balance
// through the ledger, declined, expired, refused to others (the weekly sweep that computes
// them: cashback-sweep.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CashbackSchema, ErrorType } from '@omad/contract/api';
import type { Cashback } from '@omad/contract/api';
import { CASHBACK } from '../domain/cashbacks';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, issuesOf, parseWith } from '../testing/api-client';
import { cashbackHelpers } from '../testing/cashbacks';
import type { CashbackPlayer } from '../testing/cashbacks';
import { signInAs } from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

const DAY = 86_400_000;
let platform: Platform;
// The wall clock at first, so the seeded cashback (made by the seed a week before the wall
// clock's end) is still active; the tests move it on.
let clock = Date.now();

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, recordRound, cashbacksOf } = cashbackHelpers(() => platform);

const take = async (client: TestClient, id: number, method = 'cashbacks.payout') => {
  const answer = await client.call(method, { cashback_id: String(id) });
  if (answer.status === 200) expect(issuesOf(CashbackSchema, answer.body.data)).toEqual([]);
  return answer;
};

const mainOf = async (player: Pick<CashbackPlayer, 'id'>): Promise<string> => {
  const [row] = await platform.db.query<{ main: string }>(
    'select main::text as main from balances where account_id = $1',
    [player.id],
  );
  return row?.main ?? '';
};

const cashbackEntries = (accountId: number) =>
  platform.db.query<{ amount: string; reference: string }>(
    `select amount::text as amount, reference from ledger_entries
     where account_id = $1 and kind = 'cashback'`,
    [accountId],
  );

/** The dev helper: the cashback of the last 7 days, made now. */
const devCashback = async (email: string): Promise<Cashback | null> => {
  const answer = await new TestClient(platform.app).request('/api/_dev/cashback', {
    method: 'POST',
    body: new URLSearchParams({ login: email }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (answer.body.data === null) return null;
  return parseWith(CashbackSchema, answer.body.data);
};

describe('the seeded cashback', () => {
  it("is active and pays onto the rich player's main balance through the ledger", async () => {
    const client = await signInAs(platform.app, 'player@omad.uz');
    const [seeded] = await cashbacksOf(client);
    expect(seeded).toMatchObject({ status: 'active', amount: { amount: '17250.00' } });
    const [account] = await platform.db.query<{ id: number }>(
      "select id from accounts where email = 'player@omad.uz'",
    );
    const player = { id: Number(account?.id) };
    const before = await mainOf(player);
    const paid = await take(client, seeded?.id ?? 0);
    expect(paid.body.data).toMatchObject({ status: 'paid_out', paid_out_at: expect.any(String) });
    expect(await mainOf(player)).toBe('1267250.50');
    expect(before).toBe('1250000.50');
  });
});

describe('cashbacks.payout and cashbacks.remove', () => {
  /** A player with a fresh active cashback of 500.00 (a 5,000 loss in the last 7 days). */
  const playerWithCashback = async () => {
    const player = await newPlayer();
    await recordRound(player, clock - 60_000, '5000.00', '0.00');
    const cashback = await devCashback(player.email);
    expect(cashback).toMatchObject({ status: 'active', amount: { amount: '500.00' } });
    return { player, id: cashback?.id ?? 0 };
  };

  it('credits the main balance once; a retry answers the paid-out cashback and moves nothing', async () => {
    const { player, id } = await playerWithCashback();
    expect(await mainOf(player)).toBe('0.00');
    const [first, second] = [await take(player.client, id), await take(player.client, id)];
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id,
      status: 'paid_out',
      paid_out_at: new Date(clock).toISOString(),
    });
    expect(second.body.data).toEqual(first.body.data);
    expect(await mainOf(player)).toBe('500.00');
    expect(await cashbackEntries(player.id)).toEqual([
      { amount: '500.00', reference: `cashback:${id}` },
    ]);
    const declined = await take(player.client, id, 'cashbacks.remove');
    expect(declined.body.error?.error_data).toEqual({ cashback_id: ['ALREADY_USED'] });
  });

  it('pays parallel takes of one cashback once', async () => {
    const { player, id } = await playerWithCashback();
    const answers = await Promise.all([1, 2, 3].map(() => take(player.client, id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await cashbackEntries(player.id)).toHaveLength(1);
    expect(await mainOf(player)).toBe('500.00');
  });

  it('declines an active cashback, which can then not be taken', async () => {
    const { player, id } = await playerWithCashback();
    const removed = await take(player.client, id, 'cashbacks.remove');
    expect(removed.body.data).toMatchObject({ id, status: 'removed', paid_out_at: null });
    expect((await take(player.client, id, 'cashbacks.remove')).body.data).toEqual(
      removed.body.data,
    );
    const refused = await take(player.client, id);
    expect([refused.status, refused.body.error?.error_data]).toEqual([
      400,
      { cashback_id: ['INVALID'] },
    ]);
    expect(await mainOf(player)).toBe('0.00');
  });

  it('expires a cashback not taken in time, refusing it even before the sweep marks it', async () => {
    const { player, id } = await playerWithCashback();
    clock += CASHBACK.takeWithinMs + 1000;
    for (const method of ['cashbacks.payout', 'cashbacks.remove']) {
      const answer = await take(player.client, id, method);
      expect(answer.body.error?.error_data).toEqual({ cashback_id: ['EXPIRED'] });
    }
    expect(await platform.sweepCashbacks()).toBeGreaterThanOrEqual(1);
    const expired = (await cashbacksOf(player.client)).find((cashback) => cashback.id === id);
    expect(expired).toMatchObject({ status: 'expired', paid_out_at: null });
    expect((await take(player.client, id)).body.error?.error_data).toEqual({
      cashback_id: ['EXPIRED'],
    });
    expect(await mainOf(player)).toBe('0.00');
  });

  it("refuses another player's cashback, a guest, and a player on a time-out", async () => {
    const { player, id } = await playerWithCashback();
    const stranger = await newPlayer();
    for (const method of ['cashbacks.payout', 'cashbacks.remove']) {
      const answer = await take(stranger.client, id, method);
      expect(answer.body.error?.error_data).toEqual({ cashback_id: ['NOT_FOUND'] });
      const guest = await take(new TestClient(platform.app), id, method);
      expect([guest.status, guest.body.error?.type]).toEqual([401, ErrorType.Authorization]);
    }
    for (const value of ['', '0', '-1', 'abc', '1.5', '99999999999']) {
      const answer = await player.client.call('cashbacks.payout', { cashback_id: value });
      expect(answer.body.error?.error_data).toEqual({
        cashback_id: [value === '' ? 'REQUIRED' : 'INVALID'],
      });
    }
    await platform.db.query(
      "update accounts set exclusion_kind = 'timeout', exclusion_until = $2 where id = $1",
      [player.id, clock + DAY],
    );
    const excluded = await take(player.client, id);
    expect([excluded.status, excluded.body.error?.type]).toEqual([
      409,
      ErrorType.ResponsibleGamingRestriction,
    ]);
    expect(await mainOf(player)).toBe('0.00');
    // Declining stays open.
    expect((await take(player.client, id, 'cashbacks.remove')).body.data).toMatchObject({
      status: 'removed',
    });
  });

  it('the dev helper makes nothing from a week won or played in demo', async () => {
    const player = await newPlayer();
    await recordRound(player, clock - 60_000, '1000.00', '3000.00');
    await recordRound(player, clock - 50_000, '90000.00', '0.00', 'fun');
    expect(await devCashback(player.email)).toBeNull();
    expect(await cashbacksOf(player.client)).toEqual([]);
  });
});
