// The balances the widget shows: the newer of its own account.getBalance answers and the
// session account's (the session store is the shell's and read-only to remotes). Each
// offer carries the time its data was asked for; an older one never replaces a newer one.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Balances } from '@omad/contract/api';

type Stamped = Readonly<{ uid: number; balances: Balances; at: number }>;
export type BalanceState = Readonly<{ latest: Stamped | null }>;
export type BalanceStore = StoreApi<BalanceState>;

export const createBalanceStore = (): BalanceStore =>
  createStore<BalanceState>()(() => ({ latest: null }));

/** Keeps `balances` of player `uid` as of `at` unless the store holds newer ones of them. */
export const offerBalances = (
  store: BalanceStore,
  uid: number,
  balances: Balances,
  at: number,
): void =>
  store.setState((state) =>
    state.latest && state.latest.uid === uid && state.latest.at > at
      ? state
      : { latest: { uid, balances, at } },
  );

/** The balances to show for `uid`; null when the store has none of this player. */
export const balancesOf = (state: BalanceState, uid: number): Balances | null =>
  state.latest?.uid === uid ? state.latest.balances : null;
