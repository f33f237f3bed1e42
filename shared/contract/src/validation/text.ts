// Free-text rules (spec section 5): the plain text types, the postcode and the custom
// field whose pattern comes from the content service.

import * as v from 'valibot';
import { POSTCODE_MAX_DIGITS } from '../format/constants';
import { compilePattern, matches, requiredCheck, rule, textInput } from './base';
import type { FieldOptions } from './base';
import { DEFAULT_MESSAGES, formatMessage } from './messages';
import type { ValidationMessages } from './messages';

/** Options of a plain text field. */
export interface TextOptions extends FieldOptions {
  /** Shortest allowed value, in characters. */
  readonly minLength?: number;
  /** Longest allowed value, in characters. */
  readonly maxLength?: number;
}

/**
 * A plain text field (text, login, documentType, documentNumber, cpf): required unless
 * isRequired is false, with optional length bounds.
 */
export const textSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  options: TextOptions = {},
) => {
  const { minLength, maxLength } = options;
  return v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    rule(
      (value) => minLength === undefined || [...value].length >= minLength,
      formatMessage(messages.minLength, { min: minLength ?? 0 }),
    ),
    rule(
      (value) => maxLength === undefined || [...value].length <= maxLength,
      formatMessage(messages.maxLength, { max: maxLength ?? 0 }),
    ),
  );
};

/** Options of a field whose pattern the content service may set. */
export interface PatternOptions extends FieldOptions {
  /** A regular expression source from forms-config, tested as given (anchor it there). */
  readonly regex?: string;
}

/** Up to 8 digits, the postcode rule when the content service sets no pattern. */
export const DEFAULT_POSTCODE_PATTERN = new RegExp(`^\\d{1,${POSTCODE_MAX_DIGITS}}$`);

/** A postcode: the content service's pattern, else up to 8 digits. */
export const postcodeSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  options: PatternOptions = {},
) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    matches(compilePattern(options.regex) ?? DEFAULT_POSTCODE_PATTERN, messages.postcode),
  );

/**
 * A custom field: the content service's pattern, or just non-empty when it has none (or
 * its pattern does not compile).
 */
export const customSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  options: PatternOptions = {},
) => {
  const pattern = compilePattern(options.regex);
  return v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    rule((value) => pattern === null || pattern.test(value), messages.custom),
  );
};
