// account.unsubscribe: stops newsletters, either from an e-mail's link (contact + token, no
// session needed: that contact stops getting them) or for the signed-in player (no token:
// every contact of the account stops). Consent is kept per contact (account.changeSubscription).
import { ErrorType } from '@omad/contract/api';
import { findAccountByLogin, loginKeyOf } from '../domain/accounts';
import { findOwnContact } from '../domain/contacts';
import { isUnsubscribeToken } from '../domain/unsubscribe-links';
import { ApiError, invalidParameter } from '../http/errors';
import { requireAccount } from '../http/guards';
import { optionalString, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

const unsubscribeSignedIn = async (call: CallContext) => {
  const account = await requireAccount(call);
  const contact = optionalString(call.params, 'contact');
  if (contact !== undefined && !findOwnContact(account, contact)) {
    throw invalidParameter('contact', 'NOT_FOUND');
  }
  await call.services.db.query(
    'update accounts set email_subscribed = false, phone_subscribed = false where id = $1',
    [account.id],
  );
  return 1;
};

const unsubscribeByLink = async (call: CallContext, token: string) => {
  const contact = requiredString(call.params, 'contact');
  const { db, platformSecret } = call.services;
  if (!platformSecret) {
    throw new ApiError(ErrorType.ApplicationUnavailable, 'Unsubscribe links are not configured');
  }
  if (!isUnsubscribeToken(platformSecret, contact, token)) {
    throw invalidParameter('token', 'INVALID');
  }
  // A signed link of a contact no account holds any more: nothing is sent to it, so the
  // player's wish is already true and the answer is the same.
  const key = loginKeyOf(contact);
  const account = await findAccountByLogin(db, key);
  if (account) {
    const column = 'email' in key ? 'email_subscribed' : 'phone_subscribed';
    await db.query(`update accounts set ${column} = false where id = $1`, [account.id]);
  }
  return 1;
};

const unsubscribe = async (call: CallContext) => {
  const token = optionalString(call.params, 'token');
  return token === undefined ? unsubscribeSignedIn(call) : unsubscribeByLink(call, token);
};

export const unsubscribeMethods = {
  'account.unsubscribe': unsubscribe,
} satisfies MethodHandlers;
