// Building blocks every field rule shares. Text fields read a nullish value as '',
// so a missing key reports "required" rather than a type error, and each rule skips
// the empty string, so an empty field reports at most the required message.

import * as v from 'valibot';
import type { ValidationMessages } from './messages';

/** Options every text-like field factory accepts. */
export interface FieldOptions {
  /** False makes an empty value valid; a non-empty value is still checked. Default true. */
  readonly isRequired?: boolean;
}

/** A field value as a string, with null and undefined (and a missing key) read as ''. */
export const textInput = (messages: ValidationMessages) =>
  v.nullish(v.string(messages.wrongField), '');

/**
 * Reports `message` for a blank value (whitespace only counts as blank) unless the field
 * is optional.
 */
export const requiredCheck = (message: string, isRequired = true) =>
  v.check((value: string) => !isRequired || value.trim() !== '', message);

/** A check that passes the empty string, so it never competes with the required message. */
export const rule = (
  test: (value: string) => boolean,
  message: v.ErrorMessage<v.CheckIssue<string>>,
) => v.check((value: string) => value === '' || test(value), message);

/** A check that the whole value matches `pattern`, skipping the empty string. */
export const matches = (pattern: RegExp, message: string) =>
  rule((value) => pattern.test(value), message);

/**
 * Compiles a pattern string from the content service. An invalid pattern gives null, so
 * a typo in the CMS falls back to the default rule instead of breaking the whole form.
 */
export const compilePattern = (source: string | undefined): RegExp | null => {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
};

/**
 * The characters of `value` that `allowed` (a one-character test without the g flag)
 * rejects, each once, in the order found.
 */
export const disallowedCharacters = (value: string, allowed: RegExp): string[] => {
  const found = new Set<string>();
  for (const char of value) if (!allowed.test(char)) found.add(char);
  return [...found];
};

/**
 * The first message a schema reports for `value`, or null when it is valid; what a
 * form shows under a single field validated on its own (the eager strategy).
 */
export const firstError = (schema: v.GenericSchema, value: unknown): string | null => {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
};
