// Where a competition stands at a moment, and how long until its next change: before its
// period it counts down to the start, during it to the end, after it not at all.
import type { TournamentStatusValue } from '@omad/contract/api';

export type Period = Readonly<{ starts_at: string; ends_at: string }>;

export type TimeLeft = Readonly<{ days: number; hours: number; minutes: number; seconds: number }>;

export type Countdown =
  | Readonly<{ phase: 'upcoming' | 'active'; left: TimeLeft; to: number }>
  | Readonly<{ phase: 'finished'; left: null; to: null }>;

const SECOND = 1000;

/** The parts of a duration, rounded up to the second (a countdown never shows 0 early). */
export const timeLeftOf = (ms: number): TimeLeft => {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
};

/** The phase at `now` (epoch ms) by the period alone: the clock, not an old answer, decides. */
export const phaseAt = (now: number, period: Period): TournamentStatusValue => {
  const start = Date.parse(period.starts_at);
  const end = Date.parse(period.ends_at);
  if (now < start) return 'upcoming';
  if (now < end) return 'active';
  return 'finished';
};

export const countdownAt = (now: number, period: Period): Countdown => {
  const phase = phaseAt(now, period);
  if (phase === 'finished') return { phase, left: null, to: null };
  const to = Date.parse(phase === 'upcoming' ? period.starts_at : period.ends_at);
  return { phase, left: timeLeftOf(to - now), to };
};
