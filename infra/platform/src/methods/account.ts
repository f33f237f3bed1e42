// account.*: the session's account, its balances, its locale and its two-factor switch.
import { isLocale } from '../config';
import { guestAccount, toUserAccount, balancesOf, findAccountById } from '../domain/accounts';
import { invalidParameter } from '../http/errors';
import { requireAccount, requireUser, userBanned } from '../http/guards';
import { optionalFlag, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

const getInfo = async (call: CallContext) => {
  const user = await call.session.current();
  if (!user) return guestAccount;
  if (user.banType) throw userBanned(user.banType);
  const account = await findAccountById(call.services.db, user.accountId);
  return account ? toUserAccount(account) : guestAccount;
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

const changeTwoFactorAuth = async (call: CallContext) => {
  const enable = optionalFlag(call.params, 'enable');
  if (enable === undefined) throw invalidParameter('enable', 'REQUIRED');
  const { accountId } = await requireUser(call);
  await call.services.db.query('update accounts set two_factor_auth = $2 where id = $1', [
    accountId,
    enable,
  ]);
  if (!enable) {
    await call.services.db.query('delete from two_factor_codes where account_id = $1', [accountId]);
  }
  return true;
};

export const accountMethods = {
  'account.getInfo': getInfo,
  'account.getBalance': async (call) => balancesOf(await requireAccount(call)),
  'account.changelocale': changeLocale,
  'account.changeTwoFactorAuth': changeTwoFactorAuth,
} satisfies MethodHandlers;
