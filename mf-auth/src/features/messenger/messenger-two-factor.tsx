// The two-factor step of a messenger sign-in: an existing account with two-factor on is asked
// for the code sent to its confirmed contact, in a dialog over the mini-app, exactly as the
// header dialog's sign-in asks it (same step, same machine); the calls repeat the signed
// launch fields with the code. Closing it leaves the player a guest.
import { useTranslation } from 'react-i18next';
import { Dialog } from '@omad/ui';
import { isPlatformError, type UserAccount } from '@omad/contract/api';
import { useRemoteProps, type FieldErrors } from '@omad/contract/remote';
import { useFormsConfig, useValidationMessages } from '../../lib/auth-form/use-forms-config';
import {
  transition,
  initialTwoFactorState,
  type LoginResult,
} from '../../lib/two-factor/two-factor-machine';
import { TwoFactorStep } from '../../lib/two-factor/two-factor-step';
import { CODE_ERROR_KEY, useTwoFactor } from '../../lib/two-factor/use-two-factor';
import type { MessengerFields } from './init-data';

type Props = Readonly<{
  fields: MessengerFields;
  /** The answer that asked for the code (TwoFactorMessage.Enabled): a code went out. */
  prompt: unknown;
  onSignedIn: (account: UserAccount) => Promise<void>;
  onCancel: () => void;
}>;

const sentToOf = (prompt: unknown): string | null => {
  const sentTo = isPlatformError(prompt) ? prompt.data.sent_to : undefined;
  return typeof sentTo === 'string' && sentTo !== '' ? sentTo : null;
};

export const MessengerTwoFactor = ({ fields, prompt, onSignedIn, onCancel }: Props) => {
  const { t } = useTranslation('auth');
  const { api } = useRemoteProps();
  const messages = useValidationMessages(useFormsConfig());
  // The code step is entered from the prompt already received; the "login" it shows is
  // where the code went (the messenger's player typed none), and there is no password.
  const { state, current, dispatch, onTick } = useTwoFactor(
    () =>
      transition(initialTwoFactorState, {
        type: 'submitCredentials',
        login: sentToOf(prompt) ?? t('messenger.twoFactor.yourContact'),
        password: '',
        result: { ok: false, error: prompt },
        now: Date.now(),
      }).state,
  );

  const onCodeStep = async (code?: string): Promise<{ errors: FieldErrors; sent: boolean }> => {
    if (current.current.step !== 'code') return { errors: {}, sent: false };
    let result: LoginResult;
    let account: UserAccount | null = null;
    try {
      account = await api.auth.registerWithMessenger(code ? { ...fields, code } : fields);
      result = { ok: true };
    } catch (error) {
      result = { ok: false, error };
    }
    const now = Date.now();
    const outcome = dispatch(
      code ? { type: 'codeResult', result, now } : { type: 'resend', result, now },
    );
    if (outcome.kind === 'signedIn' && account) {
      await onSignedIn(account);
      return { errors: {}, sent: false };
    }
    if (outcome.kind === 'codeError') {
      return { errors: { code: t(CODE_ERROR_KEY[outcome.reason]) }, sent: false };
    }
    if (outcome.kind === 'rethrow') {
      return {
        errors: { '': t('messenger.popups.registration.wrongRegServerError') },
        sent: false,
      };
    }
    return { errors: {}, sent: outcome.kind === 'codeSent' };
  };

  if (state.step !== 'code') return null;
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-label={t('login.twoFactor.title')}
      closeLabel={t('close')}
      className="omad-messenger-two-factor"
    >
      <TwoFactorStep
        login={state.login}
        secondsLeft={state.secondsLeft}
        messages={messages}
        onSubmitCode={async (code) => (await onCodeStep(code)).errors}
        onResend={() => onCodeStep()}
        onTick={onTick}
        onBack={onCancel}
        backLabel={t('messenger.twoFactor.cancel')}
      />
    </Dialog>
  );
};
