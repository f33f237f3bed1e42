// ./header-account: the account corner of the header and the auth dialogs it opens. The
// hints strip is a widget of its own (./account-hints), in the flow above the page.
import { createRemoteApp } from '@omad/contract/remote';
import { AccountWidget } from '../features/account-widget/account-widget';
import { AuthDialogHost } from '../features/auth-dialog/auth-dialog-host';
import { MessengerSignIn } from '../features/messenger/messenger-sign-in';
import { SocialReturn } from '../features/social/social-return';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';
import { AUTH_FLOWS, warmAuthFlows } from './auth-flows';
import './header-account.css';

// A pointer or focus on the account corner means a dialog may open next: fetch its flows.
const HeaderAccount = () => (
  <>
    <div
      className="omad-header-account"
      onPointerOver={warmAuthFlows}
      onFocus={warmAuthFlows}
      onTouchStart={warmAuthFlows}
    >
      <AccountWidget />
    </div>
    <AuthDialogHost flows={AUTH_FLOWS} />
    <SocialReturn />
    <MessengerSignIn />
  </>
);

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'auth',
  resources: { uz, ru },
  root: HeaderAccount,
});
