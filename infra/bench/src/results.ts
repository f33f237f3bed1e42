// What one bench run found: the medians the table prints, the budgets check and --json
// writes. Bytes are bytes, times are milliseconds, null is "not measured".
import type { GamehallResult } from './gamehall';
import type { LiveUpdatesResult } from './live-updates';
import type { ProfileName } from './profiles';

export const PAGE_METRICS = [
  'jsBeforeFcp',
  'jsTotal',
  'requests',
  'fcp',
  'lcp',
  'cls',
  'tbt',
  'shellJsBeforeFcp',
] as const;
export type PageMetric = (typeof PAGE_METRICS)[number];

/**
 * Medians over the runs of one page under one profile. jsBeforeFcp and jsTotal are encoded
 * (as sent: brotli) body bytes seen in the browser; shellJsBeforeFcp is the gzip size on disk
 * of the shell's own files among those that finished before first contentful paint.
 */
export type PageMetrics = Readonly<Record<PageMetric, number | null>>;

export type PageResult = Readonly<{
  path: string;
  profile: ProfileName;
  metrics: PageMetrics;
  /** Runs whose network never went quiet within the cap. */
  cappedRuns: number;
}>;

/** Medians of the remote switch, ms. */
export type SwitchResult = Readonly<{ cold: number | null; warm: number | null }>;

export type StackResult = Readonly<{ pages: readonly PageResult[]; switch: SwitchResult }>;

export type AppSizeResult = Readonly<{
  app: string;
  /** gzip bytes: the shell's index.html scripts, a remote's remoteEntry.js. */
  entry: number;
  /** gzip bytes: a remote's ./app sync chunks; the shell's other chunks before first paint. */
  chunks: number | null;
}>;

export type BuildResult = Readonly<{
  /** Seconds, or null when not timed (with the reason in `note`). */
  allApps: number | null;
  cashier: number | null;
  monolith: number | null;
  note: string | null;
}>;

export type BenchResults = Readonly<{
  date: string;
  runs: number;
  profiles: readonly ProfileName[];
  federated: StackResult;
  /** The monolith's figures, or why there are none. */
  monolith: StackResult | Readonly<{ unavailable: string }>;
  apps: readonly AppSizeResult[];
  build: BuildResult;
  /** The lobby scrolled to its end and the search dialog timed (federated build). */
  gamehall: GamehallResult;
  /** Long tasks while the tournament and jackpots pages update live (federated build). */
  live: LiveUpdatesResult | null;
}>;

export const monolithOf = (results: BenchResults): StackResult | null =>
  'unavailable' in results.monolith ? null : results.monolith;
