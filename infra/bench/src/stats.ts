// The arithmetic of the bench: medians over runs, ratios that survive a zero, and the
// page-level metrics (CLS session windows, total blocking time) computed from raw entries.

/** The median of `values`, or null for none (even counts: the mean of the middle two). */
export const median = (values: readonly number[]): number | null => {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
};

/** a / b, or null when either is missing or b is zero (no ratio is honest there). */
export const ratio = (a: number | null | undefined, b: number | null | undefined): number | null =>
  a === null || a === undefined || b === null || b === undefined || b === 0 ? null : a / b;

/** Field-by-field medians of runs that share a shape; a field no run had is null. */
export const medians = <K extends string>(
  runs: readonly Readonly<Record<K, number | null>>[],
  keys: readonly K[],
): Record<K, number | null> => {
  const result = {} as Record<K, number | null>;
  for (const key of keys) {
    result[key] = median(runs.flatMap((run) => (run[key] === null ? [] : [run[key]])));
  }
  return result;
};

export type LayoutShift = Readonly<{ startTime: number; value: number }>;

/**
 * Cumulative layout shift as web-vitals defines it: shifts are grouped into session windows
 * (a gap under 1 s, a window at most 5 s long) and the largest window's sum counts.
 */
export const cumulativeLayoutShift = (shifts: readonly LayoutShift[]): number => {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    const sameWindow = shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000;
    if (sameWindow) current += shift.value;
    else {
      current = shift.value;
      windowStart = shift.startTime;
    }
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
};

export type LongTask = Readonly<{ startTime: number; duration: number }>;

/**
 * Total blocking time: for each long task, the part over 50 ms that falls between `from`
 * (first contentful paint) and `to` (load or network quiet). A task straddling `from`
 * counts only from there, as Lighthouse does.
 */
export const totalBlockingTime = (tasks: readonly LongTask[], from: number, to: number): number =>
  tasks.reduce((total, task) => {
    const start = Math.max(task.startTime, from);
    const end = Math.min(task.startTime + task.duration, to);
    return end - start > 50 ? total + (end - start - 50) : total;
  }, 0);
