// The wallet's and rewards' reads: currency rates from the account's currency, a currency
// change only before money moves, and the seeded player's bonuses and cashbacks paged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusSchema, CashbackSchema, CurrencyRatesSchema, pageOf } from '@omad/contract/api';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, issuesOf } from '../testing/api-client';
import { registerPlayer, signInAs } from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const newPlayer = () => registerPlayer(platform.app);
const signIn = (login: string) => signInAs(platform.app, login);

describe('wallet, rewards', () => {
  it("gives rates from the account's currency and lets a currency change only before money moves", async () => {
    const client = await newPlayer();
    const rates = await client.call('account.getcurrencyrates', {}, { http: 'GET' });
    expect(issuesOf(CurrencyRatesSchema, rates.body.data)).toEqual([]);
    expect(rates.body.data).toEqual({
      base: 'UZS',
      rates: [
        { currency: 'UZS', rate: '1.000000' },
        { currency: 'USD', rate: '12650.000000' },
        { currency: 'RUB', rate: '135.000000' },
      ],
    });
    const set = await client.call('account.setCurrency', { currency: 'USD' });
    expect(set.body.data).toMatchObject({
      balances: { main: { amount: '0.00', currency: 'USD' } },
    });
    const usd = await client.call('account.getcurrencyrates', {}, { http: 'GET' });
    expect((usd.body.data as { rates: unknown[] }).rates).toContainEqual({
      currency: 'UZS',
      rate: '0.000079',
    });
    const rich = await signIn('player@omad.uz');
    expect(
      (await rich.call('account.setCurrency', { currency: 'USD' })).body.error?.error_data,
    ).toEqual({
      currency: ['LOCKED'],
    });
  });

  it("pages the seeded player's bonuses and cashbacks, newest first, in the call's language", async () => {
    const client = await signIn('player@omad.uz');
    const bonuses = await client.call(
      'bonuses.get',
      { offset: '0', count: '4' },
      { http: 'GET', locale: 'ru' },
    );
    expect(issuesOf(pageOf(BonusSchema), bonuses.body.data)).toEqual([]);
    const page = bonuses.body.data as {
      items: { description: { title: string } }[];
      count: number;
    };
    expect(page.count).toBe(5);
    expect(page.items).toHaveLength(4);
    expect(page.items[0]?.description.title).toBe('Бонус выходного дня');
    const rest = await client.call('bonuses.get', { offset: '4', count: '4' }, { http: 'GET' });
    expect((rest.body.data as { items: unknown[] }).items).toHaveLength(1);
    const active = await client.call('bonuses.get', { status: 'active' }, { http: 'GET' });
    expect((active.body.data as { count: number }).count).toBe(1);
    const cashbacks = await client.call(
      'cashbacks.get',
      { offset: '0', count: '4', sort: 'end_date', order: 'desc' },
      { http: 'GET' },
    );
    expect(issuesOf(pageOf(CashbackSchema), cashbacks.body.data)).toEqual([]);
    const cashbackPage = cashbacks.body.data as { count: number; items: unknown[] };
    expect(cashbackPage.count).toBe(5);
    expect(cashbackPage.items[0]).toMatchObject({
      status: 'active',
      amount: { amount: '17250.00' },
    });
    const stranger = await newPlayer();
    expect((await stranger.call('cashbacks.get', {}, { http: 'GET' })).body.data).toEqual({
      items: [],
      count: 0,
    });
  });
});
