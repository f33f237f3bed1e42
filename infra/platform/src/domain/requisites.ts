// Payment requisites as the platform keeps them (PCI DSS 3.3-3.4, ASVS 5.0 14.2): a card
// number or wallet phone is stored and answered as its last four digits, a card's expiry is
// never stored. A payout destination is recognised later by a keyed fingerprint of the full
// requisites (HMAC-SHA-256 with the platform secret), never by the number itself.
import { createHmac } from 'node:crypto';

/** The fields masked to their last four digits. */
const MASKED_FIELDS = new Set(['card_number', 'phone']);
/** The fields never kept at all. */
const DROPPED_FIELDS = new Set(['card_expiry']);

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The requisites as stored and shown: '**** 1234' for a number, no expiry. */
export const maskRequisites = (
  requisites: Readonly<Record<string, unknown>>,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(requisites).flatMap(([name, value]): [string, string][] => {
      if (DROPPED_FIELDS.has(name)) return [];
      const text = typeof value === 'string' ? value : String(value);
      if (MASKED_FIELDS.has(name)) return [[name, `**** ${digitsOf(text).slice(-4)}`]];
      return [[name, text]];
    }),
  );

/**
 * The fingerprint of where a payout goes: the method and every requisite but the expiry,
 * numbers as their digits, so '8600 1234…' and '86001234…' are one destination.
 */
export const payoutFingerprint = (
  secret: string,
  method: string,
  requisites: Readonly<Record<string, unknown>>,
): string => {
  const fields = Object.entries(requisites)
    .filter(([name]) => !DROPPED_FIELDS.has(name))
    .map(([name, value]) => {
      const text = typeof value === 'string' ? value.trim() : String(value);
      return `${name}=${MASKED_FIELDS.has(name) ? digitsOf(text) : text}`;
    })
    .sort();
  return createHmac('sha256', secret)
    .update(`payout\n${method}\n${fields.join('\n')}`)
    .digest('hex');
};
