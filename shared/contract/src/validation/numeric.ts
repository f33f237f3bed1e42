// Digit-only fields (spec section 5): the verification code and a cashier amount.

import * as v from 'valibot';
import { CODE_LENGTH } from '../format/constants';
import { formatNumber } from '../format/number';
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

/** Amount bounds of one currency, inclusive, from the cashier settings. */
export interface SumBounds {
  /** Smallest allowed amount. */
  readonly min: number;
  /** Largest allowed amount. */
  readonly max: number;
}

// A positive integer written without a leading zero: '0', '012' and '1.5' are not sums.
const POSITIVE_INTEGER = /^[1-9]\d*$/;

/**
 * A cashier amount typed as digits. Required; anything but a positive integer without
 * a leading zero (so '0' too) is a wrong field; otherwise it must lie within the bounds,
 * both inclusive, and the range message names both, formatted for display. The output
 * is the amount as a number.
 */
export const sumSchema = (bounds: SumBounds, messages: ValidationMessages = DEFAULT_MESSAGES) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required),
    matches(POSITIVE_INTEGER, messages.wrongField),
    rule(
      (value) => !POSITIVE_INTEGER.test(value) || inRange(Number(value), bounds),
      formatMessage(messages.sumRange, {
        min: formatNumber(bounds.min),
        max: formatNumber(bounds.max),
      }),
    ),
    v.transform(Number),
  );

const inRange = (amount: number, { min, max }: SumBounds): boolean =>
  amount >= min && amount <= max;
