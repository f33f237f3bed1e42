// CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF, a field holding
// a comma, a double quote, CR or LF enclosed in double quotes with its quotes doubled. Files a
// spreadsheet opens start with a UTF-8 byte order mark: without it Excel reads UTF-8 as the
// local code page and Cyrillic turns into mojibake.

/** The byte order mark that tells Excel a CSV file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;

/** One field, quoted when RFC 4180 requires it. */
export const csvField = (value: string): string =>
  NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** One record, ended by CRLF. */
export const csvRecord = (fields: readonly string[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;

/** Records as one CSV text. */
export const csvText = (records: readonly (readonly string[])[]): string =>
  records.map(csvRecord).join('');

/**
 * Text a spreadsheet must show as text, never run as a formula (CSV injection): a value that
 * starts with =, +, -, @, a tab or CR gets a leading apostrophe, which Excel hides. Only for
 * text columns; amounts are written as they are.
 */
export const spreadsheetText = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
