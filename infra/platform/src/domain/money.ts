// Exact money: amounts travel as decimal strings with two places ('1250.50'), as numeric(20, 2)
// stores them, and any arithmetic outside SQL is done on whole cents (bigint), never on floats.

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

/**
 * `amount` times `multiplier`, where the multiplier is counted in tenths (5 is 0.5x, 200 is
 * 20x); a fraction of a cent is dropped, as a payout never rounds up.
 */
export const multiplyByTenths = (amount: string, tenths: number): string =>
  decimalOf((centsOf(amount) * BigInt(tenths)) / 10n);

/**
 * A decimal string grouped for people: '1250000.5' → '1,250,000.50', '5000' → '5,000'
 * (spec section 9: comma thousands, two decimals for fractional numbers).
 */
export const formatAmount = (text: string): string => {
  const [whole = '0', fraction = '00'] = normalizeDecimal(text).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === '00' ? '' : `.${fraction}`}`;
};
