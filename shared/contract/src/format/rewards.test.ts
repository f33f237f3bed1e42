import { describe, expect, it } from 'vitest';
import { actionBurnsBonus, bonusActions, isUnseenCashback, wageringProgress } from './rewards';

describe('wageringProgress', () => {
  it('floors the percentage and says what is left', () => {
    expect(wageringProgress({ required: '2000000.00', wagered: '650000.00' })).toEqual({
      percent: 32,
      left: '1350000.00',
    });
    expect(wageringProgress({ required: '3.00', wagered: '2.99' })).toEqual({
      percent: 99,
      left: '0.01',
    });
  });

  it('is 100 with nothing left once met or overshot, and 0 before any bet', () => {
    expect(wageringProgress({ required: '100.00', wagered: '100.00' })).toEqual({
      percent: 100,
      left: '0.00',
    });
    expect(wageringProgress({ required: '100.00', wagered: '250.50' }).percent).toBe(100);
    expect(wageringProgress({ required: '100.00', wagered: '0.00' })).toEqual({
      percent: 0,
      left: '100.00',
    });
  });

  it('treats a bonus with no requirement as met', () => {
    expect(wageringProgress({ required: '0.00', wagered: '0.00' })).toEqual({
      percent: 100,
      left: '0.00',
    });
  });
});

describe('bonusActions and actionBurnsBonus', () => {
  it('offers activate and remove for new, deactivate for active, nothing for history', () => {
    expect(bonusActions('new')).toEqual(['activate', 'remove']);
    expect(bonusActions('active')).toEqual(['deactivate']);
    for (const status of ['wagered', 'expired', 'removed', 'unknown']) {
      expect(bonusActions(status)).toEqual([]);
    }
  });

  it('warns of a burn when money would be lost', () => {
    const active = { status: 'active', remaining: '12000.00' };
    expect(actionBurnsBonus('deactivate', active, false)).toBe(true);
    expect(actionBurnsBonus('deactivate', { status: 'active', remaining: '0.00' }, false)).toBe(
      false,
    );
    expect(actionBurnsBonus('activate', { status: 'new' }, true)).toBe(true);
    expect(actionBurnsBonus('activate', { status: 'new' }, false)).toBe(false);
    expect(actionBurnsBonus('remove', { status: 'new', remaining: null }, true)).toBe(false);
  });
});

describe('isUnseenCashback', () => {
  const cashback = { id: 12, status: 'active', receiving_expired_at: '2026-12-01T00:00:00Z' };

  it('shows an active cashback whose id was not seen', () => {
    expect(isUnseenCashback(cashback, null)).toBe(true);
    expect(isUnseenCashback(cashback, '11')).toBe(true);
    expect(isUnseenCashback(cashback, '12')).toBe(false);
  });

  it('shows a paid-out one only when it had no deadline', () => {
    expect(isUnseenCashback({ ...cashback, status: 'paid_out' }, null)).toBe(false);
    expect(
      isUnseenCashback({ ...cashback, status: 'paid_out', receiving_expired_at: null }, '3'),
    ).toBe(true);
    expect(
      isUnseenCashback({ ...cashback, status: 'paid_out', receiving_expired_at: null }, '12'),
    ).toBe(false);
  });

  it('never shows an expired or removed one', () => {
    expect(isUnseenCashback({ ...cashback, status: 'expired' }, null)).toBe(false);
    expect(isUnseenCashback({ ...cashback, status: 'removed' }, null)).toBe(false);
  });
});
