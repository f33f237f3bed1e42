// The decisions of /unsubscribe, kept apart from React: what the link in the query holds,
// and what a refused account.unsubscribe means for the player.
import { ErrorType, isPlatformError } from '@omad/contract/api';

/** The contact and token of an e-mail's unsubscribe link. */
export type UnsubscribeLink = Readonly<{ contact: string; token: string }>;

/** The link's fields, or null when the query does not carry a whole link. */
export const linkFrom = (query: URLSearchParams): UnsubscribeLink | null => {
  const contact = query.get('contact')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';
  return contact && token ? { contact, token } : null;
};

/** True when the query carries part of a link (a contact or a token, not both). */
export const isPartialLink = (query: URLSearchParams): boolean =>
  linkFrom(query) === null && (query.has('contact') || query.has('token'));

/**
 * 'invalid': the platform refused the link itself (a wrong token or contact), so trying
 * again cannot help; 'failed': anything else (network, server), worth a retry.
 */
export const failureOf = (error: unknown): 'invalid' | 'failed' =>
  isPlatformError(error) &&
  error.type === ErrorType.InvalidParameter &&
  ('token' in error.errorData || 'contact' in error.errorData)
    ? 'invalid'
    : 'failed';
