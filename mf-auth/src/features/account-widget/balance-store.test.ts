import { describe, expect, it } from 'vitest';
import type { Balances } from '@omad/contract/api';
import { balancesOf, createBalanceStore, offerBalances } from './balance-store';

const balances = (main: number): Balances => {
  const money = (amount: number) => ({ amount: amount.toFixed(2), currency: 'UZS' });
  return { main: money(main), bonus: money(0), betting_bonus: money(0), fun: money(0) };
};

describe('balance store', () => {
  it('keeps the newest balances of a player, whatever order the answers arrive in', () => {
    const store = createBalanceStore();
    offerBalances(store, 7, balances(100), 2_000);
    // An answer to a request made before the balances above arrives late: it is older.
    offerBalances(store, 7, balances(50), 1_000);
    expect(balancesOf(store.getState(), 7)?.main.amount).toBe('100.00');
    offerBalances(store, 7, balances(200), 3_000);
    expect(balancesOf(store.getState(), 7)?.main.amount).toBe('200.00');
  });

  it('never shows one player the balances of another', () => {
    const store = createBalanceStore();
    offerBalances(store, 7, balances(100), 2_000);
    expect(balancesOf(store.getState(), 8)).toBeNull();
    offerBalances(store, 8, balances(5), 1_000);
    expect(balancesOf(store.getState(), 8)?.main.amount).toBe('5.00');
  });
});
