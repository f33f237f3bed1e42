// When the first screen is done: the page's own region has mounted or failed (or the shell
// shows one of its pages), the downloads it started have finished (no resource for
// QUIET_MS), and the browser has then had a moment of idle time. Work the first screen does
// not need, the document head's content reads among it, waits for this, so it competes
// neither for the connections nor for the main thread while the page paints. A cap keeps a
// page whose region never reports (one still waiting on its guard, say) from waiting for ever.

/** The longest the first screen is waited for, from the shell's start. */
export const FIRST_SCREEN_CAP_MS = 4000;
/** How long no download may finish before the page's own reads count as done. */
export const QUIET_MS = 500;
/** The longest the idle moment after that is waited for. */
export const IDLE_WAIT_MS = 1000;

export type FirstScreen = Readonly<{
  /** Resolves once the first screen is done, at the latest FIRST_SCREEN_CAP_MS after start. */
  done: Promise<void>;
  /**
   * Says the page is shown: its region mounted or shows its fallback, or a shell page is
   * drawn. Once is enough.
   */
  pageShown: () => void;
}>;

export type FirstScreenTimers = Readonly<{
  setTimeout: (run: () => void, ms: number) => void;
  /** Runs `run` once no download has finished for `quietMs`. */
  whenQuiet: (run: () => void, quietMs: number) => void;
  /** Runs `run` when the browser is idle, or after `timeoutMs` at the latest. */
  whenIdle: (run: () => void, timeoutMs: number) => void;
}>;

/** Resource timing entries arrive as downloads finish: each one restarts the quiet wait. */
const whenNetworkQuiet = (run: () => void, quietMs: number): void => {
  let timer = window.setTimeout(done, quietMs);
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quietMs);
        })
      : null;
  observer?.observe({ type: 'resource' });
  function done() {
    observer?.disconnect();
    run();
  }
};

const browserTimers: FirstScreenTimers = {
  setTimeout: (run, ms) => void window.setTimeout(run, ms),
  whenQuiet: whenNetworkQuiet,
  whenIdle: (run, timeoutMs) =>
    typeof window.requestIdleCallback === 'function'
      ? void window.requestIdleCallback(() => run(), { timeout: timeoutMs })
      : void window.setTimeout(run, 0),
};

export const createFirstScreen = (timers: FirstScreenTimers = browserTimers): FirstScreen => {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  timers.setTimeout(finish, FIRST_SCREEN_CAP_MS);
  let shown = false;
  return {
    done,
    pageShown: () => {
      if (shown) return;
      shown = true;
      timers.whenQuiet(() => timers.whenIdle(finish, IDLE_WAIT_MS), QUIET_MS);
    },
  };
};
