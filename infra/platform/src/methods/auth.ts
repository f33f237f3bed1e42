// auth.*: registration, login (with the two-factor step), logout and password restore.
import { randomInt } from 'node:crypto';
import { AuthMessage, ErrorType } from '@omad/contract/api';
import { isUniqueViolation } from '../db/db';
import type { Queryable } from '../db/db';
import {
  contactOf,
  findAccountByLogin,
  findAccountById,
  insertAccount,
  loginKeyOf,
  toUserAccount,
} from '../domain/accounts';
import { queueNotification, welcomeNotification } from '../domain/loyalty-notifications';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { readRegistration } from '../domain/registration';
import { passTwoFactor } from '../domain/two-factor';
import { crashPoint } from '../dev/crash-points';
import { sendToOutbox } from '../dev/outbox';
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
  const registration = readRegistration(call.params);
  if (await taken(db, 'email', registration.email))
    throw invalidParameter('email', 'ALREADY_EXISTS');
  if (await taken(db, 'phone', registration.phone))
    throw invalidParameter('phone', 'ALREADY_EXISTS');
  const passwordHash = await hashPassword(registration.password);
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
  const { db } = call.services;
  const loginText = requiredString(call.params, 'login');
  const password = requiredSecret(call.params, 'password');
  const keys = { subject: loginSubject(loginText), address: call.address };
  // Counted before the password is looked at, so a slowed guesser learns nothing.
  await countCall(call.services, 'login', keys);
  const account = await findAccountByLogin(db, loginKeyOf(loginText));
  if (!(await verifyPassword(password, account?.password_hash ?? null)) || !account) {
    throw new ApiError(ErrorType.Authorization, AuthMessage.WrongCredentials);
  }
  await callSucceeded(call.services, 'login', keys);
  if (account.ban_type) {
    throw userBanned(account.ban_type);
  }
  if (account.two_factor_auth) {
    const code = optionalString(call.params, 'code');
    // Asking for a code is slowed by its resend time; a guessed code is counted here.
    const codeKeys = { subject: `account:${account.id}`, address: call.address };
    if (code !== undefined) await countCall(call.services, 'twoFactor', codeKeys);
    await passTwoFactor(call.services, account, code);
    if (code !== undefined) await callSucceeded(call.services, 'twoFactor', codeKeys);
  }
  return signedIn(call, account.id);
};

const restore = async (call: CallContext) => {
  const { db, now } = call.services;
  const loginText = requiredString(call.params, 'login');
  // Every request sends a message: each is counted, known login or not.
  await countCall(call.services, 'restore', {
    subject: loginSubject(loginText),
    address: call.address,
  });
  const account = await findAccountByLogin(db, loginKeyOf(loginText));
  // Unknown logins get the same answer, so the form cannot be used to find accounts.
  if (!account || account.ban_type) return true;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query('insert into password_resets (account_id, code, created_at) values ($1, $2, $3)', [
    account.id,
    code,
    now(),
  ]);
  const link = `/restore?login=${encodeURIComponent(contactOf(account))}&code=${code}`;
  const text =
    account.locale === 'ru'
      ? `Omad: код восстановления пароля ${code}. Ссылка: ${link}`
      : `Omad: parolni tiklash kodi ${code}. Havola: ${link}`;
  await sendToOutbox(db, { to: contactOf(account), kind: 'restore', code, text, createdAt: now() });
  return true;
};

export const authMethods = {
  'auth.register': register,
  'auth.login': login,
  'auth.logout': async ({ session }) => {
    await session.end();
    return true;
  },
  'auth.restore': restore,
} satisfies MethodHandlers;
