// campaigns.takepromotions: taking a take offer grants it exactly once (also two submits at
// once), a deposit offer is kept taken and used by a paid deposit; every refusal.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, OfferSchema } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, parseWith } from '../testing/api-client';
import { depositHelpers } from '../testing/deposits';
import {
  PLAYER_PASSWORD,
  accountOf,
  freshEmail,
  registerPlayer,
  signInAs,
} from '../testing/players';
import { offersOf, standing, take, packsOf, bonusesOf } from '../testing/offers';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
const clock = Date.UTC(2030, 2, 1, 9);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { deposit, startOf, choose } = depositHelpers(() => platform);

const paidDeposit = async (client: TestClient, fields: Record<string, string> = {}) =>
  expect((await choose(client, startOf(await deposit(client, fields)), 'success')).status).toBe(
    303,
  );

describe('campaigns.takepromotions', () => {
  it('grants a take offer once, and answers it as now listed', async () => {
    const client = await registerPlayer(platform.app);
    const answer = await take(client, '301');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(parseWith(OfferSchema, answer.body.data)).toMatchObject({
      id: 301,
      trigger: { user_satisfies_params: false, unmet: ['already_taken'] },
      is_taken: false,
    });
    const packs = await packsOf(client);
    expect(packs).toMatchObject({
      count: 1,
      items: [
        {
          game: { sysname: 'pragmatic_sweet_bonanza' },
          remaining_count: 10,
          total_count: 10,
          bet: { amount: '1000.00', currency: 'UZS' },
          expires_at: new Date(clock + 7 * 86_400_000).toISOString(),
        },
      ],
    });
    const again = await take(client, '301');
    expect(again.status).toBe(400);
    expect(again.body.error?.error_data).toEqual({ offer_id: ['ALREADY_USED'] });
    expect((await packsOf(client)).count).toBe(1);
    expect(standing(await offersOf(client)).find((offer) => offer.id === 301)).toEqual({
      id: 301,
      unmet: ['already_taken'],
      ok: false,
      taken: false,
    });
  });

  it('grants once when the same take is submitted twice at once', async () => {
    const client = await registerPlayer(platform.app);
    const answers = await Promise.all([take(client, '302'), take(client, '302')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.body.error?.error_data).toEqual({ offer_id: ['ALREADY_USED'] });
    expect(await bonusesOf(client)).toMatchObject({
      count: 1,
      items: [
        {
          status: 'new',
          description: { title: "20 000 so'm kazino bonusi" },
          amount: { amount: '20000.00', currency: 'UZS' },
          wager: { required: '400000.00', wagered: '0.00' },
        },
      ],
    });
    // Granted new: nothing is on a balance until the player activates it.
    const balance = await client.call('account.getBalance', {}, { http: 'GET' });
    expect(balance.body.data).toMatchObject({ bonus: { amount: '0.00' } });
  });

  it('keeps a deposit offer taken, once however often it is taken', async () => {
    const client = await registerPlayer(platform.app);
    const first = await take(client, '202');
    expect(parseWith(OfferSchema, first.body.data)).toMatchObject({
      id: 202,
      trigger: { user_satisfies_params: true, unmet: [] },
      is_taken: true,
    });
    expect((await take(client, '202')).body.data).toEqual(first.body.data);
    const [row] = await platform.db.query<{ takes: number }>(
      'select count(*)::int as takes from offer_takes where account_id = $1 and offer_id = 202',
      [(await accountOf(client)).uid],
    );
    expect(row?.takes).toBe(1);
    expect((await bonusesOf(client)).count).toBe(0);
  });

  it('refuses what a player may not take', async () => {
    const client = await registerPlayer(platform.app);
    const refusal = async (offerId: string) => (await take(client, offerId)).body.error?.error_data;
    expect(await refusal('')).toEqual({ offer_id: ['REQUIRED'] });
    expect(await refusal('first')).toEqual({ offer_id: ['INVALID'] });
    expect(await refusal('999')).toEqual({ offer_id: ['NOT_FOUND'] });
    // A promo code's offer is not listed before the code is activated; an ended one never is.
    expect(await refusal('101')).toEqual({ offer_id: ['NOT_FOUND'] });
    expect(await refusal('103')).toEqual({ offer_id: ['NOT_FOUND'] });
    expect(await refusal('100')).toEqual({ offer_id: ['NOT_FOUND'] });
    await paidDeposit(client);
    expect(await refusal('301')).toEqual({ offer_id: ['INVALID'] });
    expect(await refusal('201')).toEqual({ offer_id: ['INVALID'] });
    expect((await packsOf(client)).count).toBe(0);

    const guest = await take(new TestClient(platform.app), '301');
    expect(guest.status).toBe(401);
    expect(guest.body.error?.type).toBe(ErrorType.Authorization);
    const overGet = await client.call(
      'campaigns.takepromotions',
      { offer_id: '301' },
      { http: 'GET' },
    );
    expect(overGet.body.error?.type).toBe(ErrorType.InvalidRequest);
  });

  it('refuses a banned player and one on a time-out', async () => {
    const email = freshEmail('offers.excluded');
    const client = await registerPlayer(platform.app, { email });
    const excluded = await client.call('responsibleGaming.exclude', {
      period: '24h',
      password: PLAYER_PASSWORD,
    });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    const back = await signInAs(platform.app, email, PLAYER_PASSWORD);
    const timedOut = await take(back, '301');
    expect(timedOut.status).toBe(409);
    expect(timedOut.body.error?.type).toBe(ErrorType.ResponsibleGamingRestriction);

    const bannedEmail = freshEmail('offers.banned');
    const banned = await registerPlayer(platform.app, { email: bannedEmail });
    await banned.request('/api/_dev/ban', {
      method: 'POST',
      body: new URLSearchParams({ login: bannedEmail }),
    });
    const refused = await take(banned, '301');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.type).toBe(ErrorType.UserBanned);
    expect((await packsOf(back)).count).toBe(0);
  });
});
