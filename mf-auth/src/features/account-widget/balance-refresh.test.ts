import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_REFRESH_SETTINGS,
  createBalanceRefresher,
  refreshSettingsFrom,
  type RefreshSettings,
} from './balance-refresh';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

const setup = (overrides: Partial<RefreshSettings> = {}) => {
  const refresh = vi.fn(async () => undefined);
  const refresher = createBalanceRefresher({ ...DEFAULT_REFRESH_SETTINGS, ...overrides }, refresh);
  refresher.start();
  return { refresh, refresher };
};

// Lets the settled refresh promise release its in-flight guard.
const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('balance refresh settings', () => {
  it('defaults to the spec: 10 s, 1 s, 5 min; interval and click off, turn-off on', () => {
    expect(refreshSettingsFrom(null)).toEqual({
      intervalMs: 10_000,
      clickDelayMs: 1_000,
      stopAfterMs: 300_000,
      isIntervalRefreshEnabled: false,
      isClickRefreshEnabled: false,
      isTurnOffEnabled: true,
    });
  });

  it('takes the CMS values, but never a non-positive interval', () => {
    const settings = refreshSettingsFrom({
      intervalMs: 0,
      clickDelayMs: 2_000,
      isIntervalRefreshEnabled: true,
    });
    expect(settings).toMatchObject({
      intervalMs: 10_000,
      clickDelayMs: 2_000,
      isIntervalRefreshEnabled: true,
    });
  });
});

describe('interval refresh', () => {
  it('does nothing when it is off (the default)', async () => {
    const { refresh, refresher } = setup();
    await advance(2 * MINUTE);
    expect(refresh).not.toHaveBeenCalled();
    expect(refresher.isRunning()).toBe(false);
  });

  it('refreshes every intervalMs when on', async () => {
    const { refresh } = setup({ isIntervalRefreshEnabled: true, intervalMs: 10 * SECOND });
    await advance(9_999);
    expect(refresh).toHaveBeenCalledTimes(0);
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(20 * SECOND);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops stopAfterMs after the page load without interaction, resumes on activity', async () => {
    const { refresh, refresher } = setup({ isIntervalRefreshEnabled: true });
    await advance(5 * MINUTE);
    const beforeStop = refresh.mock.calls.length;
    expect(beforeStop).toBe(29);
    expect(refresher.isRunning()).toBe(false);
    await advance(5 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(beforeStop);

    refresher.activity();
    expect(refresh).toHaveBeenCalledTimes(beforeStop + 1);
    expect(refresher.isRunning()).toBe(true);
    await advance(10 * SECOND);
    expect(refresh).toHaveBeenCalledTimes(beforeStop + 2);
  });

  it('counts the idle time from the last interaction', async () => {
    const { refresher } = setup({ isIntervalRefreshEnabled: true });
    await advance(4 * MINUTE);
    refresher.activity();
    await advance(4 * MINUTE);
    expect(refresher.isRunning()).toBe(true);
    await advance(1 * MINUTE);
    expect(refresher.isRunning()).toBe(false);
  });

  it('keeps going past stopAfterMs when turn-off is disabled', async () => {
    const { refresh, refresher } = setup({
      isIntervalRefreshEnabled: true,
      isTurnOffEnabled: false,
    });
    await advance(10 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(60);
    expect(refresher.isRunning()).toBe(true);
  });

  it('never overlaps a slow refresh with the next tick', async () => {
    let finish = () => undefined as void;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const refresher = createBalanceRefresher(
      { ...DEFAULT_REFRESH_SETTINGS, isIntervalRefreshEnabled: true },
      refresh,
    );
    refresher.start();
    await advance(30 * SECOND);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await advance(10 * SECOND);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops for good', async () => {
    const { refresh, refresher } = setup({
      isIntervalRefreshEnabled: true,
      isClickRefreshEnabled: true,
    });
    refresher.stop();
    refresher.activity();
    expect(refresher.click()).toBe(false);
    await advance(MINUTE);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('click refresh', () => {
  it('is ignored when click refresh is off (the default)', () => {
    const { refresh, refresher } = setup();
    expect(refresher.click()).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes at most once per clickDelayMs', async () => {
    const { refresh, refresher } = setup({ isClickRefreshEnabled: true, clickDelayMs: SECOND });
    expect(refresher.click()).toBe(true);
    await advance(999);
    expect(refresher.click()).toBe(false);
    await advance(1);
    expect(refresher.click()).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('resumes a turned-off interval', async () => {
    const { refresher } = setup({ isIntervalRefreshEnabled: true, isClickRefreshEnabled: true });
    await advance(6 * MINUTE);
    expect(refresher.isRunning()).toBe(false);
    refresher.click();
    expect(refresher.isRunning()).toBe(true);
  });
});

describe('requested refresh (balance:refresh)', () => {
  it('refreshes whatever the settings', () => {
    const { refresh, refresher } = setup();
    refresher.refreshNow();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
