import { describe, expect, it } from 'vitest';
import { countdownAt, phaseAt, timeLeftOf } from './countdown';

const period = { starts_at: '2026-12-01T10:00:00Z', ends_at: '2026-12-08T10:00:00Z' };
const at = (iso: string) => Date.parse(iso);

describe('tournament countdown', () => {
  it('counts down to the start before the period', () => {
    const countdown = countdownAt(at('2026-11-29T08:30:15Z'), period);
    expect(countdown.phase).toBe('upcoming');
    expect(countdown.left).toEqual({ days: 2, hours: 1, minutes: 29, seconds: 45 });
    expect(countdown.to).toBe(at(period.starts_at));
  });

  it('counts down to the end during the period, the start itself included', () => {
    expect(phaseAt(at(period.starts_at), period)).toBe('active');
    const countdown = countdownAt(at('2026-12-08T09:59:59.200Z'), period);
    expect(countdown.phase).toBe('active');
    // Rounded up: the last fraction of a second still shows one second left.
    expect(countdown.left).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is finished from the end on, with nothing to count', () => {
    expect(countdownAt(at(period.ends_at), period)).toEqual({
      phase: 'finished',
      left: null,
      to: null,
    });
  });

  it('splits durations into days, hours, minutes and seconds and never goes below zero', () => {
    expect(timeLeftOf(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(timeLeftOf(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
