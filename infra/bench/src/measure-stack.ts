// Measures one running stack: every page under every profile, `runs` times each (a fresh
// context per load, runs interleaved so a slow minute of the machine spreads over all pages),
// then the remote switch; reduced to medians.
import type { Browser } from '@playwright/test';
import { shellFilesSize } from './app-sizes';
import { measurePage, type PageRun } from './measure-page';
import { DESKTOP, type Profile } from './profiles';
import { measureSwitch, type SwitchRun } from './remote-switch';
import type { PageResult, StackResult } from './results';
import { PAGE_METRICS } from './results';
import { median, medians } from './stats';

export type StackPlan = Readonly<{
  baseUrl: string;
  /** The shell build the stack serves, to size its files from disk. */
  shellDir: string;
  pages: readonly string[];
  profiles: readonly Profile[];
  runs: number;
  log: (line: string) => void;
}>;

const summarise = (runs: readonly PageRun[], shellDir: string) =>
  medians(
    runs.map((run) => ({
      jsBeforeFcp: run.jsBeforeFcp,
      jsTotal: run.jsTotal,
      requests: run.requests,
      fcp: run.fcp,
      lcp: run.lcp,
      cls: run.cls,
      tbt: run.tbt,
      shellJsBeforeFcp: run.fcp === null ? null : shellFilesSize(shellDir, run.jsUrlsBeforeFcp),
    })),
    PAGE_METRICS,
  );

export const measureStack = async (browser: Browser, plan: StackPlan): Promise<StackResult> => {
  const url = (page: string) => new URL(page, plan.baseUrl).toString();
  // A discarded load of each page first: the edge compresses each file on its first request
  // and the platform warms its caches; neither belongs in a cold-browser figure.
  for (const page of plan.pages) await measurePage(browser, DESKTOP, url(page));

  const collected = new Map<string, PageRun[]>();
  for (let run = 1; run <= plan.runs; run += 1) {
    for (const profile of plan.profiles) {
      for (const page of plan.pages) {
        const result = await measurePage(browser, profile, url(page)).catch((error: unknown) => {
          plan.log(
            `run ${run}/${plan.runs} ${profile.name} ${page} failed: ${String(error).split('\n')[0]}`,
          );
          return null;
        });
        if (!result) continue;
        const key = `${profile.name} ${page}`;
        collected.set(key, [...(collected.get(key) ?? []), result]);
        plan.log(
          `run ${run}/${plan.runs} ${profile.name} ${page}: LCP ${Math.round(result.lcp ?? 0)} ms, ` +
            `TBT ${Math.round(result.tbt)} ms, ${result.requests} requests${result.capped ? ' (capped)' : ''}`,
        );
      }
    }
  }
  const pages: PageResult[] = plan.profiles.flatMap((profile) =>
    plan.pages.map((page) => {
      const runs = collected.get(`${profile.name} ${page}`) ?? [];
      return {
        path: page,
        profile: profile.name,
        metrics: summarise(runs, plan.shellDir),
        cappedRuns: runs.filter((run) => run.capped).length,
      };
    }),
  );

  const switches: SwitchRun[] = [];
  for (let run = 1; run <= plan.runs; run += 1) {
    const result = await measureSwitch(browser, plan.baseUrl).catch((error: unknown) => {
      plan.log(`run ${run}/${plan.runs} switch failed: ${String(error).split('\n')[0]}`);
      return { cold: null, warm: null };
    });
    switches.push(result);
    plan.log(
      `run ${run}/${plan.runs} switch: cold ${result.cold?.toFixed(0)} ms, warm ${result.warm?.toFixed(0)} ms`,
    );
  }
  const times = (pick: (run: SwitchRun) => number | null) =>
    median(switches.map(pick).filter((value) => value !== null));
  return { pages, switch: { cold: times((run) => run.cold), warm: times((run) => run.warm) } };
};
