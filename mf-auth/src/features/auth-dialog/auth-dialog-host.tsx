// The auth dialog: opened by `auth:open` on the bus (from the shell's query flags, the
// header buttons or another remote), forced open and non-closable for a signed-in player
// whose registration is incomplete. Each mode's body is a flow of its own feature folder,
// given by the header widget, which loads it when the dialog first opens in that mode.
import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Skeleton } from '@omad/ui';
import { Events, type AuthDialogMode, type OmadEvents, type SignInVia } from '@omad/contract';
import type { UserAccount } from '@omad/contract/api';
import { useCms, useRemoteProps, useSession } from '@omad/contract/remote';
import { AuthBanner } from './auth-banner';
import type { FlowProps } from '../../lib/flow-props';
import { askHintReveal } from '../../lib/hints/hint-reveal';
import './auth-dialog.css';

type Request = OmadEvents['auth:open'];

/** The body of the dialog in each mode; the header widget composes them (auth-flows.ts). */
export type AuthFlows = Readonly<Record<AuthDialogMode, ComponentType<FlowProps>>>;

/** While a flow's chunk loads: the height of a short form, so the dialog does not jump. */
const FLOW_FALLBACK = (
  <div className="omad-auth-dialog__loading" aria-busy="true">
    <Skeleton variant="block" width="100%" height={44} />
    <Skeleton variant="block" width="100%" height={44} />
    <Skeleton variant="block" width="100%" height={44} />
  </div>
);

export const AuthDialogHost = ({ flows }: Readonly<{ flows: AuthFlows }>) => {
  const { t } = useTranslation('auth');
  const { bus, session } = useRemoteProps();
  const [request, setRequest] = useState<Request | null>(null);
  const incomplete = useSession(
    (state) => state.authenticated && state.account?.is_registration_completed === false,
  );
  // The shared content read: one request and one cache entry with the menu banners.
  const authConfig = useCms('getAuthConfig');

  useEffect(() => {
    const open = (next: Request) => setRequest(next);
    bus.on(Events.AuthOpen, open);
    return () => bus.off(Events.AuthOpen, open);
  }, [bus]);

  useEffect(() => {
    if (incomplete)
      setRequest({ mode: 'complete-registration', closable: false, source: 'forced' });
    else setRequest((current) => (current?.mode === 'complete-registration' ? null : current));
  }, [incomplete]);

  const close = useCallback(() => {
    setRequest((current) => {
      if (current) bus.emit(Events.AuthClosed, { mode: current.mode, signedIn: false });
      return null;
    });
  }, [bus]);

  const onSignedIn = useCallback(
    async (account: UserAccount, via: SignInVia) => {
      const mode = request?.mode ?? 'login';
      // A flow may have opened the session already (registration whose promo code was
      // refused signs the player in before its last step): announce a sign-in only once.
      const state = session.getState();
      const alreadyIn = state.authenticated && state.account?.uid === account.uid;
      // The player's own act: the hints strip may appear as the dialog closes.
      askHintReveal();
      if (!alreadyIn) await session.signedIn(account, via);
      if (account.is_registration_completed !== false) setRequest(null);
      bus.emit(Events.AuthClosed, { mode, signedIn: true });
    },
    [bus, session, request?.mode],
  );

  const switchTo = useCallback(
    (mode: AuthDialogMode) => setRequest((current) => (current ? { ...current, mode } : current)),
    [],
  );

  if (!request) return null;
  const Flow = flows[request.mode];
  const closable = request.closable ?? true;
  const withBanner = request.mode === 'login' || request.mode === 'register';
  return (
    <Dialog
      open
      variant="popup"
      title={t(`dialog.${request.mode}`)}
      closable={closable}
      closeLabel={t('close')}
      onClose={close}
    >
      <div className="omad-auth-dialog" data-testid="auth-dialog" data-mode={request.mode}>
        {withBanner ? <AuthBanner banner={authConfig?.authBanner} /> : null}
        <div className="omad-auth-dialog__body">
          <Suspense fallback={FLOW_FALLBACK}>
            <Flow onSignedIn={onSignedIn} switchTo={switchTo} close={close} />
          </Suspense>
        </div>
      </div>
    </Dialog>
  );
};
