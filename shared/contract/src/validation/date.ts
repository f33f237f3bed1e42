// The date rule (spec section 5): a real calendar day typed as dd.mm.yyyy (or with
// hyphens), optionally within a minimum and a maximum day.

import * as v from 'valibot';
import { formatDate } from '../format/date';
import { matches, requiredCheck, rule, textInput } from './base';
import type { FieldOptions } from './base';
import { DEFAULT_MESSAGES, formatMessage } from './messages';
import type { ValidationMessages } from './messages';

// The characters a date field may hold at all, per the spec; anything else is a wrong
// date before the format is even looked at.
const DATE_CHARACTERS = /^[\d.,'-]+$/;
// Day, month, four-digit year; one separator kind throughout.
const DATE_FORMAT = /^(\d{2})([.-])(\d{2})\2(\d{4})$/;

/**
 * Reads 'dd.mm.yyyy' or 'dd-mm-yyyy' as a local calendar day, or null when the text
 * has another shape, the year is below 1000, or the day does not exist (31.02.2024).
 */
export const parseDate = (text: string): Date | null => {
  const match = DATE_FORMAT.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
  if (year < 1000) return null;
  const date = new Date(year, month - 1, day);
  // The constructor rolls 31.02 over into March and month 13 into the next year.
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
};

/** Bounds of a date field; each a Date, epoch milliseconds, or 'dd.mm.yyyy' text. */
export interface DateOptions extends FieldOptions {
  /** The earliest allowed day, inclusive. */
  readonly min?: Date | number | string;
  /** The latest allowed day, inclusive. */
  readonly max?: Date | number | string;
}

// Compares calendar days, not moments, so a bound at 15:00 still admits that day.
const dayKey = (date: Date): number =>
  date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate();

const toBound = (bound: Date | number | string | undefined): Date | null => {
  if (bound === undefined) return null;
  if (typeof bound === 'string') return parseDate(bound);
  const date = new Date(bound);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A date field. Wrong characters or a day that does not exist give the date message; a
 * day outside the bounds gives minValue or maxValue with the bound as dd.mm.yyyy.
 * The output stays the text as typed; use parseDate for the Date.
 */
export const dateSchema = (
  messages: ValidationMessages = DEFAULT_MESSAGES,
  options: DateOptions = {},
) => {
  const min = toBound(options.min);
  const max = toBound(options.max);
  // An unreadable date already failed above, so the bound checks let it pass.
  const day = (value: string): number | null => {
    const date = parseDate(value);
    return date ? dayKey(date) : null;
  };
  const notBefore = (value: string): boolean => {
    const key = day(value);
    return key === null || min === null || key >= dayKey(min);
  };
  const notAfter = (value: string): boolean => {
    const key = day(value);
    return key === null || max === null || key <= dayKey(max);
  };
  return v.pipe(
    textInput(messages),
    requiredCheck(messages.required, options.isRequired),
    matches(DATE_CHARACTERS, messages.date),
    rule((value) => parseDate(value) !== null, messages.date),
    rule(notBefore, formatMessage(messages.minValue, { min: min ? formatDate(min) : '' })),
    rule(notAfter, formatMessage(messages.maxValue, { max: max ? formatDate(max) : '' })),
  );
};
