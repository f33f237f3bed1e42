// The error a method throws to answer with an entry of the catalogue (spec section 8),
// and the HTTP status each catalogue type travels with.
import { ErrorType } from '@omad/contract/api';
import type { ErrorTypeName, FieldErrorCodeName, PlatformErrorBody } from '@omad/contract/api';

const statusByType: Partial<Record<ErrorTypeName, number>> = {
  [ErrorType.MethodNotFound]: 404,
  [ErrorType.InvalidParameter]: 400,
  [ErrorType.InvalidRequest]: 400,
  [ErrorType.Authorization]: 401,
  [ErrorType.AccessDenied]: 403,
  [ErrorType.UserBanned]: 403,
  [ErrorType.UserDeleted]: 403,
  [ErrorType.TooManyRequests]: 429,
  // A time-out or self-exclusion: the request is fine but conflicts with the account's state
  // (not 403, which the storefront takes for a fatal forbidden page).
  [ErrorType.ResponsibleGamingRestriction]: 409,
  [ErrorType.ApplicationDisabled]: 503,
  [ErrorType.ApplicationUnavailable]: 503,
  [ErrorType.InternalServerError]: 500,
  [ErrorType.UnknownError]: 500,
};

/** Business refusals (billing, withdrawals, KYC, storage quota) are 400s. */
export const statusOf = (type: ErrorTypeName): number => statusByType[type] ?? 400;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly type: ErrorTypeName,
    message: string,
    readonly details: Pick<PlatformErrorBody, 'data' | 'error_data'> = {},
  ) {
    super(message);
  }

  get status(): number {
    return statusOf(this.type);
  }

  toBody(): { error: PlatformErrorBody } {
    return { error: { type: this.type, message: this.message, ...this.details } };
  }
}

/** A field error code of `error_data`. */
export type FieldErrorCode = FieldErrorCodeName;

export const invalidParameter = (field: string, code: FieldErrorCode): ApiError =>
  new ApiError(ErrorType.InvalidParameter, `Invalid parameter: ${field}`, {
    error_data: { [field]: [code] },
  });

/** Refuses several fields at once, e.g. every field a form got wrong; `errors` is not empty. */
export const invalidParameters = (errors: Readonly<Record<string, FieldErrorCode>>): ApiError =>
  new ApiError(
    ErrorType.InvalidParameter,
    `Invalid parameters: ${Object.keys(errors).join(', ')}`,
    {
      error_data: Object.fromEntries(
        Object.entries(errors).map(([field, code]) => [field, [code]]),
      ),
    },
  );

/**
 * The player must fill in personal fields first; `data.fields` names the missing ones (the
 * names of account.getPersonalDataFields), so a form can ask for exactly those.
 */
export const userNeedProfileData = (fields: readonly string[], message: string): ApiError =>
  new ApiError(ErrorType.UserNeedProfileData, message, { data: { fields: [...fields] } });

export const notSignedIn = (): ApiError =>
  new ApiError(ErrorType.Authorization, 'User is not authorized');

export const methodNotFound = (method: string): ApiError =>
  new ApiError(ErrorType.MethodNotFound, `Method ${method} not found`);

export const internalError = (): ApiError =>
  new ApiError(ErrorType.InternalServerError, 'Internal server error');
