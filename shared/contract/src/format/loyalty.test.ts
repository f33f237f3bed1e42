import { describe, expect, it } from 'vitest';
import { loyaltyProgress } from './loyalty';

describe('loyaltyProgress', () => {
  it('floors the share of the level already earned', () => {
    expect(loyaltyProgress({ minValue: 100, maxValue: 400, expCount: 250 })).toBe(50);
    expect(loyaltyProgress({ minValue: 0, maxValue: 3, expCount: 2 })).toBe(66);
    expect(loyaltyProgress({ minValue: 0, maxValue: 1000, expCount: 0 })).toBe(0);
    expect(loyaltyProgress({ minValue: 0, maxValue: 1000, expCount: 1000 })).toBe(100);
  });

  it('reads numeric strings', () => {
    expect(loyaltyProgress({ minValue: '0', maxValue: '200', expCount: '50' })).toBe(25);
  });

  it('is 100 when there is no numeric maximum', () => {
    expect(loyaltyProgress({ minValue: 5000, maxValue: null, expCount: 7000 })).toBe(100);
    expect(loyaltyProgress({ minValue: 5000, maxValue: undefined, expCount: 1 })).toBe(100);
    expect(loyaltyProgress({ minValue: 0, maxValue: 'top', expCount: 1 })).toBe(100);
  });

  it('is 0 when the maximum equals the minimum or other values are not numbers', () => {
    expect(loyaltyProgress({ minValue: 100, maxValue: 100, expCount: 100 })).toBe(0);
    expect(loyaltyProgress({ minValue: null, maxValue: 100, expCount: 50 })).toBe(0);
    expect(loyaltyProgress({ minValue: 0, maxValue: 100, expCount: 'x' })).toBe(0);
  });

  it('clamps to 0..100', () => {
    expect(loyaltyProgress({ minValue: 100, maxValue: 200, expCount: 50 })).toBe(0);
    expect(loyaltyProgress({ minValue: 100, maxValue: 200, expCount: 500 })).toBe(100);
  });
});
