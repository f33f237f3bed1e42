// The session as remotes see it: read-only state they subscribe to with zustand's
// useStore, plus the commands the shell carries out for them.
import type { GeneralInfo, UserAccount } from './api/entities';

/** The loading states of spec section 4. */
export type LoadStatus = 'idle' | 'pending' | 'success' | 'error';

/** How a session began. */
export type SignInVia = 'login' | 'register' | 'social' | 'messenger';

/** What the shell knows about the visitor. */
export type SessionState = Readonly<{
  /** Loading state of the account (account.getInfo). */
  status: LoadStatus;
  /** The account of the session; uid 0 for a guest; null until first loaded. */
  account: UserAccount | null;
  /** True when the account's uid is above 0 (spec section 4). */
  authenticated: boolean;
  /** Site-wide settings (metadata.getgeneralinfo); null until loaded. */
  generalInfo: GeneralInfo | null;
}>;

/** A zustand store that remotes may read and subscribe to but never set. */
export type ReadonlyStore<T> = Readonly<{
  /** The current state. */
  getState: () => T;
  /** The state the store started with. */
  getInitialState: () => T;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: (state: T, previous: T) => void) => () => void;
}>;

/** The session store handed to remotes: read-only state plus commands. */
export type SessionStore = ReadonlyStore<SessionState> &
  Readonly<{
    /** Refetches the account (account.getInfo) and general info. */
    refresh: () => Promise<void>;
    /**
     * Tells the shell a sign-in or registration succeeded with this account: it sets the
     * session, sets the customer-tracking identity, refreshes account data, emits
     * `session:signed-in` and runs the pending-action queue.
     */
    signedIn: (account: UserAccount, via: SignInVia) => Promise<void>;
    /** Signs out (auth.logout), clears the tracking identity and reloads to home. */
    signOut: () => Promise<void>;
    /** Runs `action` right after the next sign-in (or now, when already signed in). */
    whenSignedIn: (action: () => void | Promise<void>) => void;
  }>;
