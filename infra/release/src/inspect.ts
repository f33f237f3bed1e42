// The commands that only read: status, history and diff, as rows for a table.
import { readdir } from 'node:fs/promises';
import type { ReleaseContext } from './context';
import { ENVIRONMENT_ORDER, readEnvironmentFile } from './environments/env-file';
import { readHistory, type HistoryEntry } from './environments/history';

/** The environments with a file, local → staging → production first, then the rest by name. */
export const listEnvironments = async (dir: string): Promise<string[]> => {
  const names = (await readdir(dir).catch(() => []))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
  const rank = (name: string) => {
    const index = ENVIRONMENT_ORDER.indexOf(name);
    return index < 0 ? ENVIRONMENT_ORDER.length : index;
  };
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
};

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
  production: boolean;
  locked: string | null;
  rows: StatusRow[];
}>;

export const status = async (ctx: ReleaseContext, env: string): Promise<EnvironmentStatus> => {
  const environment = await readEnvironmentFile(ctx.environmentsDir, env);
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
  return {
    env,
    production: environment.production,
    locked: locked ? `locked by ${locked.by} at ${locked.at}: ${locked.reason}` : null,
    rows,
  };
};

export const history = async (
  ctx: ReleaseContext,
  env: string,
  app: string | null,
): Promise<HistoryEntry[]> => {
  await readEnvironmentFile(ctx.environmentsDir, env); // a clear error for an unknown env
  const entries = await readHistory(ctx.environmentsDir, env);
  return app === null ? entries : entries.filter((entry) => entry.app === app);
};

export type DiffRow = Readonly<{ app: string; a: string; b: string; same: boolean }>;

export const diff = async (ctx: ReleaseContext, envA: string, envB: string): Promise<DiffRow[]> => {
  const [a, b] = await Promise.all([
    readEnvironmentFile(ctx.environmentsDir, envA),
    readEnvironmentFile(ctx.environmentsDir, envB),
  ]);
  const apps = [...new Set([...Object.keys(a.remotes), ...Object.keys(b.remotes)])].sort();
  return apps.map((app) => {
    const left = a.remotes[app]?.version ?? '-';
    const right = b.remotes[app]?.version ?? '-';
    return { app, a: left, b: right, same: left === right };
  });
};
