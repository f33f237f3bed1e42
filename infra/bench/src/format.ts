// How figures read in the table and the budget lines; null (not measured) is a dash.

export const NONE = '–';

/** Kilobytes of 1024 bytes, one decimal. */
export const kb = (bytes: number | null): string =>
  bytes === null ? NONE : `${(bytes / 1024).toFixed(1)} KB`;

/** Milliseconds as seconds with two decimals (FCP, LCP). */
export const seconds = (ms: number | null): string =>
  ms === null ? NONE : `${(ms / 1000).toFixed(2)} s`;

/** Whole milliseconds (TBT, remote switch). */
export const millis = (ms: number | null): string => (ms === null ? NONE : `${Math.round(ms)} ms`);

/** A layout-shift score, three decimals. */
export const score = (value: number | null): string => (value === null ? NONE : value.toFixed(3));

/** A count (requests); medians of even run counts may end in .5. */
export const count = (value: number | null): string =>
  value === null ? NONE : String(Math.round(value * 10) / 10);

/** A ratio, two decimals and a times sign. */
export const times = (value: number | null): string =>
  value === null ? NONE : `${value.toFixed(2)}×`;

/** Build seconds, one decimal. */
export const buildSeconds = (value: number | null): string =>
  value === null ? NONE : `${value.toFixed(1)} s`;
