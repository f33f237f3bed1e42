// Money on the wire (spec section 3: balances and amounts, each an amount and a currency).
import * as v from 'valibot';
import { isDecimal, normalizeDecimal } from '../format/decimal';

/**
 * An exact amount: the platform sends a decimal string ('1250000.50'); a number is taken
 * only when it has at most two places. The output is always a string with two places, so
 * money is never a float inside the UI (compare and add with the contract's decimal helpers).
 */
export const DecimalSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => (typeof value === 'number' ? String(value) : value)),
  v.check(isDecimal, 'not a decimal amount with at most two places'),
  v.transform(normalizeDecimal),
);

/** An amount of money in one currency, e.g. `{ amount: '1250.50', currency: 'UZS' }`. */
export const MoneySchema = v.object({ amount: DecimalSchema, currency: v.string() });
export type Money = v.InferOutput<typeof MoneySchema>;
