// Deposit limits per day, week and month (responsibleGaming.setDepositLimit, cancelLimitChange,
// get; account.getDepositLimit): a first or lower limit applies at once, a raise or removal
// waits 24 hours, the lowest remaining binds, and the cashier keeps to it even when deposits
// race.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DepositLimitSchema, ErrorType, ResponsibleGamingSchema } from '@omad/contract/api';
import type { ResponsibleGaming } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import type { Answer } from '../testing/api-client';
import { registerPlayer } from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
// Monday 2030-01-07, 12:00 UTC (17:00 in Tashkent).
let clock = Date.UTC(2030, 0, 7, 12);
const HOUR = 3_600_000;

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const stateOf = (answer: Answer): ResponsibleGaming => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(ResponsibleGamingSchema, answer.body.data)).toEqual([]);
  return parseWith(ResponsibleGamingSchema, answer.body.data);
};
const get = async (client: TestClient) =>
  stateOf(await client.call('responsibleGaming.get', {}, { http: 'GET' }));
const setLimit = async (client: TestClient, period: string, amount: string) =>
  stateOf(await client.call('responsibleGaming.setDepositLimit', { period, amount }));
const ruleOf = (state: ResponsibleGaming, period: string) =>
  state.limits.find((rule) => rule.period === period);

let keys = 0;
const deposit = (client: TestClient, amount: string) => {
  keys += 1;
  return client.call('cashier.makedeposit', {
    method: 'uzcard',
    amount,
    requisites: JSON.stringify({ card_number: '8600 0000 0000 0007', card_expiry: '12/35' }),
    idempotency_key: `limit-key-${keys}`,
  });
};

describe('responsibleGaming.setDepositLimit', () => {
  it('answers no limits at first, in day, week, month order', async () => {
    const state = await get(await registerPlayer(platform.app));
    expect(state).toEqual({
      currency: 'UZS',
      limits: ['day', 'week', 'month'].map((period) => ({
        period,
        limit_amount: null,
        available_amount: null,
        expired_at: null,
        pending: null,
      })),
      cooling_off_hours: 24,
      reality_check_minutes: 0,
      exclusion: null,
    });
  });

  it('applies a first or lower limit at once; a raise waits 24 hours, then applies', async () => {
    const client = await registerPlayer(platform.app);
    expect(ruleOf(await setLimit(client, 'day', '500000'), 'day')).toEqual({
      period: 'day',
      limit_amount: '500000.00',
      available_amount: '500000.00',
      // Midnight in Tashkent.
      expired_at: '2030-01-07T19:00:00.000Z',
      pending: null,
    });
    const raised = ruleOf(await setLimit(client, 'day', '800000.50'), 'day');
    expect(raised).toMatchObject({
      limit_amount: '500000.00',
      pending: { limit_amount: '800000.50', applies_at: new Date(clock + 24 * HOUR).toISOString() },
    });
    // The same limit again changes nothing; asking the same raise again keeps its clock.
    clock += HOUR;
    expect(ruleOf(await setLimit(client, 'day', '500000'), 'day')).toEqual(raised);
    expect(ruleOf(await setLimit(client, 'day', '800000.50'), 'day')).toEqual(raised);
    // A raise is refused by the cashier until it applies.
    expect((await deposit(client, '600000')).body.error?.type).toBe(
      ErrorType.BillingDepositLimitExceeded,
    );
    clock += 23 * HOUR;
    expect(ruleOf(await get(client), 'day')).toMatchObject({
      limit_amount: '800000.50',
      available_amount: '800000.50',
      pending: null,
    });
    expect((await deposit(client, '600000')).status).toBe(200);

    // A lower one applies at once and drops a waiting raise.
    await setLimit(client, 'day', '900000');
    expect(ruleOf(await setLimit(client, 'day', '700000'), 'day')).toMatchObject({
      limit_amount: '700000.00',
      available_amount: '100000.00',
      pending: null,
    });
  });

  it('lets a removal wait 24 hours, and a waiting change be cancelled', async () => {
    const client = await registerPlayer(platform.app);
    await setLimit(client, 'week', '2000000');
    const removing = ruleOf(await setLimit(client, 'week', ''), 'week');
    expect(removing).toMatchObject({
      limit_amount: '2000000.00',
      pending: { limit_amount: null, applies_at: new Date(clock + 24 * HOUR).toISOString() },
    });
    const cancelled = await client.call('responsibleGaming.cancelLimitChange', { period: 'week' });
    expect(ruleOf(stateOf(cancelled), 'week')).toMatchObject({
      limit_amount: '2000000.00',
      pending: null,
    });
    await setLimit(client, 'week', '');
    clock += 24 * HOUR;
    expect(ruleOf(await get(client), 'week')).toEqual({
      period: 'week',
      limit_amount: null,
      available_amount: null,
      expired_at: null,
      pending: null,
    });
  });

  it('refuses a malformed amount or period', async () => {
    const client = await registerPlayer(platform.app);
    for (const amount of ['0', '-5', '1.234', '12,5', 'abc', '1000000000000000.01']) {
      const answer = await client.call('responsibleGaming.setDepositLimit', {
        period: 'day',
        amount,
      });
      expect(answer.body.error?.error_data, amount).toEqual({ amount: ['INVALID'] });
    }
    expect(ruleOf(await setLimit(client, 'month', '1000000000000000'), 'month')?.limit_amount).toBe(
      '1000000000000000.00',
    );
    const period = await client.call('responsibleGaming.setDepositLimit', {
      period: 'year',
      amount: '10',
    });
    expect(period.body.error?.error_data).toEqual({ period: ['INVALID'] });
    expect(
      (await new TestClient(platform.app).call('responsibleGaming.get', {}, { http: 'GET' }))
        .status,
    ).toBe(401);
  });
});

describe('the binding limit', () => {
  it('is the one with the least left: account.getDepositLimit names it and the cashier refuses past it', async () => {
    const client = await registerPlayer(platform.app);
    await setLimit(client, 'day', '1000000');
    await setLimit(client, 'week', '700000');
    await setLimit(client, 'month', '2000000');
    const limit = await client.call('account.getDepositLimit', {}, { http: 'GET' });
    expect(issuesOf(DepositLimitSchema, limit.body.data)).toEqual([]);
    expect(limit.body.data).toEqual({
      available_amount: '700000.00',
      can_edit: true,
      // Monday 00:00 in Tashkent, a week on.
      expired_at: '2030-01-13T19:00:00.000Z',
      limit_amount: '700000.00',
      period: 'week',
    });
    expect((await deposit(client, '800000')).body.error).toMatchObject({
      type: ErrorType.BillingDepositLimitExceeded,
      data: { available_amount: '700000.00', limit_amount: '700000.00', period: 'week' },
    });
    expect((await deposit(client, '600000')).status).toBe(200);
    const state = await get(client);
    expect(state.limits.map((rule) => rule.available_amount)).toEqual([
      '400000.00',
      '100000.00',
      '1400000.00',
    ]);
    expect((await deposit(client, '100001')).body.error?.data).toMatchObject({ period: 'week' });
  });

  it('holds when deposits race: never more than the limit is asked for', async () => {
    const client = await registerPlayer(platform.app);
    await setLimit(client, 'day', '1000000');
    const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(client, '300000')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(
      answers.filter((answer) => answer.body.error?.type === ErrorType.BillingDepositLimitExceeded),
    ).toHaveLength(5);
    expect(ruleOf(await get(client), 'day')?.available_amount).toBe('100000.00');
  });

  it('keeps the seeded daily limit of limit@omad.uz', async () => {
    const client = new TestClient(platform.app);
    await client.call('auth.login', { login: 'limit@omad.uz', password: 'Secret123' });
    expect(ruleOf(await get(client), 'day')?.limit_amount).toBe('1000000.00');
  });
});

describe('responsibleGaming.setRealityCheck', () => {
  it('takes one of the offered intervals', async () => {
    const client = await registerPlayer(platform.app);
    const set = await client.call('responsibleGaming.setRealityCheck', { minutes: '30' });
    expect(stateOf(set).reality_check_minutes).toBe(30);
    for (const minutes of ['7', '-15', 'x', '']) {
      const answer = await client.call('responsibleGaming.setRealityCheck', { minutes });
      expect(answer.body.error?.error_data, minutes).toEqual({
        minutes: [minutes === '' ? 'REQUIRED' : 'INVALID'],
      });
    }
    const off = await client.call('responsibleGaming.setRealityCheck', { minutes: '0' });
    expect(stateOf(off).reality_check_minutes).toBe(0);
  });
});
