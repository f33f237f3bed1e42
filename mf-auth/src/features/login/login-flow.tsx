// Sign-in (the 'login' mode of the auth dialog): credentials, then a code when the account
// has two-factor on. The calls are made here; what they mean for the steps is decided by
// the pure machine in two-factor-machine.ts, and error texts by login-errors.ts.
import { useTranslation } from 'react-i18next';
import { FieldErrorCode, type LoginCredentials, type UserAccount } from '@omad/contract/api';
import { platformFormErrors, useRemoteProps, type FieldErrors } from '@omad/contract/remote';
import type { FlowProps } from '../../lib/flow-props';
import { SocialButtons } from '../../lib/social/social-buttons';
import { CredentialsForm } from './credentials-form';
import {
  classifyLoginError,
  isTwoFactorPrompt,
  reportLoginError,
} from '../../lib/two-factor/login-errors';
import { credentialsSchema, loginForPlatform, textOf } from '../../lib/auth-form/login-schema';
import { TwoFactorStep } from '../../lib/two-factor/two-factor-step';
import type { LoginResult, TwoFactorOutcome } from '../../lib/two-factor/two-factor-machine';
import { CODE_ERROR_KEY, useTwoFactor } from '../../lib/two-factor/use-two-factor';
import { useFormsConfig, useValidationMessages } from '../../lib/auth-form/use-forms-config';
import { useLoginForm } from '../../lib/auth-form/use-login-form';

const NO_ERRORS: FieldErrors = {};

type Attempt = Readonly<{ result: LoginResult; account: UserAccount | null }>;

export const LoginFlow = ({ onSignedIn, switchTo, close }: FlowProps) => {
  const { t } = useTranslation('auth');
  const { api, locale } = useRemoteProps();
  const messages = useValidationMessages(useFormsConfig());
  const credentials = useLoginForm(credentialsSchema, messages, { login: '', password: '' });
  const { state, current, dispatch, onTick } = useTwoFactor();

  // One auth.login call. Every failure but the two-factor prompt is a failed sign-in.
  const attempt = async (credentialsToSend: LoginCredentials) => {
    try {
      const account = await api.auth.login(credentialsToSend);
      return { result: { ok: true }, account } satisfies Attempt;
    } catch (error) {
      if (!isTwoFactorPrompt(error)) reportLoginError(api, error);
      return { result: { ok: false, error }, account: null } satisfies Attempt;
    }
  };

  // What an outcome means on screen; answers the errors for the form that asked.
  const settle = async (outcome: TwoFactorOutcome, account: UserAccount | null) => {
    if (outcome.kind === 'signedIn' && account) {
      try {
        await onSignedIn(account, 'login');
      } catch (error) {
        // The session is the shell's; if handing it over fails, say so rather than hang.
        console.error('[mf-auth] sign-in hand-over failed', error);
        return { '': t('login.errors.unknown') };
      }
    }
    if (outcome.kind === 'codeError') return { code: t(CODE_ERROR_KEY[outcome.reason]) };
    if (outcome.kind !== 'rethrow') return NO_ERRORS;
    const failure = classifyLoginError(outcome.error);
    if (failure.kind === 'banned') {
      // The API client already told the shell, which shows the user-blocked page.
      close();
      return NO_ERRORS;
    }
    if (failure.kind === 'wrongCredentials') {
      const message = t('login.errors.wrongCredentials');
      // Wrong credentials belong under the password; the code step has no password field.
      return current.current.step === 'credentials' ? { password: message } : { '': message };
    }
    // auth.login names no fields: whatever it sends is said for the whole form.
    const unknown = t('login.errors.unknown');
    return platformFormErrors(
      outcome.error,
      {
        codes: { [FieldErrorCode.Invalid]: unknown },
        network: t('login.errors.network'),
        tooManyRequests: t('login.errors.tooManyRequests'),
        unknown,
      },
      [],
      locale,
    );
  };

  const submitCredentials = () =>
    credentials.submit(async (values) => {
      const login = loginForPlatform(textOf(values, 'login'));
      const password = textOf(values, 'password');
      const { result, account } = await attempt({ login, password });
      const outcome = dispatch({
        type: 'submitCredentials',
        login,
        password,
        result,
        now: Date.now(),
      });
      credentials.setErrors(await settle(outcome, account));
    });

  // The code, or (without one) "Resend": the same call without the code asks for a new one.
  const onCodeStep = async (code?: string) => {
    const step = current.current;
    if (step.step !== 'code') return { errors: NO_ERRORS, sent: false };
    const { login, password } = step;
    const { result, account } = await attempt(
      code ? { login, password, code } : { login, password },
    );
    const now = Date.now();
    const outcome = dispatch(
      code ? { type: 'codeResult', result, now } : { type: 'resend', result, now },
    );
    return { errors: await settle(outcome, account), sent: outcome.kind === 'codeSent' };
  };

  if (state.step === 'code') {
    return (
      <TwoFactorStep
        login={state.login}
        secondsLeft={state.secondsLeft}
        messages={messages}
        onSubmitCode={async (code) => (await onCodeStep(code)).errors}
        onResend={() => onCodeStep()}
        onTick={onTick}
        onBack={() => dispatch({ type: 'back' })}
      />
    );
  }
  return (
    <>
      <CredentialsForm form={credentials} onSubmit={submitCredentials} switchTo={switchTo} />
      <SocialButtons typeAuth="login" />
    </>
  );
};
