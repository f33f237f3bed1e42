// Deposits end to end on the platform: cashier.makedeposit (bounds, requisites, profile and
// verification rules, offers, the deposit limit, one deposit per idempotency key), the simulated
// provider's checkout page and its four outcomes, signed callbacks (a bad signature refused, a
// replay ignored in payment-callback.test.ts), pending payments resolved by the sweep and unpaid
// ones expired; the deposit limit and offers as a deposit meets them. The wallet's and rewards'
// reads: account-wallet.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DepositLimitSchema, ErrorType, OfferSchema, pageOf } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import { UNPAID_DEPOSIT_TTL_MS } from '../domain/deposits';
import { PENDING_VERDICT_MS } from '../payments/provider';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, issuesOf } from '../testing/api-client';
import { depositHelpers, UZCARD } from '../testing/deposits';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let clock = Date.UTC(2030, 0, 7, 12);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, signIn, deposit, mainOf, startOf, choose, statusOf } = depositHelpers(
  () => platform,
);

describe('cashier.makedeposit and the simulated provider', () => {
  it('pays a deposit once: the page, a paid outcome, a second click and a replayed key', async () => {
    const client = await newPlayer();
    const first = await deposit(client, { idempotency_key: 'same-key-0001' });
    const start = startOf(first);
    expect(start.transaction.status).toBe('new');
    expect(start.payment).toMatchObject({ view: 'same_window' });
    // The same key again (a double click, a retry) is the same deposit.
    const again = startOf(await deposit(client, { idempotency_key: 'same-key-0001' }));
    expect(again.transaction.id).toBe(start.transaction.id);
    expect(again.payment.url).toBe(start.payment.url);

    const page = await platform.app.request(start.payment.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('Taqlid: haqiqiy pul yechilmaydi');
    expect(html).toContain('100,000 UZS');

    const paid = await choose(client, start, 'success');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/cashier/paysuccess/${start.transaction.id}`);
    const second = await choose(client, start, 'success');
    expect(second.headers.get('location')).toBe(`/cashier/paysuccess/${start.transaction.id}`);
    expect(await mainOf(client)).toBe('100000.00');
    expect(await statusOf(client, start.transaction.id)).toBe('success');
    // The card is kept by its last four digits, its expiry not at all.
    const receipt = await client.call(
      'cashier.getdepositinfo',
      { id: String(start.transaction.id) },
      { http: 'GET' },
    );
    expect((receipt.body.data as { requisites: unknown }).requisites).toEqual({
      card_number: '**** 0007',
    });
    // An ended payment's page only links back.
    expect(await (await platform.app.request(start.payment.url)).text()).not.toContain('<form');
  });

  it('sends the payer to the failed, cancelled and pending pages, in their language', async () => {
    const client = await newPlayer();
    const failed = startOf(await deposit(client));
    expect((await choose(client, failed, 'fail')).headers.get('location')).toBe(
      `/cashier/payfail/${failed.transaction.id}`,
    );
    const ru = startOf(
      await client.call(
        'cashier.makedeposit',
        { method: 'humo', amount: '20000', requisites: UZCARD, idempotency_key: 'ru-key-00001' },
        { locale: 'ru' },
      ),
    );
    expect(await (await platform.app.request(ru.payment.url)).text()).toContain(
      'Имитация: настоящие деньги не списываются',
    );
    expect((await choose(client, ru, 'cancel')).headers.get('location')).toBe(
      '/ru/cashier/paycancel',
    );
    const pending = startOf(await deposit(client));
    expect((await choose(client, pending, 'pending')).headers.get('location')).toBe(
      `/cashier/paypending/${pending.transaction.id}`,
    );
    expect(await statusOf(client, pending.transaction.id)).toBe('pending');
    expect(await mainOf(client)).toBe('0.00');
    // The provider's verdict comes later, with the sweep.
    expect(await platform.sweepPayments()).toBe(0);
    clock += PENDING_VERDICT_MS;
    expect(await platform.sweepPayments()).toBe(1);
    expect(await statusOf(client, pending.transaction.id)).toBe('success');
    expect(await mainOf(client)).toBe('100000.00');
    expect(await statusOf(client, failed.transaction.id)).toBe('fail');
  });

  it('cancels a deposit nobody paid once its page has expired', async () => {
    const client = await newPlayer();
    const start = startOf(await deposit(client));
    clock += UNPAID_DEPOSIT_TTL_MS;
    await platform.sweepPayments();
    expect(await statusOf(client, start.transaction.id)).toBe('cancel');
    const late = await choose(client, start, 'success');
    expect(late.headers.get('location')).toBe('/cashier/paycancel');
    expect(await mainOf(client)).toBe('0.00');
  });

  it('refuses what the rules refuse, with nothing recorded', async () => {
    const client = await newPlayer();
    const range = await deposit(client, { amount: '5000' });
    expect(range.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      data: { min: '10000', max: '50000000' },
      error_data: { amount: ['OUT_OF_RANGE'] },
    });
    expect((await deposit(client, { amount: '0100000' })).body.error?.error_data).toEqual({
      amount: ['INVALID'],
    });
    expect((await deposit(client, { idempotency_key: '' })).body.error?.type).toBe(
      ErrorType.InvalidParameter,
    );
    const luhn = await deposit(client, {
      requisites: JSON.stringify({ card_number: '8600 0000 0000 0001', card_expiry: '12/31' }),
    });
    expect(luhn.body.error?.type).toBe(ErrorType.BillingTransactionDeclined);
    const expired = await deposit(client, {
      requisites: JSON.stringify({ card_number: '8600 0000 0000 0007', card_expiry: '12/29' }),
    });
    expect(expired.body.error?.type).toBe(ErrorType.BillingTransactionDeclined);
    const visa = await deposit(client, {
      method: 'visa',
      requisites: JSON.stringify({
        card_number: '4111 1111 1111 1111',
        card_expiry: '12/31',
        card_holder: 'ALI VALIYEV',
      }),
    });
    expect(visa.body.error).toMatchObject({ type: ErrorType.UserNeedProfileData });
    const big = await deposit(client, { method: 'humo', amount: '20000001' });
    expect(big.body.error?.type).toBe(ErrorType.SumsubVerificationRequired);
    const { uid } = (await client.call('account.getInfo', {}, { http: 'GET' })).body.data as {
      uid: number;
    };
    const [{ count } = { count: -1 }] = await platform.db.query<{ count: number }>(
      'select count(*)::int as count from cashier_transactions where account_id = $1',
      [uid],
    );
    expect(count).toBe(0);
  });

  it('keeps to the deposit limit, counting deposits on their way, and says what is left', async () => {
    const client = await signIn('limit@omad.uz');
    const limit = await client.call('account.getDepositLimit', {}, { http: 'GET' });
    expect(issuesOf(DepositLimitSchema, limit.body.data)).toEqual([]);
    expect(limit.body.data).toMatchObject({
      limit_amount: '1000000.00',
      available_amount: '1000000.00',
      period: 'day',
      // The day ends at midnight in Tashkent (19:00 UTC).
      expired_at: '2030-01-07T19:00:00.000Z',
    });
    const over = await deposit(client, { amount: '1000001' });
    expect(over.body.error).toMatchObject({
      type: ErrorType.BillingDepositLimitExceeded,
      data: { available_amount: '1000000.00', limit_amount: '1000000.00', period: 'day' },
    });
    const waiting = startOf(await deposit(client, { amount: '600000' }));
    expect((await deposit(client, { amount: '400001' })).body.error?.type).toBe(
      ErrorType.BillingDepositLimitExceeded,
    );
    // A failed payment gives its room back.
    await choose(client, waiting, 'fail');
    startOf(await deposit(client, { amount: '1000000' }));
    const left = await client.call('account.getDepositLimit', {}, { http: 'GET' });
    expect(left.body.data).toMatchObject({ available_amount: '0.00' });
  });

  it('takes an offer the player qualifies for, and refuses one they do not', async () => {
    const client = await newPlayer();
    const guest = new TestClient(platform.app);
    const offers = await guest.call('campaigns.getoffers', { offset: '0' }, { http: 'GET' });
    expect(issuesOf(pageOf(OfferSchema), offers.body.data)).toEqual([]);
    const items = (
      offers.body.data as { items: { id: number; trigger: { user_satisfies_params: boolean } }[] }
    ).items;
    expect(items.map((offer) => offer.id)).toEqual([201, 202, 203, 301, 302]);
    expect(items.every((offer) => !offer.trigger.user_satisfies_params)).toBe(true);
    const ru = await client.call('campaigns.getoffers', {}, { http: 'GET', locale: 'ru' });
    expect(
      (ru.body.data as { items: { description: { title: string } }[] }).items[0],
    ).toMatchObject({
      description: { title: '100% на первый депозит', min_deposit: '50000' },
      trigger: { user_satisfies_params: true },
    });
    expect(
      (
        await deposit(client, {
          method: 'payme',
          campaign_offer_id: '202',
          requisites: '{"phone":"+998 90 123 45 67"}',
        })
      ).body.error?.error_data,
    ).toEqual({ campaign_offer_id: ['INVALID'] });
    expect(
      (await deposit(client, { campaign_offer_id: '201', amount: '20000' })).body.error?.error_data,
    ).toEqual({ campaign_offer_id: ['INVALID'] });
    const taken = startOf(await deposit(client, { campaign_offer_id: '201' }));
    await choose(client, taken, 'success');
    // The welcome offer is for a first deposit only.
    expect((await deposit(client, { campaign_offer_id: '201' })).body.error?.error_data).toEqual({
      campaign_offer_id: ['INVALID'],
    });
    const [row] = await platform.db.query<{ campaign_offer_id: number }>(
      'select campaign_offer_id from cashier_transactions where id = $1',
      [taken.transaction.id],
    );
    expect(row?.campaign_offer_id).toBe(201);
  });
});
