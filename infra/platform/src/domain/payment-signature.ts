// The simulated payment provider's callbacks are signed, as a real provider's are: an
// HMAC-SHA-256 over the callback's fields in a fixed order, keyed by a secret the provider and
// the platform share. The platform applies a callback only when the signature is the one its
// fields make, compared in constant time; a replay carries a callback id already applied
// (domain/cashier.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderVerdict } from './cashier';

/** What a callback says, all of it signed. */
export interface SignedFields {
  readonly callbackId: string;
  readonly transactionId: number;
  readonly status: ProviderVerdict;
  /** The amount the provider took, a decimal string with two places. */
  readonly amount: string;
  readonly currency: string;
}

const signedText = (fields: SignedFields): string =>
  [fields.callbackId, fields.transactionId, fields.status, fields.amount, fields.currency].join(
    '\n',
  );

/** The hex signature of a callback's fields. */
export const signCallback = (secret: string, fields: SignedFields): string =>
  createHmac('sha256', secret).update(signedText(fields)).digest('hex');

/** True when `signature` is the one the fields make with the secret. */
export const isSignedCallback = (
  secret: string,
  fields: SignedFields,
  signature: string,
): boolean => {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signCallback(secret, fields), 'hex');
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
};
