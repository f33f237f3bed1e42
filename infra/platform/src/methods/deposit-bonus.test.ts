// A deposit made with a campaign offer grants the offer's bonus when it is paid: a new casino
// bonus of the deposit times the offer's percent (up to its most bonus), to be staked the
// offer's multiplier times, once per deposit however often the payment is confirmed. The paid
// deposit uses the player's take of the offer: a taken offer turns used, a once-only offer
// grants once whatever was asked, and a promo code's offer only after the code.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OfferSchema, PromoCodeCheckSchema, pageOf } from '@omad/contract/api';
import { DAY_MS } from '../domain/bonuses';
import { settleDeposit } from '../domain/cashier';
import { grantDepositBonus, offerBonusOf } from '../domain/deposit-bonus';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, parseWith } from '../testing/api-client';
import type { TestClient } from '../testing/api-client';
import { depositHelpers } from '../testing/deposits';
import { bonusesOf } from '../testing/offers';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
const NOW = Date.UTC(2030, 6, 1, 8);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => NOW });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, deposit, mainOf, startOf, choose } = depositHelpers(() => platform);

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

const offerOf = async (client: TestClient, id: number) => {
  const answer = await client.call('campaigns.getoffers', {}, { http: 'GET' });
  return parseWith(pageOf(OfferSchema), answer.body.data).items.find((offer) => offer.id === id);
};

describe('the take of a deposit offer', () => {
  it('stays taken until a deposit made with it is paid, then is used and may be taken again', async () => {
    const client = await newPlayer();
    expect((await client.call('campaigns.takepromotions', { offer_id: '202' })).status).toBe(200);
    const failed = startOf(await deposit(client, { campaign_offer_id: '202' }));
    await choose(client, failed, 'fail');
    expect(await offerOf(client, 202)).toMatchObject({ is_taken: true });
    const paid = startOf(await deposit(client, { campaign_offer_id: '202', amount: '200000' }));
    await choose(client, paid, 'success');
    // A reload offer is for every deposit: used, it can be taken again.
    expect(await offerOf(client, 202)).toMatchObject({
      is_taken: false,
      trigger: { user_satisfies_params: true, unmet: [] },
    });
    const bonuses = await bonusesOf(client);
    expect(bonuses.items).toMatchObject([{ amount: { amount: '50000.00' } }]);
    const takes = await platform.db.query<{ status: string; used_by: string; granted: string[] }>(
      `select status, used_by, granted from offer_takes
       where account_id = (select account_id from cashier_transactions where id = $1)`,
      [paid.transaction.id],
    );
    expect(takes).toEqual([
      {
        status: 'used',
        used_by: `deposit:${paid.transaction.id}`,
        granted: [`bonus:${bonuses.items[0]?.id}`],
      },
    ]);
  });

  it('grants a once-only offer for one deposit, even when two were asked with it', async () => {
    const client = await newPlayer();
    const first = startOf(await deposit(client, { campaign_offer_id: '201' }));
    const second = startOf(await deposit(client, { campaign_offer_id: '201' }));
    await choose(client, first, 'success');
    await choose(client, second, 'success');
    expect(await mainOf(client)).toBe('200000.00');
    expect((await bonusesOf(client)).count).toBe(1);
    expect(await offerOf(client, 201)).toMatchObject({
      is_taken: false,
      trigger: { user_satisfies_params: false, unmet: ['already_taken', 'first_deposit'] },
    });
  });

  it('takes a promo code’s offer only after the code, and uses the code up with it', async () => {
    const stranger = await newPlayer();
    expect((await deposit(stranger, { campaign_offer_id: '101' })).body.error?.error_data).toEqual({
      campaign_offer_id: ['NOT_FOUND'],
    });

    const client = await newPlayer();
    await client.call('campaigns.activateOffer', { promo_code: 'WELCOME100' });
    await choose(client, startOf(await deposit(client, { campaign_offer_id: '101' })), 'success');
    expect((await bonusesOf(client)).items).toMatchObject([
      {
        description: { title: 'WELCOME100: birinchi depozitga 100%' },
        amount: { amount: '100000.00', currency: 'UZS' },
        wager: { required: '2000000.00' },
      },
    ]);
    expect(await offerOf(client, 101)).toMatchObject({
      is_taken: false,
      trigger: { unmet: ['already_taken', 'first_deposit'] },
    });
    const again = await client.call('campaigns.activateOffer', { promo_code: 'WELCOME100' });
    expect(again.body.error?.error_data).toEqual({ promo_code: ['ALREADY_USED'] });
    const check = await client.call('campaigns.checkPromocode', { promo_code: 'WELCOME100' });
    expect(parseWith(PromoCodeCheckSchema, check.body.data)).toEqual({
      valid: false,
      reason: 'ALREADY_USED',
    });
  });
});
