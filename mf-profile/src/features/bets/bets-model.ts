// The bet history's filters as the platform takes them: a period of local days (the player's
// day, not UTC's) turned into an ISO range with an exclusive end, the game types, and the
// export form's checks (spec: at least twelve months can be exported).
import { HISTORY_EXPORT_MAX_DAYS } from '@omad/contract/api';

export const PERIODS = ['today', 'week', 'month', 'quarter'] as const;
export type Period = (typeof PERIODS)[number];

const PERIOD_DAYS: Readonly<Record<Period, number>> = { today: 1, week: 7, month: 30, quarter: 90 };

export const GAME_TYPE_FILTERS = ['all', 'slot', 'casino', 'live', 'fast', 'sportsbook'] as const;
export type GameTypeFilter = (typeof GAME_TYPE_FILTERS)[number];

export type Range = Readonly<{ from: string; to: string }>;

/** Local midnight of the day `days` after `day`'s (negative: before). */
const localMidnight = (day: Date, days = 0): Date =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);

/** The period's range: from local midnight `days - 1` days ago up to the next midnight. */
export const periodRange = (period: Period, now: Date): Range => ({
  from: localMidnight(now, 1 - PERIOD_DAYS[period]).toISOString(),
  to: localMidnight(now, 1).toISOString(),
});

/** A date input's value ('2026-11-24') for a local day. */
export const dateInputValue = (day: Date): string =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

const parseDay = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return day.getDate() === Number(match[3]) ? day : null;
};

export type ExportFormError = 'fromInvalid' | 'toInvalid' | 'order' | 'future' | 'tooLong';

/**
 * The export form's two days (inclusive) as a range, or what is wrong with them: a day that
 * is not a date, the end before the start, a start in the future, or more days than one
 * export covers.
 */
export const exportRange = (
  fromValue: string,
  toValue: string,
  now: Date,
): Readonly<{ range: Range } | { error: ExportFormError }> => {
  const from = parseDay(fromValue);
  if (!from) return { error: 'fromInvalid' };
  const to = parseDay(toValue);
  if (!to) return { error: 'toInvalid' };
  if (to < from) return { error: 'order' };
  if (from > localMidnight(now)) return { error: 'future' };
  const end = localMidnight(to, 1);
  const days = Math.round((end.getTime() - from.getTime()) / 86_400_000);
  if (days > HISTORY_EXPORT_MAX_DAYS) return { error: 'tooLong' };
  return { range: { from: from.toISOString(), to: end.toISOString() } };
};

/** The default export period: the last 30 days, today included. */
export const defaultExportDays = (now: Date): Readonly<{ from: string; to: string }> => ({
  from: dateInputValue(localMidnight(now, -29)),
  to: dateInputValue(now),
});
