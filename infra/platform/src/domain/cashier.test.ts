// The cashier's money moves on the ledger: a request's key makes one transaction, a provider
// callback is applied once, a withdrawal never overdraws and is given back once; and many of
// them at the same time on one account leave the books whole (on PGlite here, on PostgreSQL
// in the postgres run, where they truly run at once).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { createTestPlatform } from '../testing/test-platform';
import {
  InsufficientFundsError,
  KeyReusedError,
  cancelWithdrawal,
  openDeposit,
  requestWithdrawal,
  settleDeposit,
  type ProviderVerdict,
} from './cashier';
import { ledgerMismatches } from './ledger';
import { centsOf, decimalOf } from './money';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

let accounts = 0;
/** A newly registered account's id (its main balance opens at 0). */
const newAccount = async (): Promise<number> => {
  accounts += 1;
  const email = `cashier.${accounts}@omad.uz`;
  await new TestClient(platform.app).call('auth.register', { email, password: 'Omad-Pa55word' });
  const [row] = await platform.db.query<{ id: number }>(
    'select id from accounts where email = $1',
    [email],
  );
  if (!row) throw new Error(`no account ${email}`);
  return Number(row.id);
};

const mainOf = async (accountId: number): Promise<string> => {
  const [row] = await platform.db.query<{ main: string }>(
    'select main::text as main from balances where account_id = $1',
    [accountId],
  );
  return row?.main ?? 'none';
};

const entriesOf = (accountId: number, kind: string) =>
  platform.db.query<{ amount: string; reference: string }>(
    `select amount::text as amount, reference from ledger_entries
     where account_id = $1 and kind = $2 order by id`,
    [accountId, kind],
  );

const request = (accountId: number, key: string, amount: string) => ({
  accountId,
  method: 'uzcard',
  amount,
  currency: 'UZS',
  key,
  requisites: {},
  domain: null,
  at: 1,
});

const deposit = (accountId: number, key: string, amount: string) =>
  openDeposit(platform.db, { ...request(accountId, key, amount), offerId: null });

const callback = (
  transactionId: number,
  callbackId: string,
  status: ProviderVerdict = 'success',
) => ({
  callbackId,
  transactionId,
  status,
  at: 2,
});

describe('deposits', () => {
  it('makes one transaction per key, and refuses the key for another request', async () => {
    const account = await newAccount();
    const first = await deposit(account, 'k1', '50000');
    expect(first).toMatchObject({
      created: true,
      transaction: { status: 'new', amount: '50000.00' },
    });
    const again = await deposit(account, 'k1', '50000.00');
    expect(again).toEqual({ created: false, transaction: first.transaction });
    await expect(deposit(account, 'k1', '60000')).rejects.toBeInstanceOf(KeyReusedError);
    // The key is the account's: another player may use the same one.
    expect((await deposit(await newAccount(), 'k1', '50000')).created).toBe(true);
    expect(await mainOf(account)).toBe('0.00');
  });

  it('credits the main balance once on success, whatever is replayed after it', async () => {
    const account = await newAccount();
    const { transaction } = await deposit(account, 'k', '75000.50');
    const pending = await settleDeposit(platform.db, callback(transaction.id, 'c0', 'pending'));
    expect(pending).toMatchObject({ applied: true, transaction: { status: 'pending' } });
    expect(await mainOf(account)).toBe('0.00');

    const done = await settleDeposit(platform.db, callback(transaction.id, 'c1'));
    expect(done).toMatchObject({ applied: true, transaction: { status: 'success' } });
    expect(await mainOf(account)).toBe('75000.50');
    // The same callback again, and a later one contradicting it: nothing moves.
    expect((await settleDeposit(platform.db, callback(transaction.id, 'c1'))).applied).toBe(false);
    const late = await settleDeposit(platform.db, callback(transaction.id, 'c2', 'fail'));
    expect(late).toMatchObject({ applied: false, transaction: { status: 'success' } });
    expect(await mainOf(account)).toBe('75000.50');
    expect(await entriesOf(account, 'deposit')).toEqual([
      { amount: '75000.50', reference: `deposit:${transaction.id}` },
    ]);
  });

  it('ends a failed or cancelled deposit without moving money', async () => {
    const account = await newAccount();
    for (const status of ['fail', 'cancel'] as const) {
      const { transaction } = await deposit(account, status, '1000');
      const settled = await settleDeposit(platform.db, callback(transaction.id, status, status));
      expect(settled).toMatchObject({ applied: true, transaction: { status } });
      const after = await settleDeposit(platform.db, callback(transaction.id, `${status}-ok`));
      expect(after.applied).toBe(false);
    }
    expect(await mainOf(account)).toBe('0.00');
    expect(await entriesOf(account, 'deposit')).toEqual([]);
  });
});

describe('withdrawals', () => {
  it('takes the amount off the main balance once per key, never below zero', async () => {
    const account = await newAccount();
    const { transaction } = await deposit(account, 'd', '100000');
    await settleDeposit(platform.db, callback(transaction.id, 'd'));

    const refused = requestWithdrawal(platform.db, request(account, 'w0', '100000.01'));
    await expect(refused).rejects.toEqual(new InsufficientFundsError('100000.00'));
    expect(
      await platform.db.query(
        "select id from cashier_transactions where type = 'withdrawal' and account_id = $1",
        [account],
      ),
    ).toEqual([]);

    const made = await requestWithdrawal(platform.db, request(account, 'w1', '40000'));
    expect(made).toMatchObject({ created: true, transaction: { status: 'pending' } });
    const again = await requestWithdrawal(platform.db, request(account, 'w1', '40000'));
    expect(again).toEqual({ created: false, transaction: made.transaction });
    expect(await mainOf(account)).toBe('60000.00');
    await expect(
      requestWithdrawal(platform.db, request(account, 'w1', '1000')),
    ).rejects.toBeInstanceOf(KeyReusedError);
  });

  it('gives a cancelled withdrawal back once, and only the account may cancel it', async () => {
    const account = await newAccount();
    const { transaction } = await deposit(account, 'd', '5000');
    await settleDeposit(platform.db, callback(transaction.id, 'd2'));
    const { transaction: withdrawal } = await requestWithdrawal(
      platform.db,
      request(account, 'w', '5000'),
    );
    expect(await mainOf(account)).toBe('0.00');
    expect(
      await cancelWithdrawal(platform.db, await newAccount(), withdrawal.id, 3),
    ).toBeUndefined();

    const cancelled = await cancelWithdrawal(platform.db, account, withdrawal.id, 3);
    expect(cancelled).toMatchObject({ applied: true, transaction: { status: 'cancel' } });
    const twice = await cancelWithdrawal(platform.db, account, withdrawal.id, 4);
    expect(twice?.applied).toBe(false);
    expect(await mainOf(account)).toBe('5000.00');
    expect(await entriesOf(account, 'withdrawal_cancel')).toEqual([
      { amount: '5000.00', reference: `withdrawal:${withdrawal.id}` },
    ]);
  });
});

describe('many moves at once on one account', () => {
  it('50 deposits with replayed callbacks and withdrawals leave the books whole', async () => {
    const account = await newAccount();
    const deposits = await Promise.all(
      Array.from({ length: 50 }, (_, index) => deposit(account, `d${index}`, '1000')),
    );
    // Every deposit confirmed twice over (a replay), a double click on some, and withdrawals
    // of 1,500 each racing them: some are refused while the money is not there yet.
    const results = await Promise.allSettled([
      ...deposits.flatMap(({ transaction }) => [
        settleDeposit(platform.db, callback(transaction.id, `c${transaction.id}`)),
        settleDeposit(platform.db, callback(transaction.id, `c${transaction.id}`)),
      ]),
      ...Array.from({ length: 10 }, (_, index) => deposit(account, `d${index}`, '1000')),
      ...Array.from({ length: 30 }, (_, index) =>
        requestWithdrawal(platform.db, request(account, `w${index}`, '1500')),
      ),
    ]);
    const failures = results.filter((result) => result.status === 'rejected');
    for (const failure of failures) {
      expect(failure.reason).toBeInstanceOf(InsufficientFundsError);
    }
    const withdrawals = await platform.db.query<{ id: number }>(
      `select id::int as id from cashier_transactions where account_id = $1 and type = 'withdrawal'`,
      [account],
    );
    // Half the withdrawals cancelled, each twice at once.
    const cancelled = withdrawals.filter((_, index) => index % 2 === 0);
    await Promise.all(
      cancelled.flatMap(({ id }) => [
        cancelWithdrawal(platform.db, account, id, 5),
        cancelWithdrawal(platform.db, account, id, 5),
      ]),
    );

    expect(await entriesOf(account, 'deposit')).toHaveLength(50);
    expect(await entriesOf(account, 'withdrawal_cancel')).toHaveLength(cancelled.length);
    const kept = withdrawals.length - cancelled.length;
    expect(await mainOf(account)).toBe(decimalOf(50n * 100000n - BigInt(kept) * 150000n));
    expect(centsOf(await mainOf(account))).toBeGreaterThanOrEqual(0n);
    expect(withdrawals.length + failures.length).toBe(30);
  });
});
