// The bet history's filters as the platform takes them: a period of local days (the player's
// day, not UTC's) turned into an ISO range with an exclusive end, the game types, the export
// form's checks (spec: at least twelve months can be exported), and a sports bet's labels.
import { HISTORY_EXPORT_MAX_DAYS, type SportLeg } from '@omad/contract/api';

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

/** A sports bet's kinds and statuses the texts name (a leg's result is one of the first four). */
export const SPORT_KINDS = ['single', 'accumulator'] as const;
export const SPORT_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type SportStatus = (typeof SPORT_STATUSES)[number];

/**
 * `value` when it is one of `known`, else null. The contract keeps these plain strings so a
 * newer platform's kind reaches the page: it then shows as it came instead of failing.
 */
export const knownValue = <T extends string>(known: readonly T[], value: string): T | null =>
  known.find((item) => item === value) ?? null;

/** The words a leg's pick is told with, in one language (the texts' bets.sport.picks). */
export type PickWords = Readonly<{ total: string; over: string; under: string; handicap: string }>;

const MINUS = '\u2212';
const SIGNED_LINE = /^([+\u2212-]?)(\d+(?:\.\d+)?)$/;

/**
 * A handicap for the side picked, signed as a bookmaker prints it: the platform sends the
 * home side's ('-1.5'), the away side's is its negation ('+1.5'). The digits stay as sent (a
 * quarter line is not rounded); a line that is not a number shows as it came.
 */
export const handicapOf = (homeLine: string, side: 'home' | 'away'): string => {
  const match = SIGNED_LINE.exec(homeLine.trim());
  if (!match) return homeLine;
  const [, sign = '', size = ''] = match;
  if (Number(size) === 0) return size;
  const homeNegative = sign === '-' || sign === MINUS;
  return `${homeNegative === (side === 'home') ? MINUS : '+'}${size}`;
};

/** The mark of a result pick as on a coupon: 1 the home side, X the draw, 2 the away side. */
const RESULT_MARKS = { home: '1', draw: 'X', away: '2' } as const;

const markOf = (pick: string): string | null =>
  pick === 'home' || pick === 'draw' || pick === 'away' ? RESULT_MARKS[pick] : null;

/**
 * A leg's pick as the player chose it: '1', 'X', '2' for the result, "Jami: ko'p 2.5" for a
 * total, 'Fora 1 (−1.5)' for a handicap. A market or pick this page does not know is shown
 * with its raw words, so a newer platform's bet still reads.
 */
export const pickLabel = (
  leg: Pick<SportLeg, 'market' | 'pick' | 'line'>,
  words: PickWords,
): string => {
  const { market, pick, line } = leg;
  const withLine = line === null ? '' : ` ${line}`;
  if (market === 'result') return markOf(pick) ?? `${pick}${withLine}`;
  if (market === 'total') {
    const side = pick === 'over' || pick === 'under' ? words[pick] : pick;
    return `${words.total}: ${side}${withLine}`;
  }
  if (market === 'handicap') {
    if (pick !== 'home' && pick !== 'away') return `${words.handicap}: ${pick}${withLine}`;
    const size = line === null ? '' : ` (${handicapOf(line, pick)})`;
    return `${words.handicap} ${RESULT_MARKS[pick]}${size}`;
  }
  return `${market}: ${pick}${withLine}`;
};
