// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PinnedRemote, RuntimeConfig } from '../runtime-config';
import {
  activeOverrides,
  createOverrideStorage,
  effectiveRemotes,
  overrideLabel,
  OVERRIDES_STORAGE_KEY,
  parseOverrideQuery,
  resetRemoteOverrides,
  startRemoteOverrides,
  withoutOverrideQuery,
} from './overrides';

const pinned = (name: string, version: string): PinnedRemote => ({
  name,
  scope: name.replaceAll('-', '_'),
  version,
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  contractVersion: '1.1.0',
  hostContract: null,
});
const remotes = [pinned('mf-cashier', '1.0.0'), pinned('mf-gamehall', '3.4.0')];
const config = (env: string, production = false): RuntimeConfig => ({
  env,
  production,
  buildId: 'b1',
  remotes,
  preload: [],
  firstReads: [],
  firstScreen: null,
  hero: null,
});

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('parseOverrideQuery', () => {
  it('reads a repeated parameter and comma lists, by scope or app name', () => {
    const { changes, rejected } = parseOverrideQuery(
      '?remote-override=mf_cashier@1.2.0&remote-override=mf-gamehall@3.5.0-rc.1,mf_cashier@1.3.0',
      remotes,
      'dev',
    );
    expect(changes).toEqual([
      { scope: 'mf_cashier', target: '1.2.0' },
      { scope: 'mf_gamehall', target: '3.5.0-rc.1' },
      { scope: 'mf_cashier', target: '1.3.0' },
    ]);
    expect(rejected).toEqual([]);
  });

  it('accepts a manifest URL only in the local environment', () => {
    const search = `?remote-override=${encodeURIComponent('mf_cashier@http://localhost:3001/mf-manifest.json')}`;
    expect(parseOverrideQuery(search, remotes, 'local').changes).toEqual([
      { scope: 'mf_cashier', target: 'http://localhost:3001/mf-manifest.json' },
    ]);
    const staging = parseOverrideQuery(search, remotes, 'staging');
    expect(staging.changes).toEqual([]);
    expect(staging.rejected).toEqual([
      'mf_cashier@http://localhost:3001/mf-manifest.json (manifest URLs are accepted only in the local environment)',
    ]);
  });

  it('turns an empty value or reset into a removal', () => {
    expect(
      parseOverrideQuery('?remote-override=mf_cashier@,mf-gamehall@reset', remotes, 'dev').changes,
    ).toEqual([
      { scope: 'mf_cashier', target: null },
      { scope: 'mf_gamehall', target: null },
    ]);
  });

  it('refuses unknown remotes and values that are neither a version nor a URL', () => {
    const { changes, rejected } = parseOverrideQuery(
      '?remote-override=mf_casino@1.0.0,mf_cashier@latest,mf_cashier,mf_cashier@../../1.0.0,mf_cashier@ftp://x/m.json',
      remotes,
      'local',
    );
    expect(changes).toEqual([]);
    expect(rejected).toEqual([
      'mf_casino@1.0.0 (no remote "mf_casino" is pinned here)',
      'mf_cashier@latest (not a version or an http(s) manifest URL)',
      'mf_cashier (expected scope@version)',
      'mf_cashier@../../1.0.0 (not a version or an http(s) manifest URL)',
      'mf_cashier@ftp://x/m.json (not a version or an http(s) manifest URL)',
    ]);
  });
});

describe('withoutOverrideQuery', () => {
  it('drops every override parameter and keeps the rest', () => {
    expect(
      withoutOverrideQuery('?a=1&remote-override=mf_cashier@1.2.0&remote-override=x&b=2'),
    ).toBe('?a=1&b=2');
    expect(withoutOverrideQuery('?remote-override=mf_cashier@1.2.0')).toBe('');
  });
});

describe('effectiveRemotes', () => {
  it('points an overridden remote at the other build, with its contract still to be read', () => {
    const [cashier, gamehall] = effectiveRemotes(remotes, { mf_cashier: '1.2.0' });
    expect(cashier).toEqual({
      name: 'mf-cashier',
      scope: 'mf_cashier',
      version: '1.2.0',
      entry: '/remotes/mf-cashier/1.2.0/mf-manifest.json',
      contractVersion: null,
      hostContract: null,
      override: '1.2.0',
    });
    expect(gamehall).toEqual({ ...remotes[1], override: null });
  });

  it('uses a manifest URL as the entry', () => {
    const url = 'http://localhost:3001/mf-manifest.json';
    expect(effectiveRemotes(remotes, { mf_gamehall: url })[1]).toMatchObject({
      entry: url,
      override: url,
      contractVersion: null,
    });
  });
});

describe('overrideLabel', () => {
  it('names a version as scope@version and a URL by its host and path, shortened', () => {
    expect(overrideLabel('mf_cashier', '1.2.0')).toBe('mf_cashier@1.2.0');
    expect(overrideLabel('mf_cashier', 'http://localhost:3001/mf-manifest.json?x=1')).toBe(
      'mf_cashier@localhost:3001/mf-manifest.json',
    );
    expect(
      overrideLabel(
        'mf_cashier',
        'http://localhost:3001/home/dev/omad/mf-cashier/dist/mf-manifest.json',
      ),
    ).toBe('mf_cashier@localhost:3001/…/mf-manifest.json');
  });
});

describe('override storage', () => {
  it('round-trips, clears, and reads anything malformed as empty', () => {
    const storage = createOverrideStorage();
    storage.write({ mf_cashier: '1.2.0' });
    expect(JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '')).toEqual({
      mf_cashier: '1.2.0',
    });
    expect(storage.read()).toEqual({ mf_cashier: '1.2.0' });
    storage.write({});
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '{"mf_cashier":7}');
    expect(storage.read()).toEqual({});
    localStorage.setItem(OVERRIDES_STORAGE_KEY, 'not json');
    expect(storage.read()).toEqual({});
    storage.clear();
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('treats storage that throws as empty', () => {
    const storage = createOverrideStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    warnings();
    expect(storage.read()).toEqual({});
    expect(() => storage.write({ mf_cashier: '1.2.0' })).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
  });
});

describe('startRemoteOverrides', () => {
  const start = (env: string, url: string, production = false) => {
    const history = { state: { idx: 3 }, replaceState: vi.fn() };
    const { pathname, search, hash } = new URL(url, 'https://omad.test');
    const overrides = startRemoteOverrides({
      config: config(env, production),
      storage: createOverrideStorage(),
      location: { pathname, search, hash },
      history,
    });
    return { overrides, history };
  };

  it('stores the URL overrides, makes them active and removes the parameter from the URL', () => {
    const { overrides, history } = start(
      'dev',
      '/ru/cashier?tab=deposit&remote-override=mf_cashier@1.2.0#limits',
    );
    expect(overrides).toEqual({ mf_cashier: '1.2.0' });
    expect(activeOverrides()).toEqual({ mf_cashier: '1.2.0' });
    expect(history.replaceState).toHaveBeenCalledWith(
      { idx: 3 },
      '',
      '/ru/cashier?tab=deposit#limits',
    );
    // The next page keeps them, and a reset removes only the one named.
    expect(start('dev', '/casino').overrides).toEqual({ mf_cashier: '1.2.0' });
    start('dev', '/?remote-override=mf-gamehall@3.5.0');
    expect(start('dev', '/?remote-override=mf_cashier@reset').overrides).toEqual({
      mf_gamehall: '3.5.0',
    });
  });

  it('leaves the URL alone when it carries no override', () => {
    expect(start('dev', '/casino?a=1').history.replaceState).not.toHaveBeenCalled();
  });

  it('warns about what it ignores, naming it', () => {
    const warn = warnings();
    start('dev', '/?remote-override=mf_casino@1.0.0,mf_cashier@1.2.0');
    expect(activeOverrides()).toEqual({ mf_cashier: '1.2.0' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_casino@1.0.0'));
  });

  it('drops stored overrides that are no longer valid here', () => {
    const warn = warnings();
    localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({ mf_gone: '1.0.0', mf_cashier: 'http://localhost:3001/mf-manifest.json' }),
    );
    expect(start('staging', '/').overrides).toEqual({});
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_gone@1.0.0'));
  });

  it('in production ignores the URL and clears what is stored', () => {
    start('dev', '/?remote-override=mf_cashier@1.2.0');
    const { overrides, history } = start('prod', '/?remote-override=mf_gamehall@3.5.0', true);
    expect(overrides).toEqual({});
    expect(activeOverrides()).toEqual({});
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe('resetRemoteOverrides', () => {
  it('clears every override and reloads', () => {
    const storage = createOverrideStorage();
    storage.write({ mf_cashier: '1.2.0', mf_gamehall: '3.5.0' });
    const reload = vi.fn();
    resetRemoteOverrides(storage, reload);
    expect(storage.read()).toEqual({});
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
