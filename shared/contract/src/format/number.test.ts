import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, NOT_A_NUMBER } from './number';

describe('formatNumber', () => {
  it('separates thousands with commas and leaves integers without decimals', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });

  it('shows two decimals for fractional numbers', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber(0.1)).toBe('0.10');
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
  });

  it('keeps the sign of negative numbers but never shows -0', () => {
    expect(formatNumber(-1234.5)).toBe('-1,234.50');
    expect(formatNumber(-1000)).toBe('-1,000');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0.00');
  });

  it('accepts numeric strings and marks what is not a number', () => {
    expect(formatNumber('1250.5')).toBe('1,250.50');
    expect(formatNumber('')).toBe(NOT_A_NUMBER);
    expect(formatNumber('abc')).toBe(NOT_A_NUMBER);
    expect(formatNumber(Number.NaN)).toBe(NOT_A_NUMBER);
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(NOT_A_NUMBER);
  });
});

describe('formatMoney', () => {
  const symbols = { UZS: "so'm", RUB: '₽', EUR: '' };

  it('puts the configured symbol after the number', () => {
    expect(formatMoney(1250.5, 'UZS', symbols)).toBe("1,250.50 so'm");
    expect(formatMoney(1000, 'RUB', symbols)).toBe('1,000 ₽');
  });

  it('falls back to the currency code when no symbol is configured', () => {
    expect(formatMoney(5, 'USD', symbols)).toBe('5 USD');
    expect(formatMoney(5, 'EUR', symbols)).toBe('5 EUR');
    expect(formatMoney(-7.5, 'KZT')).toBe('-7.50 KZT');
  });
});
