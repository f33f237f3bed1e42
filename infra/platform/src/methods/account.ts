// account.*: the session's account, its balances and its locale.
import { isLocale } from '../config';
import { guestAccount, toUserAccount, balancesOf, findAccountById } from '../domain/accounts';
import { invalidParameter } from '../http/errors';
import { requireAccount, userBanned } from '../http/guards';
import { requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

const getInfo = async (call: CallContext) => {
  const user = await call.session.current();
  if (!user) return guestAccount;
  if (user.banType) throw userBanned(user.banType);
  const account = await findAccountById(call.services.db, user.accountId);
  return account ? toUserAccount(account, call.services.now()) : guestAccount;
};

const changeLocale = async (call: CallContext) => {
  const locale = requiredString(call.params, 'locale');
  if (!isLocale(locale)) throw invalidParameter('locale', 'INVALID');
  const user = await call.session.current();
  // A guest has no account to store it on; the shell keeps a guest's choice in a cookie.
  if (!user) return true;
  if (user.banType) throw userBanned(user.banType);
  await call.services.db.query('update accounts set locale = $2 where id = $1', [
    user.accountId,
    locale,
  ]);
  return true;
};

export const accountMethods = {
  'account.getInfo': getInfo,
  'account.getBalance': async (call) => balancesOf(await requireAccount(call)),
  'account.changelocale': changeLocale,
} satisfies MethodHandlers;
