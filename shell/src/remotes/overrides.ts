// Tester overrides outside production: `?remote-override=mf_cashier@1.2.0` swaps the pinned
// build of a remote for another published version (or, locally, a dev server's manifest).
// Kept in localStorage so they survive navigation; applied before any remote is registered.
import * as v from 'valibot';
import { createSafeStorage, isVersion } from '@omad/contract';
import { runtimeConfig, type PinnedRemote, type RuntimeConfig } from '../runtime-config';

/** The query parameter; it may repeat and carry comma-separated `scope@target` items. */
export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDES_STORAGE_KEY = 'omad:remote-overrides';

/** Per federation scope: a published version ('1.2.0') or a manifest URL (local only). */
export type RemoteOverrides = Readonly<Record<string, string>>;

/** A pinned remote as this page loads it. */
export type EffectiveRemote = PinnedRemote &
  Readonly<{
    /** The tester's override in force for it; null when the pinned build is used. */
    override: string | null;
  }>;

type Change = Readonly<{ scope: string; target: string | null }>;
type Checked = Readonly<{ changes: readonly Change[]; rejected: readonly string[] }>;

// No build metadata: a '+' in a query string arrives as a space.

const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** One `key@target` item, `key` being a scope or an app name: a change, or why it is refused. */
const checkItem = (
  key: string,
  target: string | undefined,
  pinned: readonly PinnedRemote[],
  env: string,
): Change | string => {
  const remote = pinned.find(({ scope, name }) => scope === key || name === key);
  if (!remote) return `no remote "${key}" is pinned here`;
  if (target === undefined) return 'expected scope@version';
  if (target === '' || target.toLowerCase() === 'reset')
    return { scope: remote.scope, target: null };
  if (isVersion(target)) return { scope: remote.scope, target };
  if (!isHttpUrl(target)) return 'not a version or an http(s) manifest URL';
  if (env !== 'local') return 'manifest URLs are accepted only in the local environment';
  return { scope: remote.scope, target };
};

const checkAll = (
  items: ReadonlyArray<readonly [key: string, target: string | undefined]>,
  pinned: readonly PinnedRemote[],
  env: string,
): Checked => {
  const changes: Change[] = [];
  const rejected: string[] = [];
  for (const [key, target] of items) {
    const checked = checkItem(key, target, pinned, env);
    if (typeof checked === 'string') {
      rejected.push(`${target === undefined ? key : `${key}@${target}`} (${checked})`);
    } else {
      changes.push(checked);
    }
  }
  return { changes, rejected };
};

/** The changes the URL asks for, in order (a null target removes that override). */
export const parseOverrideQuery = (
  search: string,
  pinned: readonly PinnedRemote[],
  env: string,
): Checked => {
  const items = new URLSearchParams(search)
    .getAll(OVERRIDE_PARAM)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item): [string, string | undefined] => {
      const at = item.indexOf('@');
      return at === -1 ? [item, undefined] : [item.slice(0, at), item.slice(at + 1).trim()];
    });
  return checkAll(items, pinned, env);
};

/** The stored overrides that still name a pinned remote and a target allowed in `env`. */
export const checkStoredOverrides = (
  stored: RemoteOverrides,
  pinned: readonly PinnedRemote[],
  env: string,
): Readonly<{ overrides: RemoteOverrides; rejected: readonly string[] }> => {
  const { changes, rejected } = checkAll(Object.entries(stored), pinned, env);
  return { overrides: applyOverrideChanges({}, changes), rejected };
};

export const applyOverrideChanges = (
  current: RemoteOverrides,
  changes: readonly Change[],
): RemoteOverrides => {
  const next = new Map(Object.entries(current));
  for (const { scope, target } of changes) {
    if (target === null) next.delete(scope);
    else next.set(scope, target);
  }
  return Object.fromEntries(next);
};

/** The query string without the override parameter. */
export const withoutOverrideQuery = (search: string): string => {
  const query = new URLSearchParams(search);
  query.delete(OVERRIDE_PARAM);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
};

/** The pinned remotes with overridden entries; an override's contract is read later. */
export const effectiveRemotes = (
  pinned: readonly PinnedRemote[],
  overrides: RemoteOverrides,
): EffectiveRemote[] =>
  pinned.map((remote) => {
    const target = Object.hasOwn(overrides, remote.scope) ? overrides[remote.scope] : undefined;
    if (target === undefined) return { ...remote, override: null };
    const entry = isVersion(target) ? `/remotes/${remote.name}/${target}/mf-manifest.json` : target;
    return {
      ...remote,
      version: target,
      entry,
      contractVersion: null,
      hostContract: null,
      override: target,
    };
  });

/** How the badge names an override: `mf_cashier@1.2.0`, or a URL's host and path, shortened. */
export const overrideLabel = (scope: string, target: string): string => {
  if (isVersion(target)) return `${scope}@${target}`;
  try {
    const { host, pathname } = new URL(target);
    const where = `${host}${pathname}`;
    const file = pathname.split('/').filter(Boolean).at(-1) ?? '';
    return `${scope}@${where.length <= 40 ? where : `${host}/…/${file}`}`;
  } catch {
    return `${scope}@${target}`;
  }
};

const StoredSchema = v.record(v.string(), v.string());

/** The overrides in localStorage (the contract's safe storage): unavailable reads as empty. */
export const createOverrideStorage = (open: () => Storage = () => window.localStorage) => {
  const storage = createSafeStorage(open);
  return {
    read: (): RemoteOverrides => {
      try {
        const stored: unknown = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
        const parsed = v.safeParse(StoredSchema, stored);
        return parsed.success ? parsed.output : {};
      } catch {
        return {};
      }
    },
    write: (overrides: RemoteOverrides): void =>
      Object.keys(overrides).length === 0
        ? storage.removeItem(OVERRIDES_STORAGE_KEY)
        : storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides)),
    clear: (): void => storage.removeItem(OVERRIDES_STORAGE_KEY),
  };
};
export type OverrideStorage = ReturnType<typeof createOverrideStorage>;

let active: RemoteOverrides = {};

/** The overrides in force on this page: none in production or before startup. */
export const activeOverrides = (): RemoteOverrides => active;

type Startup = Readonly<{
  config: RuntimeConfig;
  storage: OverrideStorage;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'state' | 'replaceState'>;
}>;

/**
 * Runs once, before any remote is registered. In production every stored override is
 * dropped and the URL is ignored. Elsewhere the URL's changes are applied to the stored
 * overrides, the parameter leaves the URL, and the result becomes active.
 */
export const startRemoteOverrides = ({
  config = runtimeConfig(),
  storage = createOverrideStorage(),
  location = window.location,
  history = window.history,
}: Partial<Startup> = {}): RemoteOverrides => {
  if (config.production) {
    storage.clear();
    active = {};
    return active;
  }
  const stored = checkStoredOverrides(storage.read(), config.remotes, config.env);
  const query = parseOverrideQuery(location.search, config.remotes, config.env);
  const rejected = [...stored.rejected, ...query.rejected];
  if (rejected.length > 0) console.warn(`[shell] remote overrides ignored: ${rejected.join('; ')}`);
  active = applyOverrideChanges(stored.overrides, query.changes);
  storage.write(active);
  if (new URLSearchParams(location.search).has(OVERRIDE_PARAM)) {
    const { pathname, search, hash } = location;
    history.replaceState(history.state, '', `${pathname}${withoutOverrideQuery(search)}${hash}`);
  }
  return active;
};

/** The badge's Reset: back to the pinned builds, on a fresh page. */
export const resetRemoteOverrides = (
  storage: OverrideStorage = createOverrideStorage(),
  reload: () => void = () => window.location.reload(),
): void => {
  storage.clear();
  reload();
};
