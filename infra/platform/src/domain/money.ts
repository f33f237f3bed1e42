// Exact money on the platform: the contract's decimal helpers (amounts as decimal strings,
// arithmetic on whole cents) and what only the platform needs, the payout multiplication.
import { centsOf, decimalOf } from '@omad/contract/format';

export {
  centsOf,
  decimalOf,
  formatDecimal as formatAmount,
  isDecimal,
  normalizeDecimal,
} from '@omad/contract/format';

/**
 * `amount` times `multiplier`, where the multiplier is counted in tenths (5 is 0.5x, 200 is
 * 20x); a fraction of a cent is dropped, as a payout never rounds up.
 */
export const multiplyByTenths = (amount: string, tenths: number): string =>
  decimalOf((centsOf(amount) * BigInt(tenths)) / 10n);
