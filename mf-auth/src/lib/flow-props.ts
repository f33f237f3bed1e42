// What every auth flow (a dialog body) gets from the dialog host.
import type { AuthDialogMode, SignInVia } from '@omad/contract';
import type { UserAccount } from '@omad/contract/api';

export type FlowProps = Readonly<{
  /** Ends the flow with a session: the host tells the shell, closes the dialog, reports it. */
  onSignedIn: (account: UserAccount, via: SignInVia) => Promise<void>;
  /** Moves the dialog to another flow (e.g. from sign-in to forgot password). */
  switchTo: (mode: AuthDialogMode) => void;
  /** Closes the dialog without a session (only offered when the dialog is closable). */
  close: () => void;
}>;
