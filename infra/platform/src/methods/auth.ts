// auth.*: registration, login (with the two-factor step), logout and password restore by a
// single-use link. Who may call: anyone; registration, sign-in and restore are counted per
// address (THROTTLE_LIMITS), and a login's wrong passwords slow its next try (LOGIN_DELAY)
// without ever refusing the right one.
import { AuthMessage, ErrorType } from '@omad/contract/api';
import { firstError, isPassword, passwordConfirmSchema } from '@omad/contract/validation';
import { isUniqueViolation } from '../db/db';
import type { Queryable } from '../db/db';
import {
  codeContactOf,
  findAccountByLogin,
  findAccountById,
  insertAccount,
  loginKeyOf,
  toUserAccount,
} from '../domain/accounts';
import { refuseCommonPassword } from '../domain/common-passwords';
import { clearLoginFailures, recordLoginFailure, waitOutLoginDelay } from '../domain/login-delay';
import { queueNotification, welcomeNotification } from '../domain/loyalty-notifications';
import { hashPassword, needsRehash, verifyPassword } from '../domain/passwords';
import { checkRestoreToken, sendRestoreLink, useRestoreToken } from '../domain/password-restore';
import { readRegistration } from '../domain/registration';
import { notifyWrongPasswords, notifyPasswordChanged } from '../domain/security-notices';
import { passTwoFactor } from '../domain/two-factor';
import { crashPoint } from '../dev/crash-points';
import { ApiError, invalidParameter } from '../http/errors';
import { callSucceeded, countCall } from '../http/throttle';
import { userBanned } from '../http/guards';
import { optionalFlag, optionalString, requiredSecret, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { registerWithTelegram } from './telegram';

const signedIn = async (call: CallContext, accountId: number) => {
  await call.session.start(accountId);
  const account = await findAccountById(call.services.db, accountId);
  if (!account) throw new Error(`account ${accountId} vanished after sign-in`);
  return toUserAccount(account, call.services.now());
};

const taken = async (db: Queryable, column: 'email' | 'phone', value: string | undefined) =>
  value !== undefined &&
  (await db.query(`select 1 from accounts where ${column} = $1`, [value])).length > 0;

const register = async (call: CallContext) => {
  if (optionalFlag(call.params, 'is_tg')) return registerWithTelegram(call, signedIn);
  const { db, now } = call.services;
  await countCall(call.services, 'register', { address: call.address });
  const registration = readRegistration(call.params);
  refuseCommonPassword(registration.password);
  if (await taken(db, 'email', registration.email))
    throw invalidParameter('email', 'ALREADY_EXISTS');
  if (await taken(db, 'phone', registration.phone))
    throw invalidParameter('phone', 'ALREADY_EXISTS');
  const passwordHash = await hashPassword(registration.password, call.services.passwordCost);
  // The account, its balances and its welcome notice are written together or not at all.
  const accountId = await db
    .transaction(async (tx) => {
      const id = await insertAccount(tx, {
        ...registration,
        passwordHash,
        locale: call.locale,
        regTime: now(),
      });
      crashPoint('registration:account-written');
      await queueNotification(tx, id, welcomeNotification(call.locale), now());
      return id;
    })
    .catch((error: unknown) => {
      // Two registrations racing for one login: the loser hears what a later one would.
      if (!isUniqueViolation(error)) throw error;
      throw invalidParameter(
        registration.email !== undefined ? 'email' : 'phone',
        'ALREADY_EXISTS',
      );
    });
  return signedIn(call, accountId);
};

/** The subject a login is counted under: its normalized e-mail or phone. */
const loginSubject = (login: string): string => Object.values(loginKeyOf(login)).join('');

const login = async (call: CallContext) => {
  const { db, passwordCost } = call.services;
  const loginText = requiredString(call.params, 'login');
  const password = requiredSecret(call.params, 'password');
  const subject = loginSubject(loginText);
  // Refused per address only; the login's own failures slow it down instead (LOGIN_DELAY),
  // waited out before the password is looked at, so a slowed guesser learns nothing sooner.
  await countCall(call.services, 'login', { address: call.address });
  await waitOutLoginDelay(call.services, subject);
  const account = await findAccountByLogin(db, loginKeyOf(loginText));
  const stored = account?.password_hash ?? null;
  if (!(await verifyPassword(password, stored, passwordCost)) || !account || stored === null) {
    const failures = await recordLoginFailure(call.services, subject);
    if (account) await notifyWrongPasswords(call.services, account, failures);
    throw new ApiError(ErrorType.Authorization, AuthMessage.WrongCredentials);
  }
  await clearLoginFailures(call.services, subject);
  await callSucceeded(call.services, 'login', { address: call.address });
  if (account.ban_type) {
    throw userBanned(account.ban_type);
  }
  if (needsRehash(stored, passwordCost)) {
    // The password is known right now: its hash moves up to today's cost (ASVS 6.2.x).
    await db.query('update accounts set password_hash = $2 where id = $1 and password_hash = $3', [
      account.id,
      await hashPassword(password, passwordCost),
      stored,
    ]);
  }
  if (account.two_factor_auth) {
    const code = optionalString(call.params, 'code');
    // Asking for a code is slowed by its resend time; a guessed code is counted here.
    const codeKeys = { subject: `account:${account.id}`, address: call.address };
    if (code !== undefined) await countCall(call.services, 'twoFactor', codeKeys);
    await passTwoFactor(call.services, account, code, call.address);
    if (code !== undefined) await callSucceeded(call.services, 'twoFactor', codeKeys);
  }
  return signedIn(call, account.id);
};

/** The origin a restore link opens: the configured site, else (outside production) the request's. */
const linkOrigin = (call: CallContext): string =>
  call.services.siteOrigin ?? (call.services.production ? '' : call.origin);

const restore = async (call: CallContext) => {
  const { db } = call.services;
  const loginText = requiredString(call.params, 'login');
  // Known login or not, the call is counted and answered the same, so the form cannot be used
  // to find accounts. Messages per contact are held to one per resend time and to the
  // codeSend limit; a stranger asking again sends the owner nothing new and blocks nobody.
  await countCall(call.services, 'restore', { address: call.address });
  const account = await findAccountByLogin(db, loginKeyOf(loginText));
  const to = account && !account.ban_type ? codeContactOf(account) : null;
  if (!account || to === null) return true;
  try {
    await countCall(call.services, 'codeSend', { subject: to, address: call.address });
  } catch {
    return true;
  }
  await sendRestoreLink(call.services, account, to, linkOrigin(call));
  return true;
};

const resetPassword = async (call: CallContext) => {
  const { db, now, passwordCost } = call.services;
  const token = requiredSecret(call.params, 'token');
  const password = requiredSecret(call.params, 'password');
  const confirmation = requiredSecret(call.params, 'password_confirm');
  await countCall(call.services, 'restore', { address: call.address });
  // Checked before the token is used, so a typo does not cost the player the link.
  await checkRestoreToken(call.services, token);
  if (!isPassword(password)) throw invalidParameter('password', 'INVALID');
  refuseCommonPassword(password);
  if (firstError(passwordConfirmSchema(password), confirmation) !== null) {
    throw invalidParameter('password_confirm', 'INVALID');
  }
  const passwordHash = await hashPassword(password, passwordCost);
  const accountId = await db.transaction(async (tx) => {
    const id = await useRestoreToken(tx, token, now());
    await tx.query('update accounts set password_hash = $2 where id = $1', [id, passwordHash]);
    // Whoever was signed in with the old password is signed out everywhere.
    await tx.query('delete from sessions where account_id = $1', [id]);
    return id;
  });
  const account = await findAccountById(db, accountId);
  if (account) await notifyPasswordChanged(call.services, account);
  return signedIn(call, accountId);
};

export const authMethods = {
  'auth.register': register,
  'auth.login': login,
  'auth.logout': async (call) => {
    // A GET, so a page of another site could fire it (an image, a link): refused unchanged.
    if (call.site === 'cross') {
      throw new ApiError(ErrorType.AccessDenied, 'Cross-site request refused', {
        data: { reason: 'cross_site' },
      });
    }
    await call.session.end();
    return true;
  },
  'auth.restore': restore,
  'auth.checkRestoreToken': async (call) =>
    checkRestoreToken(call.services, requiredSecret(call.params, 'token')),
  'auth.resetPassword': resetPassword,
} satisfies MethodHandlers;
