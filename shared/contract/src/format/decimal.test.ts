import { describe, expect, it } from 'vitest';
import {
  centsOf,
  compareDecimal,
  decimalOf,
  formatDecimal,
  isDecimal,
  normalizeDecimal,
} from './decimal';
import { formatMoney, formatNumber } from './number';

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

  it('compares amounts exactly, past what a float holds', () => {
    expect(compareDecimal('10', '10.00')).toBe(0);
    expect(compareDecimal('9999999999999999.99', '9999999999999999.98')).toBe(1);
    expect(compareDecimal('-0.01', '0')).toBe(-1);
  });

  it('groups thousands with commas and shows cents only when there are some', () => {
    expect(formatDecimal('1250000.50')).toBe('1,250,000.50');
    expect(formatDecimal('5000.00')).toBe('5,000');
    expect(formatDecimal('999')).toBe('999');
    expect(formatDecimal('-1234.5')).toBe('-1,234.50');
    expect(formatDecimal('0.20')).toBe('0.20');
    expect(formatDecimal('-0.00')).toBe('0');
  });

  it('is how formatNumber and formatMoney show decimal strings, digit for digit', () => {
    // As a float this is 9007199254740993 → '9,007,199,254,740,992'.
    expect(formatNumber('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(formatMoney('1250000.50', 'UZS', { UZS: "so'm" })).toBe("1,250,000.50 so'm");
  });
});
