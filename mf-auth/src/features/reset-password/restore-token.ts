// The restore link's token: read from the address's fragment (`#token=…`, RESTORE_TOKEN_PARAM),
// where it never reaches a server log or a Referer, and what the platform's refusal of it says.
import {
  ErrorType,
  FieldErrorCode,
  RESTORE_TOKEN_PARAM,
  isPlatformError,
} from '@omad/contract/api';

/** Why a restore link cannot set a password: the platform's token codes, or no token at all. */
export type TokenProblem = 'missing' | 'notFound' | 'expired' | 'used';

/** The platform's `token` codes (checkRestoreToken and resetPassword refusals). */
const TOKEN_CODES: Readonly<Record<string, TokenProblem>> = {
  [FieldErrorCode.NotFound]: 'notFound',
  [FieldErrorCode.Expired]: 'expired',
  [FieldErrorCode.AlreadyUsed]: 'used',
};

/** The field of auth.resetPassword (and checkRestoreToken) the token's codes come under. */
const TOKEN_FIELD = 'token';

const paramsOf = (hash: string): URLSearchParams => new URLSearchParams(hash.replace(/^#/, ''));

/** The token in a location's hash (`#token=abc`), or null when there is none. */
export const tokenFromHash = (hash: string): string | null => {
  const token = paramsOf(hash).get(RESTORE_TOKEN_PARAM)?.trim();
  return token ? token : null;
};

/** The hash with the token taken out ('' when nothing else was in it). */
export const hashWithoutToken = (hash: string): string => {
  const params = paramsOf(hash);
  params.delete(RESTORE_TOKEN_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `#${rest}`;
};

/**
 * What a refusal says of the token: its problem, or null when the refusal is about something
 * else (a field, the network). Any other token code reads as an unknown link.
 */
export const tokenProblemOf = (error: unknown): TokenProblem | null => {
  if (!isPlatformError(error) || error.type !== ErrorType.InvalidParameter) return null;
  const [code] = error.errorData[TOKEN_FIELD] ?? [];
  if (code === undefined) return null;
  return TOKEN_CODES[code] ?? 'notFound';
};
