// Responsible gaming beyond deposit limits: the session summary a reality check shows (real
// rounds since this sign-in only), and time-outs and self-exclusion: confirmed by password,
// every session signed out, sign-in still open, and real play, deposits and promotions refused
// while withdrawals and demo play go on; a new exclusion never shortens one in force.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, SessionSummarySchema, UserAccountSchema } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import { centsOf, decimalOf } from '../domain/money';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { newRoundId, openFrame, spin } from '../testing/game-frames';
import {
  accountOf,
  freshEmail,
  PLAYER_PASSWORD,
  confirmContact,
  registerPlayer,
  signInAs,
} from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
// Each reading a second later, so every round and sign-in has its own time.
let clock = Date.UTC(2030, 4, 10, 9);
const DAY = 86_400_000;

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => (clock += 1000) });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const credit = (login: string, amount: string) =>
  new TestClient(platform.app).request('/api/_dev/credit', {
    method: 'POST',
    body: new URLSearchParams({ login, amount }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Plays `count` rounds of 1,000 in one frame; answers the sum of their wins in cents. */
const play = async (client: TestClient, mode: 'play' | 'demo', count: number) => {
  const { token } = await openFrame(platform.app, client, 'spribe_aviator', mode);
  let won = 0n;
  for (let index = 0; index < count; index += 1) {
    const answer = await spin(platform.app, { token, round_id: newRoundId(), bet: '1000' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    won += centsOf((answer.body.data as { win: string }).win);
  }
  return won;
};

const summaryOf = async (client: TestClient) => {
  const answer = await client.call('responsibleGaming.getSessionSummary', {}, { http: 'GET' });
  expect(issuesOf(SessionSummarySchema, answer.body.data)).toEqual([]);
  return parseWith(SessionSummarySchema, answer.body.data);
};

describe('responsibleGaming.getSessionSummary', () => {
  it('sums the real rounds of the account since this sign-in, exactly', async () => {
    const email = freshEmail('summary');
    const first = await registerPlayer(platform.app, { email });
    await credit(email, '100000');
    await play(first, 'play', 2);
    const before = clock;
    const second = await signInAs(platform.app, email, PLAYER_PASSWORD);
    const after = clock;
    const won = await play(second, 'play', 3);
    await play(second, 'demo', 2);

    const { started_at, ...summary } = await summaryOf(second);
    expect(Date.parse(started_at)).toBeGreaterThan(before);
    expect(Date.parse(started_at)).toBeLessThanOrEqual(after);
    expect(summary).toEqual({
      currency: 'UZS',
      rounds: 3,
      wagered: '3000.00',
      won: decimalOf(won),
      net: decimalOf(won - 300_000n),
    });
    // The first sign-in's summary counts everything since it began.
    expect((await summaryOf(first)).rounds).toBe(5);
    expect(
      (
        await new TestClient(platform.app).call(
          'responsibleGaming.getSessionSummary',
          {},
          { http: 'GET' },
        )
      ).status,
    ).toBe(401);
  });
});

const exclude = (client: TestClient, period: string, password = PLAYER_PASSWORD) =>
  client.call('responsibleGaming.exclude', { period, password });

describe('responsibleGaming.exclude', () => {
  it('refuses a wrong password or an unknown period, and changes nothing', async () => {
    const client = await registerPlayer(platform.app);
    expect((await exclude(client, '24h', 'Wrong-pass')).body.error?.error_data).toEqual({
      password: ['INVALID'],
    });
    expect((await exclude(client, '3d')).body.error?.error_data).toEqual({ period: ['INVALID'] });
    expect((await accountOf(client)).exclusion).toBeNull();
  });

  it('signs out every session; sign-in stays open and the account shows the exclusion', async () => {
    const email = freshEmail('timeout');
    const here = await registerPlayer(platform.app, { email });
    const there = await signInAs(platform.app, email, PLAYER_PASSWORD);
    const answer = await exclude(here, '7d');
    const excludedAt = clock;
    expect(answer.body.data).toBe(1);
    expect(here.cookies.has('omad_sid')).toBe(false);
    expect((await there.call('account.getBalance', {}, { http: 'GET' })).status).toBe(401);

    const back = await signInAs(platform.app, email, PLAYER_PASSWORD);
    const account = await accountOf(back);
    expect(issuesOf(UserAccountSchema, account)).toEqual([]);
    expect(account.exclusion).toEqual({
      kind: 'timeout',
      until: new Date(excludedAt + 7 * DAY).toISOString(),
    });
    const state = await back.call('responsibleGaming.get', {}, { http: 'GET' });
    expect((state.body.data as { exclusion: unknown }).exclusion).toEqual(account.exclusion);
  });

  it('refuses deposits, real play and promotions with its own type, and allows withdrawals and demo play', async () => {
    const email = freshEmail('excluded');
    const before = await registerPlayer(platform.app, { email });
    await confirmContact(before, email);
    await credit(email, '200000');
    const { token: realToken } = await openFrame(platform.app, before, 'spribe_aviator', 'play');
    await exclude(before, '1y');
    const client = await signInAs(platform.app, email, PLAYER_PASSWORD);
    const { exclusion } = await accountOf(client);
    expect(exclusion?.kind).toBe('self_exclusion');
    const refusedWith = { type: ErrorType.ResponsibleGamingRestriction, data: exclusion };

    const deposit = await client.call('cashier.makedeposit', {
      method: 'uzcard',
      amount: '100000',
      requisites: JSON.stringify({ card_number: '8600 0000 0000 0007', card_expiry: '12/35' }),
      idempotency_key: 'excluded-deposit-1',
    });
    expect(deposit.status).toBe(409);
    expect(deposit.body.error).toMatchObject(refusedWith);
    for (const method of ['campaigns.activateOffer', 'campaigns.checkPromocode']) {
      const promo = await client.call(method, { promo_code: 'WELCOME100' });
      expect({ method, status: promo.status, error: promo.body.error }).toMatchObject({
        status: 409,
        error: refusedWith,
      });
    }
    // The real frame says why and carries no token; the one opened before died with its sign-in.
    const real = await openFrame(platform.app, client, 'spribe_aviator', 'play');
    expect(real.token).toBeUndefined();
    expect(real.html).toContain('pulga o&#39;ynash mumkin emas');
    const old = await spin(platform.app, { token: realToken, round_id: newRoundId(), bet: '1000' });
    expect(old.status).toBe(401);
    await play(client, 'demo', 1);

    const withdrawal = await client.call('cashier.makewithdrawal', {
      method: 'payme',
      amount: '60000',
      idempotency_key: 'excluded-withdrawal-1',
      requisites: JSON.stringify({ phone: '+998 90 123 45 67' }),
      password: PLAYER_PASSWORD,
    });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
  });

  it('refuses a real round whose frame was opened before the exclusion began', async () => {
    const email = freshEmail('mid.game');
    const client = await registerPlayer(platform.app, { email });
    await credit(email, '10000');
    const { token } = await openFrame(platform.app, client, 'spribe_aviator', 'play');
    // Set by support while the frame is open: the sign-in stays, the next round is refused.
    await platform.db.query(
      `update accounts set exclusion_kind = 'timeout', exclusion_until = $2 where email = $1`,
      [email, clock + DAY],
    );
    const round = await spin(platform.app, { token, round_id: newRoundId(), bet: '1000' });
    expect(round.status).toBe(409);
    expect(round.body.error?.type).toBe(ErrorType.ResponsibleGamingRestriction);
  });

  it('never shortens an exclusion in force, and ends when its time is over', async () => {
    const email = freshEmail('longer');
    await exclude(await registerPlayer(platform.app, { email }), '6m');
    const client = await signInAs(platform.app, email, PLAYER_PASSWORD);
    const long = (await accountOf(client)).exclusion;
    expect(long?.kind).toBe('self_exclusion');
    await exclude(client, '24h');
    const again = await signInAs(platform.app, email, PLAYER_PASSWORD);
    expect((await accountOf(again)).exclusion).toEqual(long);

    clock = Date.parse(long?.until ?? '') + 1000;
    expect((await accountOf(again)).exclusion).toBeNull();
    const promo = await again.call('campaigns.checkPromocode', { promo_code: 'WELCOME100' });
    expect(promo.body.data).toEqual({ valid: true });
  });
});
