// auth.* (sign-in, registration, password restore) and verification.* (identity checks).
import * as v from 'valibot';
import { AuthResultSchema } from './entities';
import type { AuthResult } from './entities';
import { VerificationAccessSchema, VerificationApplicantSchema } from './entities-profile';
import type { VerificationAccess, VerificationApplicant } from './entities-profile';
import type { MethodCaller } from './methods';
import type { FormFields } from './wire';

/** The fields of auth.login; `code` is the second step of two-factor sign-in. */
export type LoginCredentials = Readonly<{
  /** E-mail, phone (without a leading plus) or login name. */
  login: string;
  password: string;
  /** The 6-digit two-factor code, on the second call only. */
  code?: string;
}>;

/** The fields of auth.register when signing up through a messenger (Telegram). */
export type MessengerRegistration = Readonly<{
  /** True for Telegram (sent as '1'). */
  is_tg: boolean;
  /** The messenger's user id. */
  id: number;
  username: string;
  /** The messenger's signature of the fields, checked by the platform. */
  hash: string;
  language_code: string;
  /** The start payload the messenger passed along (e.g. a promo code). */
  payload: string;
  /**
   * The two-factor code, for an existing account with two-factor on: the first call without
   * it sends one (the answer is TwoFactorMessage.Enabled with `resend_time` and `sent_to`).
   */
  code?: string;
}>;

/**
 * Where a password-restore message sends the player: `/restore` (`/ru/restore` for Russian)
 * with the single-use token in the fragment, `#token=…`, so it never reaches a server log or
 * a Referer header.
 */
export const RESTORE_PATH = '/restore';
/** The fragment parameter of RESTORE_PATH that carries the restore token. */
export const RESTORE_TOKEN_PARAM = 'token';

/** auth.checkRestoreToken: a restore link that can still set a password, and until when. */
export const RestoreTokenSchema = v.object({
  /** When the link stops working (ISO 8601); at most an hour after it was sent. */
  expires_at: v.string(),
});
export type RestoreToken = v.InferOutput<typeof RestoreTokenSchema>;

/** The fields of auth.resetPassword. */
export type PasswordReset = Readonly<{
  /** The token of the restore link. */
  token: string;
  /** The new password (spec section 5 password rule, not a common one). */
  password: string;
  /** The new password again; must equal `password`. */
  password_confirm: string;
}>;

/** verification.getAccessToken's token alone (older callers); VerificationAccessSchema has all. */
export const VerificationTokenSchema = v.looseObject({ token: v.string() });
export type VerificationToken = v.InferOutput<typeof VerificationTokenSchema>;

export const authApi = (call: MethodCaller) => ({
  /** Signs in; a two-factor account first rejects with a TwoFactorMessage. */
  login: (credentials: LoginCredentials): Promise<AuthResult> =>
    call('auth.login', { body: credentials, schema: AuthResultSchema }),

  logout: (): Promise<unknown> => call('auth.logout'),

  /** Starts a password restore for the login in `fields`. */
  restore: (fields: FormFields): Promise<unknown> => call('auth.restore', { body: fields }),

  /**
   * Whether a restore link's token can still set a password. Refused with
   * InvalidParameterException `{ token: ['NOT_FOUND' | 'EXPIRED' | 'ALREADY_USED'] }`.
   */
  checkRestoreToken: (token: string): Promise<RestoreToken> =>
    call('auth.checkRestoreToken', { params: { token }, schema: RestoreTokenSchema }),

  /**
   * Sets a new password with a restore link's token (once), ends every session of the
   * account and signs this browser in. Refused with InvalidParameterException: the token's
   * codes as checkRestoreToken, `password: ['INVALID' | 'COMMON']`, `password_confirm:
   * ['INVALID']`.
   */
  resetPassword: (reset: PasswordReset): Promise<AuthResult> =>
    call('auth.resetPassword', { body: reset, schema: AuthResultSchema }),

  /** Registers with the fields of the registration form. */
  register: (fields: FormFields): Promise<AuthResult> =>
    call('auth.register', { body: fields, schema: AuthResultSchema }),

  /** Registers (or signs in) with a messenger account. */
  registerWithMessenger: (fields: MessengerRegistration): Promise<AuthResult> =>
    call('auth.register', { body: fields, schema: AuthResultSchema }),
});

export const verificationApi = (call: MethodCaller) => ({
  /** The player's identity check: the existing one, or a new one in status init. */
  createApplicant: (): Promise<VerificationApplicant> =>
    call('verification.createApplicant', { body: {}, schema: VerificationApplicantSchema }),

  /**
   * A token for the identity provider's frame, optionally for one external action; ask for a
   * new one when it expires (the frame posts VerificationFrameMessage.TokenExpired).
   */
  getAccessToken: (externalActionId?: string): Promise<VerificationAccess> =>
    call('verification.getAccessToken', {
      body: externalActionId === undefined ? {} : { externalActionId },
      schema: VerificationAccessSchema,
    }),
});
