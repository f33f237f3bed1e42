// What a failed auth.login means for the form (spec section 8), and the error_login
// analytics event every failed sign-in reports.
import {
  AuthMessage,
  ErrorType,
  TwoFactorMessage,
  isPlatformError,
  type Api,
  type PlatformError,
} from '@omad/contract/api';
import { AnalyticsEvent } from '@omad/contract';

/** Used when a two-factor answer carries no resend_time: the platform's usual wait. */
export const DEFAULT_RESEND_SECONDS = 60;

export type LoginFailure = Readonly<
  /** `sent`: a new code went out ('is enable'); false for 'Resend time is' (too early). */
  | { kind: 'twoFactor'; resendSeconds: number; sent: boolean }
  | { kind: 'codeInvalid' | 'codeExpired' | 'codeLength' }
  | { kind: 'wrongCredentials' | 'banned' }
  /** Anything else: the contract's form path says it (network, 429, other types). */
  | { kind: 'other' }
>;

// resend_time is documented as seconds; a string of digits is accepted too, and as a last
// resort the number in 'Resend time is 42'.
const resendSecondsOf = (error: PlatformError): number => {
  const raw = error.data.resend_time;
  if (typeof raw === 'number' && Number.isFinite(raw)) return Math.max(0, Math.ceil(raw));
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return Number(raw);
  const inMessage = /(\d+)/.exec(error.message.slice(TwoFactorMessage.ResendTime.length));
  return inMessage?.[1] ? Number(inMessage[1]) : DEFAULT_RESEND_SECONDS;
};

/** Reads a rejection of auth.login (or anything thrown around it). */
export const classifyLoginError = (error: unknown): LoginFailure => {
  if (!isPlatformError(error)) return { kind: 'other' };
  const { message, type } = error;
  if (message === TwoFactorMessage.Enabled || message.startsWith(TwoFactorMessage.ResendTime))
    return {
      kind: 'twoFactor',
      resendSeconds: resendSecondsOf(error),
      sent: message === TwoFactorMessage.Enabled,
    };
  if (message === TwoFactorMessage.CodeInvalid) return { kind: 'codeInvalid' };
  if (message === TwoFactorMessage.Expired) return { kind: 'codeExpired' };
  if (message === TwoFactorMessage.CodeLength) return { kind: 'codeLength' };
  if (type === ErrorType.UserBanned) return { kind: 'banned' };
  if (type === ErrorType.Authorization && message === AuthMessage.WrongCredentials)
    return { kind: 'wrongCredentials' };
  return { kind: 'other' };
};

/** True for the answers that only move the player on to the two-factor step. */
export const isTwoFactorPrompt = (error: unknown): boolean =>
  classifyLoginError(error).kind === 'twoFactor';

/**
 * Sends error_login with the error type as its code. Fire and forget: analytics must never
 * change what the player sees, so its own failure is only logged.
 */
export const reportLoginError = (api: Api, error: unknown): void => {
  const code = isPlatformError(error) ? error.type : ErrorType.UnknownError;
  const message = error instanceof Error ? error.message : String(error);
  api.events
    .handle({ event_name: AnalyticsEvent.ErrorLogin, event_params: { code, message } })
    .catch((failure: unknown) => console.warn('[mf-auth] error_login not sent', failure));
};
