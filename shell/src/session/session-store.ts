// The session: a zustand store of the account and general info, plus the sequences of
// spec section 1 on sign-in, registration and sign-out. Remotes get it read-only with
// commands (contract SessionStore).
import { createStore } from 'zustand/vanilla';
import {
  Events,
  type EventBus,
  type SessionState,
  type SessionStore,
  type SignInVia,
} from '@omad/contract';
import type { Api, UserAccount } from '@omad/contract/api';
import { customerTracking } from './tracking';

type Deps = Readonly<{
  api: Api;
  bus: EventBus;
  /** Where sign-out sends the browser (home of the current locale). */
  homeUrl: () => string;
  /** Full reload to an address (spec: logout reloads to home). */
  reloadTo: (url: string) => void;
}>;

const initial: SessionState = {
  status: 'idle',
  account: null,
  authenticated: false,
  generalInfo: null,
};

const withAccount = (account: UserAccount): Pick<SessionState, 'account' | 'authenticated'> => ({
  account,
  authenticated: account.uid > 0,
});

export const createSessionStore = (deps: Deps): SessionStore => {
  const store = createStore<SessionState>()(() => initial);
  const pending: Array<() => void | Promise<void>> = [];

  const runPending = async (): Promise<void> => {
    for (const action of pending.splice(0)) {
      try {
        await action();
      } catch (error) {
        console.error('[session] pending action failed', error);
      }
    }
  };

  const refresh = async (): Promise<void> => {
    store.setState({ status: 'pending' });
    try {
      const [account, generalInfo] = await Promise.all([
        deps.api.account.getInfo(),
        store.getState().generalInfo ?? deps.api.metadata.getGeneralInfo(),
      ]);
      store.setState({ status: 'success', generalInfo, ...withAccount(account) });
    } catch (error) {
      console.error('[session] account refresh failed', error);
      store.setState({ status: 'error' });
    }
  };

  const signedIn = async (account: UserAccount, via: SignInVia): Promise<void> => {
    store.setState({ status: 'success', ...withAccount(account) });
    customerTracking.identify(account.uid, via);
    deps.bus.emit(Events.SignedIn, { uid: account.uid, via });
    await refresh();
    await runPending();
  };

  const signOut = async (): Promise<void> => {
    try {
      await deps.api.auth.logout();
    } catch (error) {
      console.error('[session] sign-out failed', error);
      throw error;
    }
    customerTracking.reset();
    store.setState({ ...initial, status: 'success', generalInfo: store.getState().generalInfo });
    deps.bus.emit(Events.SignedOut, {});
    deps.reloadTo(deps.homeUrl());
  };

  const whenSignedIn = (action: () => void | Promise<void>): void => {
    if (store.getState().authenticated) void Promise.resolve().then(action);
    else pending.push(action);
  };

  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
    refresh,
    signedIn,
    signOut,
    whenSignedIn,
  };
};
