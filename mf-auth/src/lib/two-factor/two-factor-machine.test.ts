import { describe, expect, it } from 'vitest';
import { AuthMessage, ErrorType, PlatformError, TwoFactorMessage } from '@omad/contract/api';
import {
  initialTwoFactorState,
  transition,
  type LoginResult,
  type TwoFactorState,
} from './two-factor-machine';

const refused = (
  message: string,
  data: Record<string, unknown> = {},
  type: PlatformError['type'] = ErrorType.Authorization,
): LoginResult => ({
  ok: false,
  error: new PlatformError({ type, message, status: 401, method: 'auth.login', data }),
});

const T0 = 1_700_000_000_000;

const toCodeStep = (resendTime = 60): TwoFactorState =>
  transition(initialTwoFactorState, {
    type: 'submitCredentials',
    login: 'twofa@omad.uz',
    password: 'Secret123',
    result: refused(TwoFactorMessage.Enabled, { resend_time: resendTime }),
    now: T0,
  }).state;

describe('two-factor machine', () => {
  it('signs in straight away when no code is asked for', () => {
    const next = transition(initialTwoFactorState, {
      type: 'submitCredentials',
      login: 'player@omad.uz',
      password: 'Secret123',
      result: { ok: true },
      now: T0,
    });
    expect(next).toEqual({ state: { step: 'done' }, outcome: { kind: 'signedIn' } });
  });

  it('moves to the code step keeping login, password and the resend time', () => {
    const next = transition(initialTwoFactorState, {
      type: 'submitCredentials',
      login: 'twofa@omad.uz',
      password: 'Secret123',
      result: refused(TwoFactorMessage.Enabled, { resend_time: 60 }),
      now: T0,
    });
    expect(next.outcome).toEqual({ kind: 'codeSent' });
    expect(next.state).toEqual({
      step: 'code',
      login: 'twofa@omad.uz',
      password: 'Secret123',
      resendAt: T0 + 60_000,
      secondsLeft: 60,
    });
  });

  it('treats "Resend time is N" as the two-factor step too', () => {
    const next = transition(initialTwoFactorState, {
      type: 'submitCredentials',
      login: 'a@b.uz',
      password: 'Secret123',
      result: refused(`${TwoFactorMessage.ResendTime} 42`, { resend_time: 42 }),
      now: T0,
    });
    expect(next.state).toMatchObject({ step: 'code', resendAt: T0 + 42_000, secondsLeft: 42 });
  });

  it('hands anything else on the credentials step to the generic handler', () => {
    const result = refused(AuthMessage.WrongCredentials);
    const next = transition(initialTwoFactorState, {
      type: 'submitCredentials',
      login: 'a@b.uz',
      password: 'nope12',
      result,
      now: T0,
    });
    expect(next.state).toBe(initialTwoFactorState);
    expect(next.outcome).toEqual({ kind: 'rethrow', error: result.ok ? null : result.error });
  });

  it('counts the resend wait down with ticks and reaches 0', () => {
    let state = toCodeStep(3);
    state = transition(state, { type: 'tick', now: T0 + 1_200 }).state;
    expect(state).toMatchObject({ secondsLeft: 2 });
    state = transition(state, { type: 'tick', now: T0 + 3_000 }).state;
    expect(state).toMatchObject({ secondsLeft: 0 });
    state = transition(state, { type: 'tick', now: T0 + 9_000 }).state;
    expect(state).toMatchObject({ secondsLeft: 0 });
  });

  it.each([
    [TwoFactorMessage.CodeInvalid, 'codeInvalid'],
    [TwoFactorMessage.Expired, 'codeExpired'],
    [TwoFactorMessage.CodeLength, 'codeLength'],
  ] as const)('keeps the code step on "%s" and reports %s', (message, reason) => {
    const state = toCodeStep();
    const next = transition(state, { type: 'codeResult', result: refused(message), now: T0 });
    expect(next.state).toBe(state);
    expect(next.outcome).toEqual({ kind: 'codeError', reason });
  });

  it('finishes when the code is accepted, and ignores events afterwards', () => {
    const done = transition(toCodeStep(), { type: 'codeResult', result: { ok: true }, now: T0 });
    expect(done).toEqual({ state: { step: 'done' }, outcome: { kind: 'signedIn' } });
    expect(transition(done.state, { type: 'tick', now: T0 }).state).toBe(done.state);
  });

  it('rethrows other failures of the code step without leaving it', () => {
    const state = toCodeStep();
    const result = refused('banned', {}, ErrorType.UserBanned);
    const next = transition(state, { type: 'codeResult', result, now: T0 });
    expect(next.state).toBe(state);
    expect(next.outcome.kind).toBe('rethrow');
  });

  it('a resend answered with a new resend time restarts the countdown', () => {
    const state = transition(toCodeStep(60), { type: 'tick', now: T0 + 60_000 }).state;
    expect(state).toMatchObject({ secondsLeft: 0 });
    const next = transition(state, {
      type: 'resend',
      result: refused(TwoFactorMessage.Enabled, { resend_time: 60 }),
      now: T0 + 61_000,
    });
    expect(next.outcome).toEqual({ kind: 'codeSent' });
    expect(next.state).toMatchObject({
      step: 'code',
      login: 'twofa@omad.uz',
      password: 'Secret123',
      resendAt: T0 + 121_000,
      secondsLeft: 60,
    });
  });

  it('a resend answered "Resend time is N" only restarts the countdown (no new code)', () => {
    const next = transition(toCodeStep(), {
      type: 'resend',
      result: refused(`${TwoFactorMessage.ResendTime} 17`),
      now: T0,
    });
    expect(next.outcome).toEqual({ kind: 'resendLater' });
    // Without resend_time, the wait is read from the message.
    expect(next.state).toMatchObject({ step: 'code', secondsLeft: 17, resendAt: T0 + 17_000 });
  });

  it('goes back to the credentials step on request', () => {
    expect(transition(toCodeStep(), { type: 'back' }).state).toEqual({ step: 'credentials' });
  });
});
