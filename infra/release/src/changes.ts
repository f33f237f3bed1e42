// The commands that change an environment: pin, promote, rollback, lock, unlock. Each is
// one change of the environment store (env-store.ts): the new state and its history land
// together, and two operators changing at once both land, one after the other, recorded.
// A lock has an owner and an expiry: until it expires or its owner unlocks, nobody else
// may change the environment or take the lock.
import type { ReleaseContext } from './context';
import { checkPin, publishedRecord } from './compat';
import {
  lockHolds,
  ReleaseError,
  type EnvironmentFile,
  type EnvironmentLock,
  type Pin,
} from './environments/env-file';
import { describeEntry, type ApplyChange } from './environments/env-store';
import { versionTrail, type HistoryEntry } from './environments/history';
import { shellOf } from './shell-facts';

const change = (ctx: ReleaseContext, env: string, apply: ApplyChange): Promise<HistoryEntry[]> =>
  ctx.environments.change(env, apply);

const until = (lock: EnvironmentLock): string => (lock.until ? ` until ${lock.until}` : '');

const refuseLocked = (ctx: ReleaseContext, environment: EnvironmentFile, what: string) => {
  const { locked } = environment;
  if (lockHolds(locked, ctx.now()) && locked.by !== ctx.who) {
    throw new ReleaseError(
      `${environment.name} is locked by ${locked.by}${until(locked)} ` +
        `("${locked.reason}"): ${what} refused; ask ${locked.by} to unlock it`,
    );
  }
};

const entry = (
  ctx: ReleaseContext,
  fields: Omit<HistoryEntry, 'at' | 'by' | 'machine'>,
): HistoryEntry => ({
  at: ctx.now().toISOString(),
  by: ctx.who,
  machine: ctx.machine,
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
    refuseLocked(ctx, current, 'pin');
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
  const source = await ctx.environments.read(fromEnv);
  const names = apps.length ? apps : Object.keys(source.remotes);
  for (const app of names) {
    if (!source.remotes[app]) throw new ReleaseError(`${app} is not pinned in ${fromEnv}`);
  }
  return change(ctx, toEnv, async (current) => {
    refuseLocked(ctx, current, 'promotion');
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
  let wasAtStart: string | undefined;
  return change(ctx, env, async (current, attempt) => {
    // Allowed in a locked environment, by anyone: it is how an incident is stopped.
    const now = current.remotes[app]?.version;
    if (now === undefined) throw new ReleaseError(`${app} is not pinned in ${env}`);
    // Going back from a version someone else just pinned is not what was asked: refuse.
    if (attempt.number === 1) wasAtStart = now;
    else if (now !== wasAtStart) {
      const theirs = (await attempt.landedSince()).filter((landed) => landed.app === app).at(-1);
      throw new ReleaseError(
        `${app} in ${env} changed while you rolled it back: ${theirs ? describeEntry(theirs) : `now ${now}`}; nothing of yours was written`,
      );
    }
    const trail = versionTrail(await ctx.environments.history(env), app);
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

/** How long a lock holds unless its owner says otherwise (--for). */
export const DEFAULT_LOCK_MS = 4 * 3600_000;
const MAX_LOCK_MS = 7 * 24 * 3600_000;

/** `30m`, `4h`, `2d` as milliseconds; a ReleaseError for anything else or over 7 days. */
export const lockDuration = (text: string): number => {
  const match = /^([1-9][0-9]*)(m|h|d)$/.exec(text.trim());
  const unit = { m: 60_000, h: 3600_000, d: 24 * 3600_000 } as const;
  const ms = match ? Number(match[1]) * unit[match[2] as keyof typeof unit] : NaN;
  if (!(ms <= MAX_LOCK_MS)) {
    throw new ReleaseError(`--for takes minutes, hours or days up to 7d, such as 30m, 4h or 2d`);
  }
  return ms;
};

/** Locks `env` for `ms` (renewing one's own lock); refused while someone else's holds. */
export const lock = async (
  ctx: ReleaseContext,
  env: string,
  reason: string,
  ms = DEFAULT_LOCK_MS,
): Promise<HistoryEntry[]> => {
  if (reason.trim() === '') throw new ReleaseError('lock needs --reason "…": say why');
  return change(ctx, env, async (current) => {
    const held = current.locked;
    if (lockHolds(held, ctx.now()) && held.by !== ctx.who) {
      throw new ReleaseError(
        `${env} is already locked by ${held.by}${until(held)}: "${held.reason}"`,
      );
    }
    const at = ctx.now();
    const locked: EnvironmentLock = {
      reason,
      by: ctx.who,
      at: at.toISOString(),
      until: new Date(at.getTime() + ms).toISOString(),
      machine: ctx.machine,
    };
    return {
      next: { ...current, locked },
      entries: [
        entry(ctx, {
          action: 'lock',
          app: null,
          from: null,
          to: null,
          reason,
          until: locked.until ?? '',
        }),
      ],
    };
  });
};

/** Takes the lock away: its owner's to do, or anyone's with force and a reason (recorded). */
export const unlock = (
  ctx: ReleaseContext,
  env: string,
  reason: string | null = null,
  force = false,
) =>
  change(ctx, env, async (current) => {
    const held = current.locked;
    if (!lockHolds(held, ctx.now())) throw new ReleaseError(`${env} is not locked`);
    if (held.by !== ctx.who) {
      if (!force) {
        throw new ReleaseError(
          `${env} is locked by ${held.by}${until(held)} ("${held.reason}"): only ${held.by} unlocks it, or unlock --force --reason "…"`,
        );
      }
      if (!reason?.trim()) throw new ReleaseError('unlock --force needs --reason "…": say why');
    }
    return {
      next: { ...current, locked: null },
      entries: [
        entry(ctx, {
          action: 'unlock',
          app: null,
          from: null,
          to: null,
          reason: held.by === ctx.who ? reason : `took ${held.by}'s lock away: ${reason ?? ''}`,
        }),
      ],
    };
  });
