// When the header balance refreshes itself (spec section 9): on an interval when enabled,
// on a click with a minimum delay between clicks when enabled, and, with turn-off on, the
// interval stops once the player has been idle for stopAfterMs and resumes on the next
// interaction. Pure timing over the global clock and timers, so fake timers test it.
import { BALANCE_REFRESH } from '@omad/contract/format';

export type RefreshSettings = Readonly<{
  intervalMs: number;
  clickDelayMs: number;
  stopAfterMs: number;
  isIntervalRefreshEnabled: boolean;
  isClickRefreshEnabled: boolean;
  isTurnOffEnabled: boolean;
}>;

export const DEFAULT_REFRESH_SETTINGS: RefreshSettings = {
  intervalMs: BALANCE_REFRESH.intervalMs,
  clickDelayMs: BALANCE_REFRESH.clickDelayMs,
  stopAfterMs: BALANCE_REFRESH.stopAfterMs,
  isIntervalRefreshEnabled: BALANCE_REFRESH.intervalEnabled,
  isClickRefreshEnabled: BALANCE_REFRESH.clickEnabled,
  isTurnOffEnabled: BALANCE_REFRESH.turnOffEnabled,
};

// A zero or negative interval from a CMS typo would hammer the platform; keep the default.
const positive = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;

/** The spec defaults with the CMS config.balanceRefresh on top. */
export const refreshSettingsFrom = (cms?: Partial<RefreshSettings> | null): RefreshSettings => ({
  intervalMs: positive(cms?.intervalMs, DEFAULT_REFRESH_SETTINGS.intervalMs),
  clickDelayMs: Math.max(0, cms?.clickDelayMs ?? DEFAULT_REFRESH_SETTINGS.clickDelayMs),
  stopAfterMs: positive(cms?.stopAfterMs, DEFAULT_REFRESH_SETTINGS.stopAfterMs),
  isIntervalRefreshEnabled:
    cms?.isIntervalRefreshEnabled ?? DEFAULT_REFRESH_SETTINGS.isIntervalRefreshEnabled,
  isClickRefreshEnabled:
    cms?.isClickRefreshEnabled ?? DEFAULT_REFRESH_SETTINGS.isClickRefreshEnabled,
  isTurnOffEnabled: cms?.isTurnOffEnabled ?? DEFAULT_REFRESH_SETTINGS.isTurnOffEnabled,
});

export type BalanceRefresher = Readonly<{
  /** Starts the interval refresh when enabled; starting counts as the page-load activity. */
  start: () => void;
  /** A user interaction: postpones the turn-off, and resumes a turned-off interval. */
  activity: () => void;
  /** The refresh button; true when it refreshed (click refresh on, delay passed). */
  click: () => boolean;
  /** A refresh someone asked for (the balance:refresh event), whatever the settings. */
  refreshNow: () => void;
  /** True while the interval refresh runs. */
  isRunning: () => boolean;
  /** Ends it for good (the widget unmounted or its settings changed). */
  stop: () => void;
}>;

export const createBalanceRefresher = (
  settings: RefreshSettings,
  refresh: () => Promise<void>,
): BalanceRefresher => {
  let timer: ReturnType<typeof setInterval> | null = null;
  let lastActivity = Date.now();
  let lastClick = Number.NEGATIVE_INFINITY;
  let inFlight = false;
  let stopped = false;

  // One request at a time: a slow platform must not pile up refreshes.
  const run = () => {
    if (inFlight) return;
    inFlight = true;
    refresh()
      .catch((error: unknown) => console.warn('[mf-auth] balance refresh failed', error))
      .finally(() => {
        inFlight = false;
      });
  };

  const stopTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };

  const tick = () => {
    if (settings.isTurnOffEnabled && Date.now() - lastActivity >= settings.stopAfterMs) {
      stopTimer();
      return;
    }
    run();
  };

  const startTimer = () => {
    if (settings.isIntervalRefreshEnabled && timer === null && !stopped)
      timer = setInterval(tick, settings.intervalMs);
  };

  return {
    start: () => {
      lastActivity = Date.now();
      startTimer();
    },
    activity: () => {
      lastActivity = Date.now();
      if (!settings.isIntervalRefreshEnabled || timer !== null || stopped) return;
      // Back after a turn-off: the balance shown may be minutes old.
      run();
      startTimer();
    },
    click: () => {
      const now = Date.now();
      if (stopped || !settings.isClickRefreshEnabled || now - lastClick < settings.clickDelayMs)
        return false;
      lastClick = now;
      lastActivity = now;
      run();
      startTimer();
      return true;
    },
    refreshNow: run,
    isRunning: () => timer !== null,
    stop: () => {
      stopped = true;
      stopTimer();
    },
  };
};
