// The account's security settings: account.changepassword (the current password, not a
// common new one; every other session is signed out and the player is told), and the
// two-factor switch, which waits for a code sent to a confirmed contact
// (account.changeTwoFactorAuth, then account.confirmTwoFactorAuth with the code); turning it
// off also needs the password, so a stolen session alone cannot weaken sign-in.
import { passwordConfirmSchema, firstError, isPassword } from '@omad/contract/validation';
import { findAccountById, toUserAccount } from '../domain/accounts';
import type { AccountRow } from '../domain/accounts';
import { refuseCommonPassword } from '../domain/common-passwords';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { notifyPasswordChanged } from '../domain/security-notices';
import { confirmTwoFactorChange, requestTwoFactorChange } from '../domain/two-factor-change';
import { invalidParameter } from '../http/errors';
import { requireAccount } from '../http/guards';
import { optionalFlag, optionalSecret, requiredSecret, requiredString } from '../http/params';
import { callSucceeded, countCall } from '../http/throttle';
import type { CallContext, MethodHandlers } from '../http/rpc';

/**
 * Passes when `password` is the account's; a wrong one is `{ [field]: ['INVALID'] }`, and
 * wrong ones are counted, so an open session cannot be used to guess it.
 */
export const requirePassword = async (
  call: CallContext,
  account: AccountRow,
  password: string,
  field: string,
): Promise<void> => {
  const keys = { subject: `account:${account.id}`, address: call.address };
  await countCall(call.services, 'password', keys);
  if (!(await verifyPassword(password, account.password_hash, call.services.passwordCost))) {
    throw invalidParameter(field, 'INVALID');
  }
  await callSucceeded(call.services, 'password', keys);
};

const changePassword = async (call: CallContext) => {
  const account = await requireAccount(call);
  const oldPassword = requiredSecret(call.params, 'old_password');
  const password = requiredSecret(call.params, 'password');
  const confirmation = requiredSecret(call.params, 'password_confirm');
  if (!isPassword(password)) throw invalidParameter('password', 'INVALID');
  refuseCommonPassword(password);
  if (firstError(passwordConfirmSchema(password), confirmation) !== null) {
    throw invalidParameter('password_confirm', 'INVALID');
  }
  await requirePassword(call, account, oldPassword, 'old_password');
  await call.services.db.query('update accounts set password_hash = $2 where id = $1', [
    account.id,
    await hashPassword(password, call.services.passwordCost),
  ]);
  // Whoever else knew the old password is signed out; this browser stays.
  await call.session.endOthers();
  await notifyPasswordChanged(call.services, account);
  return 1;
};

/**
 * The current password of an account that has one, asked of a change that could hand the
 * account to someone else: `{ password: ['REQUIRED'] }` when missing, INVALID when wrong.
 */
export const requireCurrentPassword = async (
  call: CallContext,
  account: AccountRow,
): Promise<void> => {
  if (account.password_hash === null) return;
  const password = optionalSecret(call.params, 'password');
  if (password === undefined || password === '') throw invalidParameter('password', 'REQUIRED');
  await requirePassword(call, account, password, 'password');
};

const changeTwoFactorAuth = async (call: CallContext) => {
  const enable = optionalFlag(call.params, 'enable');
  if (enable === undefined) throw invalidParameter('enable', 'REQUIRED');
  const account = await requireAccount(call);
  if (!enable && account.two_factor_auth) await requireCurrentPassword(call, account);
  return requestTwoFactorChange(call.services, account, enable, call.address);
};

const confirmTwoFactorAuth = async (call: CallContext) => {
  const account = await requireAccount(call);
  const code = requiredString(call.params, 'code');
  // Guessing codes is slowed across fresh codes, as at sign-in.
  const keys = { subject: `account:${account.id}`, address: call.address };
  await countCall(call.services, 'twoFactor', keys);
  await confirmTwoFactorChange(call.services, account, code);
  await callSucceeded(call.services, 'twoFactor', keys);
  const updated = await findAccountById(call.services.db, account.id);
  if (!updated) throw new Error(`account ${account.id} vanished`);
  return toUserAccount(updated, call.services.now());
};

export const securityMethods = {
  'account.changepassword': changePassword,
  'account.changeTwoFactorAuth': changeTwoFactorAuth,
  'account.confirmTwoFactorAuth': confirmTwoFactorAuth,
} satisfies MethodHandlers;
