// Test helpers of the deposit specs: players, a Uzcard deposit asked with a fresh idempotency
// key, its start parsed by the contract, the tester's choice on the simulated provider's page,
// and the platform's view of the player's money and deposits.
import { expect } from 'vitest';
import { DepositStartSchema } from '@omad/contract/api';
import type { Platform } from '../platform';
import { TestClient, issuesOf } from './api-client';

/** The provider's start of a deposit: the transaction and where to pay. */
export type Start = {
  transaction: { id: number; status: string };
  payment: { url: string; view: string };
};

export const UZCARD = JSON.stringify({ card_number: '8600 0000 0000 0007', card_expiry: '12/31' });

/** Helpers over the platform `current()` gives (made in the spec's beforeAll). */
export const depositHelpers = (current: () => Platform) => {
  let players = 0;
  const newPlayer = async () => {
    players += 1;
    const client = new TestClient(current().app);
    const email = `deposit.${players}@omad.uz`;
    await client.call('auth.register', { email, password: 'Omad-Pa55word' });
    return client;
  };
  const signIn = async (login: string) => {
    const client = new TestClient(current().app);
    await client.call('auth.login', { login, password: 'Secret123' });
    return client;
  };

  let keys = 0;
  const deposit = (client: TestClient, fields: Record<string, string> = {}) => {
    keys += 1;
    return client.call('cashier.makedeposit', {
      method: 'uzcard',
      amount: '100000',
      requisites: UZCARD,
      idempotency_key: `deposit-key-${keys}`,
      ...fields,
    });
  };

  const mainOf = async (client: TestClient) =>
    (
      (await client.call('account.getBalance', {}, { http: 'GET' })).body.data as {
        main: { amount: string };
      }
    ).main.amount;

  const startOf = (answer: Awaited<ReturnType<typeof deposit>>): Start => {
    expect(issuesOf(DepositStartSchema, answer.body.data)).toEqual([]);
    return answer.body.data as Start;
  };

  /** The tester's choice on the provider's page. */
  const choose = (client: TestClient, start: Start, outcome: string) =>
    current().app.request(start.payment.url, {
      method: 'POST',
      body: new URLSearchParams({ outcome }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieOf(client) },
    });
  const cookieOf = (client: TestClient) =>
    [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  const statusOf = async (client: TestClient, id: number) =>
    (
      (await client.call('cashier.getdepositinfo', { id: String(id) }, { http: 'GET' })).body
        .data as { status: string }
    ).status;
  return { newPlayer, signIn, deposit, mainOf, startOf, choose, cookieOf, statusOf };
};
