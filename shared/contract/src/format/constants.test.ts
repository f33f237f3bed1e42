import { describe, expect, it } from 'vitest';
import {
  BALANCE_REFRESH,
  CONFIRM_HINT_MS,
  DAY_MS,
  REGISTRATION_HINT_MS,
  RELOAD_GUARD_MS,
  TOAST_DURATION_MS,
} from './constants';

describe('time constants', () => {
  it('match the durations the spec names in hours and days', () => {
    expect(REGISTRATION_HINT_MS).toBe(2 * 60 * 60 * 1000);
    expect(CONFIRM_HINT_MS).toBe(5 * DAY_MS);
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('keep the balance refresh defaults', () => {
    expect(BALANCE_REFRESH).toEqual({
      intervalMs: 10_000,
      clickDelayMs: 1_000,
      stopAfterMs: 300_000,
      intervalEnabled: false,
      clickEnabled: false,
      turnOffEnabled: true,
    });
  });
});
