// Number and money display of spec section 9: comma thousands separator, two decimals
// for fractional numbers, and the currency symbol configured in the content service.
// Decimal strings (how money travels) are formatted exactly, never through a float.
import { formatDecimal, isDecimal } from './decimal';

/** Shown instead of a number that cannot be displayed (NaN, Infinity, empty string). */
export const NOT_A_NUMBER = '—';

// en-US gives exactly the spec's shape: ',' for thousands and '.' for decimals. Made on
// first use: building a formatter loads locale data, a cost no page should pay at startup.
let integerFormat: Intl.NumberFormat | null = null;
let fractionFormat: Intl.NumberFormat | null = null;
const formatFor = (integer: boolean): Intl.NumberFormat =>
  integer
    ? (integerFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }))
    : (fractionFormat ??= new Intl.NumberFormat('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }));

/** The platform sends amounts as numbers or numeric strings; both are accepted. */
const toFiniteNumber = (value: number | string): number | null => {
  if (typeof value === 'string' && value.trim() === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * Formats a number for display: 1234567 -> '1,234,567', 1234.5 -> '1,234.50',
 * -1234.5 -> '-1,234.50'. A value that rounds to zero never shows a minus sign.
 */
export const formatNumber = (value: number | string): string => {
  if (typeof value === 'string' && isDecimal(value)) return formatDecimal(value);
  const parsed = toFiniteNumber(value);
  if (parsed === null) return NOT_A_NUMBER;
  const format = formatFor(Number.isInteger(parsed));
  // Format the magnitude and add the sign ourselves: Intl would print '-0.00' for -0.001.
  const body = format.format(Math.abs(parsed));
  return parsed < 0 && /[1-9]/.test(body) ? `-${body}` : body;
};

/**
 * Formats an amount with its currency symbol from the cashier config, placed after the
 * number and separated by a space ('1,250.50 so'm'); falls back to the currency code
 * when the config has no (or an empty) symbol for it.
 */
export const formatMoney = (
  amount: number | string,
  currencyCode: string,
  symbols: Readonly<Record<string, string>> = {},
): string => {
  const symbol = symbols[currencyCode];
  return `${formatNumber(amount)} ${symbol ? symbol : currencyCode}`;
};
