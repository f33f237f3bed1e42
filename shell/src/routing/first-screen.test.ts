import { describe, expect, it } from 'vitest';
import {
  createFirstScreen,
  FIRST_SCREEN_CAP_MS,
  IDLE_WAIT_MS,
  QUIET_MS,
  type FirstScreenTimers,
} from './first-screen';

/** Timers that run only when told to, recording what was asked of them. */
const manualTimers = () => {
  const timeouts: { run: () => void; ms: number }[] = [];
  const quiets: { run: () => void; quietMs: number }[] = [];
  const idles: { run: () => void; timeoutMs: number }[] = [];
  const timers: FirstScreenTimers = {
    setTimeout: (run, ms) => void timeouts.push({ run, ms }),
    whenQuiet: (run, quietMs) => void quiets.push({ run, quietMs }),
    whenIdle: (run, timeoutMs) => void idles.push({ run, timeoutMs }),
  };
  return { timers, timeouts, quiets, idles };
};

const settledYet = async (promise: Promise<void>): Promise<boolean> => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('createFirstScreen', () => {
  it('is not done before the page is shown, nor while its downloads run', async () => {
    const { timers, quiets, idles } = manualTimers();
    const screen = createFirstScreen(timers);
    expect(await settledYet(screen.done)).toBe(false);
    screen.pageShown();
    expect(quiets.map((quiet) => quiet.quietMs)).toEqual([QUIET_MS]);
    expect(idles).toHaveLength(0);
    expect(await settledYet(screen.done)).toBe(false);
  });

  it('once the network is quiet, waits for an idle moment and is then done', async () => {
    const { timers, quiets, idles } = manualTimers();
    const screen = createFirstScreen(timers);
    screen.pageShown();
    quiets[0]?.run();
    expect(idles.map((idle) => idle.timeoutMs)).toEqual([IDLE_WAIT_MS]);
    expect(await settledYet(screen.done)).toBe(false);
    idles[0]?.run();
    expect(await settledYet(screen.done)).toBe(true);
  });

  it('waits once only, however often the page says it is shown', () => {
    const { timers, quiets } = manualTimers();
    const screen = createFirstScreen(timers);
    screen.pageShown();
    screen.pageShown();
    expect(quiets).toHaveLength(1);
  });

  it('is done at the cap when the page never reports', async () => {
    const { timers, timeouts } = manualTimers();
    const screen = createFirstScreen(timers);
    expect(timeouts.map((timeout) => timeout.ms)).toEqual([FIRST_SCREEN_CAP_MS]);
    timeouts[0]?.run();
    expect(await settledYet(screen.done)).toBe(true);
  });
});
