// The platform's error catalogue (spec section 8) and the typed error every API call
// rejects with. Features compare against these constants, never against string literals.

export const ErrorType = {
  UnknownError: 'UnknownErrorException',
  ApplicationDisabled: 'ApplicationDisabledException',
  MethodNotFound: 'MethodNotFoundException',
  Authorization: 'AuthorizationException',
  InvalidRequest: 'InvalidRequestException',
  InternalServerError: 'InternalServerErrorException',
  AccessDenied: 'AccessDeniedException',
  UserDeleted: 'UserDeletedException',
  UserBanned: 'UserBannedException',
  UserNeedDeposit: 'UserNeedDepositException',
  UserNeedProfileData: 'UserNeedProfileDataException',
  UserNeedConfirmContact: 'UserNeedConfirmContactException',
  ApplicationUnavailable: 'ApplicationUnavailableException',
  InvalidParameter: 'InvalidParameterException',
  TooManyRequests: 'TooManyRequestsException',
  BillingServiceError: 'BillingServiceErrorException',
  BillingTransactionDeclined: 'BillingTransactionDeclinedException',
  BillingUnavailable: 'BillingUnavailableException',
  BillingDepositLimitExceeded: 'BillingDepositLimitExceededException',
  WithdrawalDeclined: 'WithdrawalDeclinedException',
  WithdrawalLimitsExceeded: 'WithdrawalLimitsExceededException',
  WithdrawalLimitsPeriodExceeded: 'WithdrawalLimitsPeriodExceededException',
  KycUserProfile: 'KycUserProfileException',
  KycWithdrawal: 'KycWithdrawalException',
  StorageQuotaExceeded: 'StorageQuotaExceededException',
  SumsubVerificationRequired: 'SumsubVerificationRequiredException',
  RequisitesOnVerification: 'RequisitesOnVerificationException',
  RequisitesValidationRequired: 'RequisitesValidationRequiredException',
  RequisitesFraudulent: 'RequisitesFraudulentException',
  /**
   * The player's time-out or self-exclusion forbids this (real play, deposits, bonuses,
   * promotions); `data` carries `kind` ('timeout' or 'self_exclusion') and `until`.
   */
  ResponsibleGamingRestriction: 'ResponsibleGamingRestrictionException',
} as const;

/** One of the platform's error types (spec section 8). */
export type ErrorTypeName = (typeof ErrorType)[keyof typeof ErrorType];

const knownTypes: ReadonlySet<string> = new Set(Object.values(ErrorType));

/** True when `value` names an error type of the catalogue. */
export const isErrorType = (value: unknown): value is ErrorTypeName =>
  typeof value === 'string' && knownTypes.has(value);

/**
 * Codes of `error_data` (field name to a list of these), e.g. `{ email: ['INVALID'] }`.
 * A form shows its own text for each; an unknown code reads like INVALID.
 */
export const FieldErrorCode = {
  Required: 'REQUIRED',
  Invalid: 'INVALID',
  TooLong: 'TOO_LONG',
  AlreadyExists: 'ALREADY_EXISTS',
  NotFound: 'NOT_FOUND',
  Expired: 'EXPIRED',
  AlreadyUsed: 'ALREADY_USED',
  /** An amount outside its bounds; the error's data carries `min` and `max`. */
  OutOfRange: 'OUT_OF_RANGE',
  /** A setting that can no longer change (e.g. the currency once money has moved). */
  Locked: 'LOCKED',
  /** Too late: e.g. taking part in a tournament that has finished. */
  Finished: 'FINISHED',
  /** Not in the player's currency: e.g. a tournament played in another one. */
  Currency: 'CURRENCY',
  /** Too few points (or too little money) for it: e.g. a loyalty product. */
  Insufficient: 'INSUFFICIENT',
  /** None left: e.g. a loyalty product whose stock is sold. */
  OutOfStock: 'OUT_OF_STOCK',
  /** Needs a higher loyalty level. */
  Level: 'LEVEL',
  /** A password on the deny-list of common passwords (registration, restore, change). */
  Common: 'COMMON',
} as const;

/** One of the field error codes the platform sends in `error_data`. */
export type FieldErrorCodeName = (typeof FieldErrorCode)[keyof typeof FieldErrorCode];

/** Messages the platform uses for the two-factor login flow (spec section 8). */
export const TwoFactorMessage = {
  Enabled: 'two_factor_auth is enable',
  ResendTime: 'Resend time is',
  CodeInvalid: 'two_factor_auth: code is invalid',
  Expired: 'Time expired',
  CodeLength: 'the code must contain 6 digits',
} as const;

/** Messages the platform answers auth calls with, for a form to tell apart (spec section 8). */
export const AuthMessage = {
  /** auth.login with an unknown login or a wrong password (AuthorizationException). */
  WrongCredentials: 'Wrong login or password',
} as const;

/**
 * The error body every failed platform call answers with:
 * `{ "error": { "type", "message", "data"?, "error_data"? } }`.
 */
export interface PlatformErrorBody {
  readonly type: ErrorTypeName;
  readonly message: string;
  /** Extra facts, e.g. `{ ban_type }` for a banned user, `{ resend_time, sent_to }` for two-factor. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** Field errors: field name to a list of error codes, e.g. `{ promo_code: ['NOT_FOUND'] }`. */
  readonly error_data?: Readonly<Record<string, readonly string[]>>;
}

/** The typed error every API call rejects with. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  /** The catalogue type (UnknownErrorException when the server said nothing usable). */
  readonly type: ErrorTypeName;
  /** The HTTP status of the response (0 when the network failed). */
  readonly status: number;
  /** The method that failed, e.g. `auth.login`. */
  readonly method: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly errorData: Readonly<Record<string, readonly string[]>>;

  constructor(
    init: Readonly<{
      type: ErrorTypeName;
      message: string;
      status: number;
      method: string;
      data?: Readonly<Record<string, unknown>>;
      errorData?: Readonly<Record<string, readonly string[]>>;
    }>,
  ) {
    super(init.message);
    this.type = init.type;
    this.status = init.status;
    this.method = init.method;
    this.data = init.data ?? {};
    this.errorData = init.errorData ?? {};
  }

  /**
   * Seconds until a slowed call may be tried again (TooManyRequestsException's
   * `data.retry_after`), or null when the platform did not say.
   */
  get retryAfterSeconds(): number | null {
    const seconds = this.data.retry_after;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
      ? Math.ceil(seconds)
      : null;
  }

  /** True for errors that end the page (spec section 8: banned, maintenance, forbidden). */
  get isFatal(): boolean {
    return (
      this.type === ErrorType.UserBanned ||
      this.type === ErrorType.ApplicationDisabled ||
      this.type === ErrorType.ApplicationUnavailable ||
      this.status === 403
    );
  }
}

export const isPlatformError = (value: unknown): value is PlatformError =>
  value instanceof PlatformError;
