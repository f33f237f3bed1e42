// Password rules (spec section 5): required, 6 to 20 characters from an allowed set,
// and a confirmation that must equal the first password.

import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../format/constants';
import { disallowedCharacters, requiredCheck, rule, textInput } from './base';
import { DEFAULT_MESSAGES, formatMessage } from './messages';
import type { ValidationMessages } from './messages';

/**
 * One allowed password character: printable ASCII without the space, i.e. Latin
 * letters, digits and ASCII punctuation. Cyrillic and spaces are out: a password typed
 * on the wrong keyboard layout, or with a stray space, is one the player cannot repeat
 * at the next login.
 */
export const PASSWORD_CHARACTER = /^[\x21-\x7e]$/;

/** The characters of a password outside the allowed set, each once, in order found. */
export const invalidPasswordCharacters = (password: string): string[] =>
  disallowedCharacters(password, PASSWORD_CHARACTER);

/**
 * True for a password the platform accepts: 6 to 20 characters, every one allowed. What
 * `passwordSchema` checks, as one answer for a server that has no messages to show.
 */
export const isPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH &&
  password.length <= PASSWORD_MAX_LENGTH &&
  invalidPasswordCharacters(password).length === 0;

// A space in the list would be invisible; the open-box sign is how keyboards draw it.
const VISIBLE_SPACE = '␣';
const listCharacters = (chars: readonly string[]): string =>
  [...new Set(chars.map((char) => (/\s/.test(char) ? VISIBLE_SPACE : char)))].join(', ');

/**
 * A password. Checks run in this order and a form shows the first failure: required,
 * invalid characters (each once, comma-separated, whitespace shown as ␣), minimum
 * length, maximum length.
 */
export const passwordSchema = (messages: ValidationMessages = DEFAULT_MESSAGES) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required),
    rule(
      (value) => invalidPasswordCharacters(value).length === 0,
      (issue) =>
        formatMessage(messages.invalidCharacters, {
          chars: listCharacters(invalidPasswordCharacters(String(issue.input))),
        }),
    ),
    rule(
      (value) => value.length >= PASSWORD_MIN_LENGTH,
      formatMessage(messages.minLength, { min: PASSWORD_MIN_LENGTH }),
    ),
    rule(
      (value) => value.length <= PASSWORD_MAX_LENGTH,
      formatMessage(messages.maxLength, { max: PASSWORD_MAX_LENGTH }),
    ),
  );

/**
 * The confirmation of a password already typed. It only has to be present and equal
 * to `first`; the first password's own schema reports its length and characters.
 * Inside a registration form, `buildFormSchema` does the same check across fields.
 */
export const passwordConfirmSchema = (
  first: string,
  messages: ValidationMessages = DEFAULT_MESSAGES,
) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required),
    rule((value) => value === first, messages.passwordsNotEqual),
  );
