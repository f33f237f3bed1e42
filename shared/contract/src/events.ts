// The typed event bus: the only way remotes talk to each other and to the shell.
// Event names are constants; payloads are readonly.
import type { Emitter } from 'mitt';
import type { Locale } from './locale';

/** Which auth dialog to open. */
export type AuthDialogMode = 'login' | 'register' | 'restore' | 'complete-registration';

/** Every event on the bus and its payload. */
export type OmadEvents = {
  /** Ask the auth remote to open a dialog; `closable: false` makes it non-closable. */
  'auth:open': Readonly<{ mode: AuthDialogMode; closable?: boolean; source?: string }>;
  /** An auth dialog closed; `signedIn` tells whether it ended in a session. */
  'auth:closed': Readonly<{ mode: AuthDialogMode; signedIn: boolean }>;
  /** A player signed in or registered (the session store already holds the account). */
  'session:signed-in': Readonly<{
    uid: number;
    via: 'login' | 'register' | 'social' | 'messenger';
  }>;
  /** The player signed out. */
  'session:signed-out': Readonly<Record<string, never>>;
  /** The site language changed; remotes refetch locale-bound data. */
  'locale:changed': Readonly<{ locale: Locale; previous: Locale }>;
  /** A remote could not load, declared another contract major, or threw while rendering. */
  'remote:failed': Readonly<{
    remote: string;
    phase: 'load' | 'contract' | 'render';
    message: string;
  }>;
  /** A remote tells the shell its page does not exist or is not allowed (status semantics of spec 8). */
  'page:error': Readonly<{ status: number; type?: string; message?: string }>;
  /** Ask the auth remote to refresh the balances shown in the header. */
  'balance:refresh': Readonly<Record<string, never>>;
  /** A popup preview was requested with #popup-preview and a popup query. */
  'popup:preview': Readonly<{ sysname: string }>;
  /** The messenger mini-app init data was found in the hash (tgWebAppData). */
  'messenger:detected': Readonly<{ initData: string }>;
  /**
   * Open the games-search dialog (spec section 2), owned by the games remote's header
   * widget; `source` says where it was asked for (header, lobby, bottom-menu…).
   */
  'games:search': Readonly<{ source: string; query?: string }>;
  /**
   * A call answered UserNeedProfileDataException: the profile remote's fill-profile dialog
   * takes the player to the settings with `fields` (the missing ones) marked (since 2.6.0).
   */
  'account:needs-profile': Readonly<{ fields: readonly string[] }>;
  /**
   * A call answered SumsubVerificationRequiredException: the profile remote opens the
   * identity-verification dialog (since 2.6.0).
   */
  'account:needs-verification': Readonly<Record<string, never>>;
  /** The player confirmed a contact with its code; hints about it go (since 2.6.0). */
  'account:contact-confirmed': Readonly<{ contact: string }>;
};

/** A name of a bus event. */
export type OmadEventName = keyof OmadEvents;

/** The bus every app receives in its props. */
export type EventBus = Emitter<OmadEvents>;

/** Event names as constants, so features never scatter string literals. */
export const Events = {
  AuthOpen: 'auth:open',
  AuthClosed: 'auth:closed',
  SignedIn: 'session:signed-in',
  SignedOut: 'session:signed-out',
  LocaleChanged: 'locale:changed',
  RemoteFailed: 'remote:failed',
  PageError: 'page:error',
  BalanceRefresh: 'balance:refresh',
  PopupPreview: 'popup:preview',
  MessengerDetected: 'messenger:detected',
  GamesSearch: 'games:search',
  NeedsProfile: 'account:needs-profile',
  NeedsVerification: 'account:needs-verification',
  ContactConfirmed: 'account:contact-confirmed',
} as const satisfies Record<string, OmadEventName>;
