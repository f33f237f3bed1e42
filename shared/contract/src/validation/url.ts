// URL rules (spec section 5): a URL field, and the icon URL check that decides whether
// an icon from the content service is fetched at all.

import * as v from 'valibot';
import { rule, requiredCheck, textInput } from './base';
import type { FieldOptions } from './base';
import { DEFAULT_MESSAGES } from './messages';
import type { ValidationMessages } from './messages';

/** True when the text parses as an absolute URL. */
export const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/** True for an icon worth fetching: a valid URL that names an svg. */
export const isIconUrl = (value: unknown): value is string =>
  isUrl(value) && value.toLowerCase().includes('svg');

/** A URL field; a malformed URL is a wrong field. */
export const urlSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  options: FieldOptions = {},
) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    rule(isUrl, messages.wrongField),
  );

/** An icon URL from the content service; anything else is a wrong field. */
export const iconUrlSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  options: FieldOptions = {},
) =>
  v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    rule(isIconUrl, messages.wrongField),
  );
