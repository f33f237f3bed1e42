// Contact rules (spec section 5): email and phone, and the login normalisation that
// lets a player type a phone number with or without its plus.

import * as v from 'valibot';
import { matches, requiredCheck, rule, textInput } from './base';
import type { FieldOptions } from './base';
import { DEFAULT_MESSAGES } from './messages';
import type { ValidationMessages } from './messages';

/**
 * Exactly one @, no whitespace, and a domain of two or three non-empty labels (one or
 * two dots): a@b.uz and a@b.co.uk pass; a@b, a@@b.uz and a@b.c.d.e do not.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+){1,2}$/;

/** 9 to 15 digits with an optional leading plus, once formatting is removed. */
export const PHONE_PATTERN = /^\+?\d{9,15}$/;

// What a phone mask or a pasted number adds around the digits: spaces, dashes, brackets.
const PHONE_FORMATTING = /[\s()-]/g;

/** True for an email address the platform accepts. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** True for a phone number, with or without the formatting a mask adds. */
export const isPhone = (value: string): boolean =>
  PHONE_PATTERN.test(value.replace(PHONE_FORMATTING, ''));

/** An email: empty gives the insert-email message, a malformed one the email message. */
export const emailSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  options: FieldOptions = {},
) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.insertEmail, options.isRequired),
    matches(EMAIL_PATTERN, messages.email),
  );

/** A phone: empty gives the insert-phone message, a malformed one the phone message. */
export const phoneSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  options: FieldOptions = {},
) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.insertPhone, options.isRequired),
    rule(isPhone, messages.phone),
  );

/**
 * The login as the platform expects it: trimmed, with one leading plus stripped, since
 * phone logins are stored without it ('+998901234567' -> '998901234567').
 */
export const normalizeLogin = (login: string): string => login.trim().replace(/^\+/, '');
