// Date and time display of spec section 9: dates dd.mm.yyyy, time h:mm (24 hours, hour
// without a leading zero), always in the visitor's local time zone.

/** A date as the platform or the app hands it over. */
export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SPACE_SEPARATED = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * Turns the input into a Date, or null when it does not name a moment. Numbers are
 * epoch milliseconds. 'yyyy-mm-dd' is a calendar day and is read in local time (the
 * standard parser reads it as UTC midnight, which shows the previous day west of
 * Greenwich); 'yyyy-mm-dd hh:mm[:ss]' is read as local time too.
 */
export const toDate = (input: DateInput): Date | null => {
  let date: Date;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number') date = new Date(input);
  else {
    const text = input.trim();
    const dateOnly = DATE_ONLY.exec(text);
    const spaced = SPACE_SEPARATED.exec(text);
    if (dateOnly) {
      const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
      date = new Date(year, month - 1, day);
      // The Date constructor rolls 2024-02-30 over into March; such a day does not exist.
      if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
    } else if (spaced) {
      date = new Date(`${spaced[1]}T${spaced[2]}`);
    } else {
      date = new Date(text);
    }
  }
  return Number.isNaN(date.getTime()) ? null : date;
};

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** 'dd.mm.yyyy' in local time, or '' when the input is not a valid date. */
export const formatDate = (input: DateInput): string => {
  const date = toDate(input);
  if (!date) return '';
  return `${pad2(date.getDate())}.${pad2(date.getMonth() + 1)}.${date.getFullYear()}`;
};

/** 'h:mm' on a 24-hour clock in local time ('9:05', '23:59'), or '' when invalid. */
export const formatTime = (input: DateInput): string => {
  const date = toDate(input);
  if (!date) return '';
  return `${date.getHours()}:${pad2(date.getMinutes())}`;
};

/** 'dd.mm.yyyy h:mm' in local time, or '' when invalid. */
export const formatDateTime = (input: DateInput): string => {
  const date = toDate(input);
  if (!date) return '';
  return `${formatDate(date)} ${formatTime(date)}`;
};
