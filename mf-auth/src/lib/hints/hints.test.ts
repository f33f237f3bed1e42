import { describe, expect, it } from 'vitest';
import { CONFIRM_HINT_MS, REGISTRATION_HINT_MS } from '@omad/contract/format';
import {
  MAX_TIMER_MS,
  confirmHintUntil,
  isConfirmHintVisible,
  isRegistrationHintVisible,
  msUntilNextChange,
  registrationHintUntil,
} from './hints';

const REGISTERED = Date.UTC(2025, 5, 1, 12);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('registration hint', () => {
  const until = registrationHintUntil(REGISTERED);
  const at = (now: number, more: Partial<Parameters<typeof isRegistrationHintVisible>[0]> = {}) =>
    isRegistrationHintVisible({ now, until, hasDeposited: false, isEnabled: true, ...more });

  it('lasts 2 hours from registration', () => {
    expect(until - REGISTERED).toBe(REGISTRATION_HINT_MS);
    expect(at(REGISTERED)).toBe(true);
    expect(at(REGISTERED + 2 * HOUR - 1)).toBe(true);
    expect(at(REGISTERED + 2 * HOUR)).toBe(false);
  });

  it('ends with the first deposit, when the CMS turns it off, or when never started', () => {
    expect(at(REGISTERED + HOUR, { hasDeposited: true })).toBe(false);
    expect(at(REGISTERED + HOUR, { isEnabled: false })).toBe(false);
    expect(at(REGISTERED + HOUR, { until: null })).toBe(false);
  });

  it('takes the CMS duration when given', () => {
    expect(registrationHintUntil(REGISTERED, HOUR)).toBe(REGISTERED + HOUR);
  });
});

describe('confirm-contact hint', () => {
  const at = (now: number, more: Partial<Parameters<typeof isConfirmHintVisible>[0]> = {}) =>
    isConfirmHintVisible({
      now,
      registeredAt: REGISTERED,
      confirmSent: false,
      contactConfirmed: false,
      ...more,
    });

  it('lasts 5 days from registration', () => {
    expect(confirmHintUntil(REGISTERED)).toBe(REGISTERED + CONFIRM_HINT_MS);
    expect(at(REGISTERED + 4 * DAY)).toBe(true);
    expect(at(REGISTERED + 5 * DAY - 1)).toBe(true);
    expect(at(REGISTERED + 5 * DAY)).toBe(false);
    // A device clock behind the platform's still shows it.
    expect(at(REGISTERED - 60_000)).toBe(true);
  });

  it('stops once a confirmation was sent or the contact is confirmed', () => {
    expect(at(REGISTERED + DAY, { confirmSent: true })).toBe(false);
    expect(at(REGISTERED + DAY, { contactConfirmed: true })).toBe(false);
    expect(at(REGISTERED + DAY, { registeredAt: null })).toBe(false);
  });
});

describe('msUntilNextChange', () => {
  it('waits for the earliest end still ahead, capped for setTimeout', () => {
    expect(msUntilNextChange(100, [300, null, 250, 50])).toBe(150);
    expect(msUntilNextChange(100, [50, null])).toBeNull();
    expect(msUntilNextChange(0, [Number.MAX_SAFE_INTEGER])).toBe(MAX_TIMER_MS);
  });
});
