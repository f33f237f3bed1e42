// Unsubscribe links of newsletters: `/unsubscribe?contact={c}&token={t}`, where the token is
// hex(HMAC-SHA-256(platform secret, contact)) of the contact as logins are compared (an
// e-mail lower-cased, a phone as digits), so a link works only for the contact it names.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { loginKeyOf } from './accounts';

/** The contact as the token signs it: e-mails lower-cased, phones without '+' or spaces. */
export const normalContact = (contact: string): string => {
  const key = loginKeyOf(contact);
  return 'email' in key ? key.email : key.phone;
};

export const unsubscribeToken = (secret: string, contact: string): string =>
  createHmac('sha256', secret).update(normalContact(contact)).digest('hex');

/** True when `token` is the contact's token; compared in constant time. */
export const isUnsubscribeToken = (secret: string, contact: string, token: string): boolean => {
  const expected = Buffer.from(unsubscribeToken(secret, contact), 'utf8');
  const given = Buffer.from(token.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** The locale-free path of the link an e-mail to `contact` carries. */
export const unsubscribeLink = (secret: string, contact: string): string => {
  const query = new URLSearchParams({
    contact: normalContact(contact),
    token: unsubscribeToken(secret, contact),
  });
  return `/unsubscribe?${query}`;
};
