// The decisions of /confirmation, kept apart from React: what the e-mail's link holds and
// what a refused account.confirmContact means for the player.
import { ErrorType, isPlatformError } from '@omad/contract/api';

/** The contact and code of an e-mail's confirmation link. */
export type ConfirmationLink = Readonly<{ contact: string; code: string }>;

/** The link's fields, or null when the query does not carry a whole link. */
export const confirmationLinkFrom = (query: URLSearchParams): ConfirmationLink | null => {
  const contact = query.get('contact')?.trim() ?? '';
  const code = query.get('code')?.trim() ?? '';
  return contact && code ? { contact, code } : null;
};

/**
 * 'code': the code is wrong or expired, so a new link helps; 'contact': the contact is not
 * the signed-in player's, so another account must sign in; 'slowed': too many tries, wait
 * (TooManyRequestsException); 'failed': anything else.
 */
export type ConfirmationFailure = 'code' | 'contact' | 'slowed' | 'failed';

export const confirmationFailureOf = (error: unknown): ConfirmationFailure => {
  if (isPlatformError(error) && error.type === ErrorType.TooManyRequests) return 'slowed';
  if (!isPlatformError(error) || error.type !== ErrorType.InvalidParameter) return 'failed';
  if ('contact' in error.errorData) return 'contact';
  if ('code' in error.errorData) return 'code';
  return 'failed';
};
