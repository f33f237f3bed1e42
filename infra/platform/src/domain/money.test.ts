import { describe, expect, it } from 'vitest';
import { multiplyByTenths } from './money';

describe('payout multiplication', () => {
  it('multiplies by a pay in tenths, dropping a fraction of a cent', () => {
    expect(multiplyByTenths('1000.00', 5)).toBe('500.00');
    expect(multiplyByTenths('0.20', 200)).toBe('4.00');
    expect(multiplyByTenths('0.01', 5)).toBe('0.00');
    expect(multiplyByTenths('0.33', 15)).toBe('0.49');
    expect(multiplyByTenths('25000', 0)).toBe('0.00');
  });
});
