// The commands that change an environment: pin, promote, rollback, lock, unlock. Each reads
// the file under the environment's lock, writes it atomically and appends its history, so
// two operators pinning at once both land, one after the other, with both recorded.
import type { ReleaseContext } from './context';
import { checkPin, publishedRecord } from './compat';
import {
  readEnvironmentFile,
  ReleaseError,
  writeEnvironmentFile,
  type EnvironmentFile,
  type Pin,
} from './environments/env-file';
import { withEnvironmentLock } from './environments/env-lock';
import {
  appendHistory,
  readHistory,
  versionTrail,
  type HistoryEntry,
} from './environments/history';
import { shellOf } from './shell-facts';

type Change = Readonly<{ next: EnvironmentFile; entries: HistoryEntry[] }>;

/** Reads, changes and writes `env` while holding its lock; returns the history written. */
const change = (
  ctx: ReleaseContext,
  env: string,
  apply: (current: EnvironmentFile) => Promise<Change>,
): Promise<HistoryEntry[]> =>
  withEnvironmentLock(ctx.environmentsDir, env, async () => {
    const current = await readEnvironmentFile(ctx.environmentsDir, env);
    const { next, entries } = await apply(current);
    if (entries.length === 0) return [];
    await writeEnvironmentFile(ctx.environmentsDir, next);
    await appendHistory(ctx.environmentsDir, env, entries);
    return entries;
  });

const refuseLocked = (environment: EnvironmentFile, what: string) => {
  if (environment.locked) {
    throw new ReleaseError(
      `${environment.name} is locked by ${environment.locked.by} ` +
        `("${environment.locked.reason}"): ${what} refused; unlock it first`,
    );
  }
};

const entry = (ctx: ReleaseContext, fields: Omit<HistoryEntry, 'at' | 'by'>): HistoryEntry => ({
  at: ctx.now().toISOString(),
  by: ctx.who,
  ...fields,
});

const pinned = (ctx: ReleaseContext, version: string): Pin => ({
  version,
  pinnedAt: ctx.now().toISOString(),
  pinnedBy: ctx.who,
});

export type PinRequest = Readonly<{
  env: string;
  app: string;
  version: string;
  force?: boolean;
  reason?: string | null;
}>;

/** Pins app@version in env after the compatibility checks (skipped by force outside production). */
export const pin = (ctx: ReleaseContext, request: PinRequest): Promise<HistoryEntry[]> =>
  change(ctx, request.env, async (current) => {
    if (request.force && current.production) {
      throw new ReleaseError(
        `--force is not offered for ${current.name}: it is a production environment`,
      );
    }
    refuseLocked(current, 'pin');
    await checkPin(
      ctx.store,
      request.app,
      request.version,
      shellOf(current, ctx.shellDir),
      request.force ?? false,
    );
    const from = current.remotes[request.app]?.version ?? null;
    if (from === request.version) return { next: current, entries: [] };
    return {
      next: {
        ...current,
        remotes: { ...current.remotes, [request.app]: pinned(ctx, request.version) },
      },
      entries: [
        entry(ctx, {
          action: 'pin',
          app: request.app,
          from,
          to: request.version,
          reason: request.reason ?? (request.force ? 'forced pin' : null),
        }),
      ],
    };
  });

/** Copies the pins of `apps` (all of `from`'s by default) into `to`, checked against its shell. */
export const promote = async (
  ctx: ReleaseContext,
  fromEnv: string,
  toEnv: string,
  apps: readonly string[],
  reason: string | null = null,
): Promise<HistoryEntry[]> => {
  if (fromEnv === toEnv) throw new ReleaseError('promote needs two different environments');
  const source = await readEnvironmentFile(ctx.environmentsDir, fromEnv);
  const names = apps.length ? apps : Object.keys(source.remotes);
  for (const app of names) {
    if (!source.remotes[app]) throw new ReleaseError(`${app} is not pinned in ${fromEnv}`);
  }
  return change(ctx, toEnv, async (current) => {
    refuseLocked(current, 'promotion');
    const shell = shellOf(current, ctx.shellDir);
    const remotes: Record<string, Pin> = { ...current.remotes };
    const entries: HistoryEntry[] = [];
    for (const app of names) {
      const version = source.remotes[app]?.version ?? '';
      await checkPin(ctx.store, app, version, shell, false);
      const was = current.remotes[app]?.version ?? null;
      if (was === version) continue;
      remotes[app] = pinned(ctx, version);
      entries.push(
        entry(ctx, {
          action: 'promote',
          app,
          from: was,
          to: version,
          reason: reason ?? `from ${fromEnv}`,
        }),
      );
    }
    return { next: { ...current, remotes }, entries };
  });
};

/** Puts app back on the version it ran `steps` changes ago in env. */
export const rollback = async (
  ctx: ReleaseContext,
  env: string,
  app: string,
  steps = 1,
  reason: string | null = null,
): Promise<HistoryEntry[]> => {
  if (!Number.isInteger(steps) || steps < 1)
    throw new ReleaseError('--steps must be a whole number from 1');
  return change(ctx, env, async (current) => {
    const now = current.remotes[app]?.version;
    if (now === undefined) throw new ReleaseError(`${app} is not pinned in ${env}`);
    const trail = versionTrail(await readHistory(ctx.environmentsDir, env), app);
    if (trail.at(-1) !== now) trail.push(now); // pinned by hand since the last change
    const target = trail[trail.length - 1 - steps];
    if (target === undefined) {
      throw new ReleaseError(
        `${app} in ${env} has ${trail.length - 1} earlier version(s) in its history; cannot go back ${steps}`,
      );
    }
    // The target ran here before, but its build must still be in the store.
    await publishedRecord(ctx.store, app, target);
    return {
      next: { ...current, remotes: { ...current.remotes, [app]: pinned(ctx, target) } },
      entries: [entry(ctx, { action: 'rollback', app, from: now, to: target, reason, steps })],
    };
  });
};

export const lock = async (
  ctx: ReleaseContext,
  env: string,
  reason: string,
): Promise<HistoryEntry[]> => {
  if (reason.trim() === '') throw new ReleaseError('lock needs --reason "…": say why');
  return change(ctx, env, async (current) => {
    if (current.locked)
      throw new ReleaseError(
        `${env} is already locked by ${current.locked.by}: "${current.locked.reason}"`,
      );
    const locked = { reason, by: ctx.who, at: ctx.now().toISOString() };
    return {
      next: { ...current, locked },
      entries: [entry(ctx, { action: 'lock', app: null, from: null, to: null, reason })],
    };
  });
};

export const unlock = (ctx: ReleaseContext, env: string, reason: string | null = null) =>
  change(ctx, env, async (current) => {
    if (!current.locked) throw new ReleaseError(`${env} is not locked`);
    return {
      next: { ...current, locked: null },
      entries: [entry(ctx, { action: 'unlock', app: null, from: null, to: null, reason })],
    };
  });
