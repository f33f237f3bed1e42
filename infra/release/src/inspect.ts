// The commands that only read: status, history and diff, as rows for a table.
import type { ReleaseContext } from './context';
import { lockHolds } from './environments/env-file';
import type { HistoryEntry } from './environments/history';

/** An ISO time as `2026-11-23 16:22` (UTC), short enough for a table. */
const shortTime = (iso: string | null | undefined): string =>
  iso ? iso.replace('T', ' ').slice(0, 16) : '-';

export type StatusRow = Readonly<{
  app: string;
  version: string;
  contract: string;
  publishedAt: string;
  pinnedAt: string;
  by: string;
}>;

export type EnvironmentStatus = Readonly<{
  env: string;
  revision: number;
  production: boolean;
  locked: string | null;
  rows: StatusRow[];
}>;

export const status = async (ctx: ReleaseContext, env: string): Promise<EnvironmentStatus> => {
  const environment = await ctx.environments.read(env);
  const rows = await Promise.all(
    Object.entries(environment.remotes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(async ([app, pin]): Promise<StatusRow> => {
        const record = await ctx.store.record(app, pin.version);
        return {
          app,
          version: pin.version,
          contract: record ? (record.contractVersion ?? 'unknown') : 'NOT PUBLISHED',
          publishedAt: shortTime(record?.publishedAt),
          pinnedAt: shortTime(pin.pinnedAt),
          by: pin.pinnedBy ?? '-',
        };
      }),
  );
  const { locked } = environment;
  const by = (lock: NonNullable<typeof locked>) =>
    lock.machine ? `${lock.by} on ${lock.machine}` : lock.by;
  return {
    env,
    revision: environment.revision,
    production: environment.production,
    locked: lockHolds(locked, ctx.now())
      ? `locked by ${by(locked)} at ${shortTime(locked.at)}${locked.until ? ` until ${shortTime(locked.until)}` : ''}: ${locked.reason}`
      : null,
    rows,
  };
};

export const history = async (
  ctx: ReleaseContext,
  env: string,
  app: string | null,
): Promise<HistoryEntry[]> => {
  const entries = await ctx.environments.history(env);
  return app === null ? entries : entries.filter((entry) => entry.app === app);
};

export type DiffRow = Readonly<{ app: string; a: string; b: string; same: boolean }>;

export const diff = async (ctx: ReleaseContext, envA: string, envB: string): Promise<DiffRow[]> => {
  const [a, b] = await Promise.all([ctx.environments.read(envA), ctx.environments.read(envB)]);
  const apps = [...new Set([...Object.keys(a.remotes), ...Object.keys(b.remotes)])].sort();
  return apps.map((app) => {
    const left = a.remotes[app]?.version ?? '-';
    const right = b.remotes[app]?.version ?? '-';
    return { app, a: left, b: right, same: left === right };
  });
};
