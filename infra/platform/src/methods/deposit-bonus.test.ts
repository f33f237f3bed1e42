// A deposit made with a campaign offer grants the offer's bonus when it is paid: a new casino
// bonus of the deposit times the offer's percent (up to its most bonus), to be staked the
// offer's multiplier times, once per deposit however often the payment is confirmed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BonusSchema, pageOf } from '@omad/contract/api';
import { DAY_MS } from '../domain/bonuses';
import { settleDeposit } from '../domain/cashier';
import { grantDepositBonus, offerBonusOf } from '../domain/deposit-bonus';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, parseWith } from '../testing/api-client';
import type { TestClient } from '../testing/api-client';
import { depositHelpers } from '../testing/deposits';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
const NOW = Date.UTC(2030, 6, 1, 8);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => NOW });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, deposit, mainOf, startOf, choose } = depositHelpers(() => platform);

const bonusesOf = async (client: TestClient, locale: 'uz' | 'ru' = 'uz') =>
  parseWith(
    pageOf(BonusSchema),
    (await client.call('bonuses.get', {}, { http: 'GET', locale })).body.data,
  );

describe('the bonus of a deposit offer', () => {
  it('is granted new when the deposit is paid, once however often the payment is confirmed', async () => {
    const client = await newPlayer();
    const start = startOf(await deposit(client, { campaign_offer_id: '201' }));
    // Asked for, not paid: nothing yet.
    expect((await bonusesOf(client)).count).toBe(0);
    expect((await choose(client, start, 'success')).status).toBe(303);
    expect((await choose(client, start, 'success')).status).toBe(303);
    // A late callback of the provider about the paid deposit changes nothing either.
    const replay = await settleDeposit(platform.db, {
      callbackId: 'late-callback-1',
      transactionId: start.transaction.id,
      status: 'success',
      at: NOW,
    });
    expect(replay.applied).toBe(false);
    // And the grant itself refuses a second bonus for the same deposit.
    expect(await grantDepositBonus(platform.db, replay.transaction, NOW)).toBeUndefined();

    expect(await mainOf(client)).toBe('100000.00');
    const uz = await bonusesOf(client);
    expect(uz).toEqual({
      count: 1,
      items: [
        {
          id: expect.any(Number),
          created_at: new Date(NOW).toISOString(),
          description: { title: 'Birinchi depozitga 100%' },
          status: 'new',
          amount: { amount: '100000.00', currency: 'UZS' },
          wager: { required: '3000000.00', wagered: '0.00' },
          expires_at: new Date(NOW + 14 * DAY_MS).toISOString(),
          remaining: null,
          finished_at: null,
        },
      ],
    });
    expect((await bonusesOf(client, 'ru')).items[0]?.description).toEqual({
      title: '100% на первый депозит',
    });
    // Nothing is on the bonus balance until the player activates it.
    const balance = await client.call('account.getBalance', {}, { http: 'GET' });
    expect(balance.body.data).toMatchObject({ bonus: { amount: '0.00' } });
  });

  it('grants nothing for a deposit without an offer, or one that failed', async () => {
    const client = await newPlayer();
    await choose(client, startOf(await deposit(client)), 'success');
    await choose(client, startOf(await deposit(client, { campaign_offer_id: '202' })), 'fail');
    expect((await bonusesOf(client)).count).toBe(0);
  });

  it('is the percent of the deposit up to the most bonus, times the offer’s wagering', () => {
    const deposit = { currency: 'UZS', campaign_offer_id: 201 };
    expect(offerBonusOf({ ...deposit, amount: '5000000.00' })).toEqual({
      amount: '2000000.00',
      wagerRequired: '60000000.00',
    });
    expect(offerBonusOf({ ...deposit, amount: '123456.78', campaign_offer_id: 202 })).toEqual({
      amount: '30864.19',
      wagerRequired: '617283.80',
    });
    expect(offerBonusOf({ ...deposit, amount: '100000.00', campaign_offer_id: null })).toBe(
      undefined,
    );
  });
});
