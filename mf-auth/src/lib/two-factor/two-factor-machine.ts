// The two-factor sign-in (spec sections 4 and 8) as a pure state machine: the screen makes
// the auth.login calls and feeds their results in as events, with the time they arrived,
// so every rule here is testable without a server or a clock.
import { classifyLoginError } from './login-errors';

export type TwoFactorState = Readonly<
  | { step: 'credentials' }
  | {
      step: 'code';
      /** Kept from the first call: the second call repeats them with the code. */
      login: string;
      password: string;
      /** Epoch ms from which "Resend" may be pressed. */
      resendAt: number;
      /** Whole seconds until resendAt at the last event; 0 enables "Resend". */
      secondsLeft: number;
    }
  | { step: 'done' }
>;

/** How one auth.login call ended. */
export type LoginResult = Readonly<{ ok: true } | { ok: false; error: unknown }>;

export type TwoFactorEvent = Readonly<
  | { type: 'submitCredentials'; login: string; password: string; result: LoginResult; now: number }
  | { type: 'codeResult'; result: LoginResult; now: number }
  | { type: 'resend'; result: LoginResult; now: number }
  | { type: 'tick'; now: number }
  | { type: 'back' }
>;

export type CodeErrorReason = 'codeInvalid' | 'codeExpired' | 'codeLength';

/** What the screen does besides rendering the new state. */
export type TwoFactorOutcome = Readonly<
  | { kind: 'none' }
  | { kind: 'signedIn' }
  /** A code was sent: the step was entered, or "Resend" worked. */
  | { kind: 'codeSent' }
  /** "Resend" was too early: the platform answered a new wait, no new code. */
  | { kind: 'resendLater' }
  /** Shown under the code field. */
  | { kind: 'codeError'; reason: CodeErrorReason }
  /** Not a two-factor matter: the generic error handling of the form takes it. */
  | { kind: 'rethrow'; error: unknown }
>;

export type Transition = Readonly<{ state: TwoFactorState; outcome: TwoFactorOutcome }>;

export const initialTwoFactorState: TwoFactorState = { step: 'credentials' };

export const secondsUntil = (at: number, now: number): number =>
  Math.max(0, Math.ceil((at - now) / 1000));

const stay = (state: TwoFactorState, outcome: TwoFactorOutcome = { kind: 'none' }): Transition => ({
  state,
  outcome,
});

const codeStep = (login: string, password: string, resendSeconds: number, now: number) => {
  const resendAt = now + resendSeconds * 1000;
  const state: TwoFactorState = {
    step: 'code',
    login,
    password,
    resendAt,
    secondsLeft: secondsUntil(resendAt, now),
  };
  return stay(state, { kind: 'codeSent' });
};

// The answer to a call made on the code step (the code itself, or a resend).
const onCodeStepResult = (
  state: Extract<TwoFactorState, { step: 'code' }>,
  result: LoginResult,
  now: number,
): Transition => {
  if (result.ok) return stay({ step: 'done' }, { kind: 'signedIn' });
  const failure = classifyLoginError(result.error);
  switch (failure.kind) {
    case 'twoFactor': {
      const next = codeStep(state.login, state.password, failure.resendSeconds, now);
      return failure.sent ? next : stay(next.state, { kind: 'resendLater' });
    }
    case 'codeInvalid':
    case 'codeExpired':
    case 'codeLength':
      return stay(state, { kind: 'codeError', reason: failure.kind });
    default:
      return stay(state, { kind: 'rethrow', error: result.error });
  }
};

export const transition = (state: TwoFactorState, event: TwoFactorEvent): Transition => {
  if (state.step === 'done') return stay(state);
  if (state.step === 'credentials') {
    if (event.type !== 'submitCredentials') return stay(state);
    if (event.result.ok) return stay({ step: 'done' }, { kind: 'signedIn' });
    const failure = classifyLoginError(event.result.error);
    if (failure.kind === 'twoFactor')
      return codeStep(event.login, event.password, failure.resendSeconds, event.now);
    return stay(state, { kind: 'rethrow', error: event.result.error });
  }
  switch (event.type) {
    case 'tick': {
      const secondsLeft = secondsUntil(state.resendAt, event.now);
      return secondsLeft === state.secondsLeft ? stay(state) : stay({ ...state, secondsLeft });
    }
    case 'codeResult':
    case 'resend':
      return onCodeStepResult(state, event.result, event.now);
    case 'back':
      return stay(initialTwoFactorState);
    case 'submitCredentials':
      return stay(state);
  }
};
