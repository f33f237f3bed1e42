// Person-name rules (spec section 5): names, the alternative name and address patterns,
// letters only, card holder and fake name (nickname).

import * as v from 'valibot';
import { FAKENAME_MIN_LENGTH } from '../format/constants';
import { matches, requiredCheck, rule, textInput } from './base';
import type { FieldOptions } from './base';
import { DEFAULT_MESSAGES, formatMessage } from './messages';
import type { ValidationMessages } from './messages';

/** The special characters a name may not contain (spec section 5). */
export const NAME_SPECIAL_CHARACTERS: ReadonlySet<string> = new Set(
  '@_\'"!?#$%^&*(){}[]|/\\<>~§+:;`',
);

// An address may name a building like '12/3' or a block like 'A|B'.
const ADDRESS_SPECIAL_CHARACTERS: ReadonlySet<string> = new Set(
  [...NAME_SPECIAL_CHARACTERS].filter((char) => char !== '|' && char !== '/'),
);

const containsAny = (value: string, chars: ReadonlySet<string>): boolean =>
  [...value].some((char) => chars.has(char));

const DIGIT = /\d/;

// Apostrophe look-alikes: Uzbek Latin writes names like Gʻulom with U+02BB, and phones
// autocorrect ' to a typographic one.
const APOSTROPHES = "'’ʻʼ";

/** Latin, Cyrillic (Russian and Uzbek) and Latvian letters plus space . , ' - */
export const LETTERS_PATTERN = new RegExp(
  `^[A-Za-z\\u0400-\\u04FFāčēģīķļņōŗšūžĀČĒĢĪĶĻŅŌŖŠŪŽ .,${APOSTROPHES}-]+$`,
);

/** Letters of any script plus space, dot, apostrophe and hyphen. */
export const CARD_HOLDER_PATTERN = new RegExp(`^[\\p{L} .${APOSTROPHES}-]+$`, 'u');

type Messages = ValidationMessages;

/** A name, first name or last name: no digits, no special characters. */
export const nameSchema = (messages: Messages = DEFAULT_MESSAGES, options: FieldOptions = {}) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    rule((value) => !DIGIT.test(value), messages.wrongField),
    rule((value) => !containsAny(value, NAME_SPECIAL_CHARACTERS), messages.wrongField),
  );

/** The alternative name pattern: the same special characters are out, digits are fine. */
export const alternativeNameSchema = (
  messages: Messages = DEFAULT_MESSAGES,
  options: FieldOptions = {},
) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    rule((value) => !containsAny(value, NAME_SPECIAL_CHARACTERS), messages.wrongField),
  );

/** An address: like a name, but digits, pipe and slash are allowed. */
export const addressSchema = (messages: Messages = DEFAULT_MESSAGES, options: FieldOptions = {}) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    rule((value) => !containsAny(value, ADDRESS_SPECIAL_CHARACTERS), messages.address),
  );

/** Letters only (see LETTERS_PATTERN). */
export const lettersSchema = (messages: Messages = DEFAULT_MESSAGES, options: FieldOptions = {}) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    matches(LETTERS_PATTERN, messages.letters),
  );

/** A card holder name as printed on the card. */
export const cardHolderSchema = (
  messages: Messages = DEFAULT_MESSAGES,
  options: FieldOptions = {},
) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    matches(CARD_HOLDER_PATTERN, messages.cardHolder),
  );

/**
 * A fake name (the public nickname): no special characters and no whitespace (digits are
 * fine), then at least 4 characters.
 */
export const fakenameSchema = (messages: Messages = DEFAULT_MESSAGES, options: FieldOptions = {}) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    rule(
      (value) => !/\s/.test(value) && !containsAny(value, NAME_SPECIAL_CHARACTERS),
      messages.fakename,
    ),
    rule(
      (value) => [...value].length >= FAKENAME_MIN_LENGTH,
      formatMessage(messages.minLength, { min: FAKENAME_MIN_LENGTH }),
    ),
  );
