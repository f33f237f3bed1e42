// Guards for methods that need a signed-in player: a guest hears AuthorizationException,
// an account banned since it signed in hears UserBannedException.
import { ErrorType } from '@omad/contract/api';
import { findAccountById } from '../domain/accounts';
import type { AccountRow } from '../domain/accounts';
import { ApiError, notSignedIn } from './errors';
import type { CallContext } from './rpc';
import type { SessionUser } from './session';

export const userBanned = (banType: string): ApiError =>
  new ApiError(ErrorType.UserBanned, 'User is banned', { data: { ban_type: banType } });

/** The session's player; throws for guests and banned players. */
export const requireUser = async (call: CallContext): Promise<SessionUser> => {
  const user = await call.session.current();
  if (!user) throw notSignedIn();
  if (user.banType) throw userBanned(user.banType);
  return user;
};

/** The session's account row; throws for guests and banned players. */
export const requireAccount = async (call: CallContext): Promise<AccountRow> => {
  const { accountId } = await requireUser(call);
  const account = await findAccountById(call.services.db, accountId);
  if (!account) throw notSignedIn();
  return account;
};
