import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityTimer, type InactivityPhase } from './inactivity';

describe('createInactivityTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (timeoutMs: number) => {
    const phases: InactivityPhase[] = [];
    const timer = createInactivityTimer(
      timeoutMs,
      (phase) => phases.push(phase),
      () => Date.now(),
    );
    return { phases, timer };
  };

  it('stays quiet before 80 % of the time', () => {
    const { phases } = start(10_000);
    vi.advanceTimersByTime(7_900);
    expect(phases).toEqual([]);
  });

  it('warns from 80 % with the seconds left, then expires once', () => {
    const { phases } = start(10_000);
    vi.advanceTimersByTime(8_000);
    expect(phases.at(-1)).toEqual({ kind: 'warning', secondsLeft: 2 });
    vi.advanceTimersByTime(1_100);
    expect(phases.at(-1)).toEqual({ kind: 'warning', secondsLeft: 1 });
    vi.advanceTimersByTime(2_000);
    expect(phases.filter((phase) => phase.kind === 'expired')).toHaveLength(1);
  });

  it('activity during the warning starts over', () => {
    const { phases, timer } = start(10_000);
    vi.advanceTimersByTime(9_000);
    timer.reset();
    expect(phases.at(-1)).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(7_000);
    expect(phases.at(-1)).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(3_500);
    expect(phases.at(-1)?.kind).toBe('expired');
  });
});
