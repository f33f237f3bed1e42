// Signs a guest in from the messenger mini-app: the shell announces the launch data
// ('messenger:detected'), or it is already in the hash when this widget mounts. Each
// launch is tried once per page load; a failure shows the toast of spec section 8. An
// account with two-factor on is asked for its code (messenger-two-factor.tsx).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Events } from '@omad/contract';
import type { UserAccount } from '@omad/contract/api';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { isTwoFactorPrompt } from '../../lib/two-factor/login-errors';
import { parseInitData, type MessengerFields } from './init-data';
import { MessengerTwoFactor } from './messenger-two-factor';

type CodeAsked = Readonly<{ fields: MessengerFields; prompt: unknown }>;

export const MessengerSignIn = () => {
  const { t } = useTranslation('auth');
  const { api, bus, session, toast } = useRemoteProps();
  const status = useSession((state) => state.status);
  const authenticated = useSession((state) => state.authenticated);
  // The shell may announce a launch this widget already read from the hash.
  const tried = useRef(new Set<string>());
  const [launch, setLaunch] = useState<string | null>(() =>
    window.location.hash.includes('tgWebAppData') ? window.location.hash : null,
  );
  const [codeAsked, setCodeAsked] = useState<CodeAsked | null>(null);

  useEffect(() => {
    const onDetected = ({ initData }: { initData: string }) => setLaunch(initData);
    bus.on(Events.MessengerDetected, onDetected);
    return () => bus.off(Events.MessengerDetected, onDetected);
  }, [bus]);

  useEffect(() => {
    // Wait until the shell knows whether someone is signed in; a player stays who they are.
    if (launch === null || status === 'idle' || status === 'pending') return;
    setLaunch(null);
    const key = launch.replace(/^#/, '');
    if (authenticated || tried.current.has(key)) return;
    tried.current.add(key);
    const fields = parseInitData(key);
    const failed = (reason: unknown) => {
      console.warn('[mf-auth] messenger sign-in failed', reason);
      toast({ kind: 'error', message: t('messenger.popups.registration.wrongRegServerError') });
    };
    if (!fields) {
      failed('malformed launch data');
      return;
    }
    api.auth.registerWithMessenger(fields).then(
      (account) => session.signedIn(account, 'messenger'),
      (error: unknown) => {
        if (isTwoFactorPrompt(error)) setCodeAsked({ fields, prompt: error });
        else failed(error);
      },
    );
  }, [launch, status, authenticated, api, session, toast, t]);

  if (codeAsked === null) return null;
  return (
    <MessengerTwoFactor
      fields={codeAsked.fields}
      prompt={codeAsked.prompt}
      onSignedIn={async (account: UserAccount) => {
        setCodeAsked(null);
        await session.signedIn(account, 'messenger');
      }}
      onCancel={() => setCodeAsked(null)}
    />
  );
};
