import { describe, expect, it } from 'vitest';
import {
  centsOf,
  decimalOf,
  formatAmount,
  isDecimal,
  multiplyByTenths,
  normalizeDecimal,
} from './money';

describe('exact money', () => {
  it('reads decimal strings as whole cents, and writes cents back with two places', () => {
    expect(centsOf('1250000.50')).toBe(125000050n);
    expect(centsOf('-10')).toBe(-1000n);
    expect(centsOf('0.1')).toBe(10n);
    expect(decimalOf(125000050n)).toBe('1250000.50');
    expect(decimalOf(-5n)).toBe('-0.05');
    expect(normalizeDecimal('12.5')).toBe('12.50');
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is what a ledger needs.
    expect(decimalOf(centsOf('0.1') + centsOf('0.2'))).toBe('0.30');
    expect(decimalOf(centsOf('999999999999999.99') + 1n)).toBe('1000000000000000.00');
  });

  it('refuses anything but a decimal with at most two places', () => {
    for (const text of ['1.005', '1e3', 'NaN', '', ' 1', '1.', '--1', '0x10']) {
      expect([text, isDecimal(text)]).toEqual([text, false]);
      expect(() => centsOf(text)).toThrow();
    }
  });

  it('multiplies by a pay in tenths, dropping a fraction of a cent', () => {
    expect(multiplyByTenths('1000.00', 5)).toBe('500.00');
    expect(multiplyByTenths('0.20', 200)).toBe('4.00');
    expect(multiplyByTenths('0.01', 5)).toBe('0.00');
    expect(multiplyByTenths('0.33', 15)).toBe('0.49');
    expect(multiplyByTenths('25000', 0)).toBe('0.00');
  });

  it('groups thousands with commas and shows cents only when there are some', () => {
    expect(formatAmount('1250000.50')).toBe('1,250,000.50');
    expect(formatAmount('5000.00')).toBe('5,000');
    expect(formatAmount('999')).toBe('999');
    expect(formatAmount('-1234.5')).toBe('-1,234.50');
    expect(formatAmount('0.20')).toBe('0.20');
  });
});
