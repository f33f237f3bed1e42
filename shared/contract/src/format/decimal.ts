// Exact money (architecture: amounts are exact decimals). Amounts travel as decimal strings
// with at most two places ('1250.50'), as the platform's numeric(20, 2) stores them; any
// arithmetic is done on whole cents (bigint), never on floats. The platform and every remote
// use these same helpers.

/** A signed decimal with at most two places, e.g. '-10', '12.5', '1250000.50'. */
const DECIMAL = /^(-?)(\d{1,18})(?:\.(\d{1,2}))?$/;

export const isDecimal = (text: string): boolean => DECIMAL.test(text);

/** The whole cents of a decimal string; throws on anything else. */
export const centsOf = (text: string): bigint => {
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`not a decimal amount: ${JSON.stringify(text)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
};

/** Cents as a decimal string with exactly two places: 125050n → '1250.50'. */
export const decimalOf = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
};

/** The same amount written with exactly two places: '12.5' → '12.50', '-3' → '-3.00'. */
export const normalizeDecimal = (text: string): string => decimalOf(centsOf(text));

/** -1, 0 or 1 as `a` is less than, equal to or more than `b` (both decimal strings). */
export const compareDecimal = (a: string, b: string): -1 | 0 | 1 => {
  const difference = centsOf(a) - centsOf(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/**
 * A decimal string grouped for people: '1250000.5' → '1,250,000.50', '5000' → '5,000'
 * (spec section 9: comma thousands, two decimals for fractional numbers). A value of zero
 * never shows a minus sign.
 */
export const formatDecimal = (text: string): string => {
  const cents = centsOf(text);
  const [whole = '0', fraction = '00'] = decimalOf(cents < 0n ? -cents : cents).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0n ? '-' : ''}${grouped}${fraction === '00' ? '' : `.${fraction}`}`;
};
