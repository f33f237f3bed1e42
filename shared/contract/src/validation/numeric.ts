// Digit-only fields (spec section 5): the verification code and a cashier amount.

import * as v from 'valibot';
import { CODE_LENGTH } from '../format/constants';
import { compareDecimal, formatDecimal, isDecimal } from '../format/decimal';
import { matches, requiredCheck, rule, textInput } from './base';
import { DEFAULT_MESSAGES, formatMessage } from './messages';
import type { ValidationMessages } from './messages';

/** A verification code: required, exactly `length` digits (6 by default). */
export const codeSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  length: number = CODE_LENGTH,
) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required),
    matches(new RegExp(`^\\d{${length}}$`), formatMessage(messages.code, { length })),
  );

/** Amount bounds of one currency, inclusive, from the cashier settings (decimal strings). */
export interface SumBounds {
  /** Smallest allowed amount. */
  readonly min: string;
  /** Largest allowed amount. */
  readonly max: string;
}

// A positive integer written without a leading zero: '0', '012' and '1.5' are not sums.
// 18 digits at most, as the ledger's numeric(20, 2) holds.
const POSITIVE_INTEGER = /^[1-9]\d{0,17}$/;

/**
 * A cashier amount typed as digits. Required; anything but a positive integer without
 * a leading zero (so '0' too) is a wrong field; otherwise it must lie within the bounds,
 * both inclusive, and the range message names both, formatted for display. Compared
 * exactly (decimals, never floats); the output is the digits as typed.
 */
export const sumSchema = (bounds: SumBounds, messages: ValidationMessages = DEFAULT_MESSAGES) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required),
    matches(POSITIVE_INTEGER, messages.wrongField),
    rule(
      (value) => !POSITIVE_INTEGER.test(value) || isSumInRange(value, bounds),
      formatMessage(messages.sumRange, {
        min: formatDecimal(bounds.min),
        max: formatDecimal(bounds.max),
      }),
    ),
  );

/** True when the amount lies within the bounds, both inclusive. */
export const isSumInRange = (amount: string, { min, max }: SumBounds): boolean =>
  isDecimal(amount) && compareDecimal(amount, min) >= 0 && compareDecimal(amount, max) <= 0;
