// Rules for fields that are not typed text (spec section 5): sex, a checkbox, and the
// promo code, which the platform checks on activation instead.

import * as v from 'valibot';
import type { FieldOptions } from './base';
import { DEFAULT_MESSAGES } from './messages';
import type { ValidationMessages } from './messages';

/**
 * Sex as a select gives it: a number, or its text from a native select. Unset is 0,
 * null or a missing value; it must be set, so the output is a non-zero number.
 */
export const sexSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  options: FieldOptions = {},
) =>
  v.pipe(
    v.nullish(v.union([v.number(), v.string()], messages.required), 0),
    v.transform(Number),
    v.check(
      (sex: number) =>
        options.isRequired === false ? !Number.isNaN(sex) : Number.isFinite(sex) && sex !== 0,
      messages.required,
    ),
  );

/** A checkbox that must be checked, unless isRequired is false (an opt-in box). */
export const checkboxSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  options: FieldOptions = {},
) =>
  v.pipe(
    v.nullish(v.boolean(messages.checkbox), false),
    v.check((checked: boolean) => options.isRequired === false || checked, messages.checkbox),
  );

/**
 * A promo code is always valid on the client: the platform answers on activation with
 * the reason a code does not apply. Anything but a string is read as no code.
 */
export const promoCodeSchema = () =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((value: unknown): string => (typeof value === 'string' ? value : '')),
  );
