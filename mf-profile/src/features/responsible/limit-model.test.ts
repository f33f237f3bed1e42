import { describe, expect, it } from 'vitest';
import type { DepositLimitRule } from '@omad/contract/api';
import { changeOf, clockOf, limitAmountOf, remainingUntil } from './limit-model';

const rule = (limit: string | null): DepositLimitRule => ({
  period: 'day',
  limit_amount: limit,
  available_amount: limit,
  expired_at: limit ? '2026-11-27T00:00:00+05:00' : null,
  pending: null,
});

describe('limitAmountOf', () => {
  it('reads digits with spaces or commas as a decimal', () => {
    expect(limitAmountOf('1 000 000')).toBe('1000000.00');
    expect(limitAmountOf('1,500.5')).toBe('1500.50');
  });

  it('refuses zero, signs, letters and a third decimal', () => {
    for (const typed of ['0', '-5', '12a', '1.005', '', '.5'])
      expect(limitAmountOf(typed)).toBeNull();
  });
});

describe('changeOf', () => {
  it('applies a first limit and a lower one now', () => {
    expect(changeOf(rule(null), '500000.00')).toBe('now');
    expect(changeOf(rule('500000.00'), '400000.00')).toBe('now');
  });

  it('makes a raise and a removal wait out the cooling-off', () => {
    expect(changeOf(rule('500000.00'), '500000.01')).toBe('cooling-off');
    expect(changeOf(rule('500000.00'), null)).toBe('cooling-off');
  });

  it('changes nothing for the same limit or removing none', () => {
    expect(changeOf(rule('500000.00'), '500000')).toBe('none');
    expect(changeOf(rule(null), null)).toBe('none');
  });
});

describe('remainingUntil', () => {
  const at = '2026-11-27T10:00:00Z';
  const base = new Date(at).getTime();

  it('counts hours, minutes and seconds, rounding a started second up', () => {
    expect(remainingUntil(at, base - (23 * 3600 + 59 * 60 + 4.2) * 1000)).toEqual({
      hours: 23,
      minutes: 59,
      seconds: 5,
    });
    expect(clockOf(remainingUntil(at, base - 3_605_000))).toBe('1:00:05');
  });

  it('never goes below zero once the time has come', () => {
    expect(remainingUntil(at, base + 60_000)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
