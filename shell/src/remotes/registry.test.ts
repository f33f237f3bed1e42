// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, parseVersion } from '@omad/contract';
import { runtimeConfig } from '../runtime-config';
import { createOverrideStorage, startRemoteOverrides } from './overrides';
import {
  isBundledRemote,
  loadRemoteModule,
  preloadableScope,
  registerPinnedRemotes,
  RemoteLoadError,
} from './registry';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const lifecycles = { bootstrap: vi.fn(), mount: vi.fn(), unmount: vi.fn() };
const bundled = vi.hoisted(() => ({ app: vi.fn<() => Promise<unknown>>() }));

// As the monolith build has it: mf-loyalty is bundled into the shell, mf-cashier is not.
vi.mock('./bundled-remotes', () => ({
  bundledRemotes: { 'mf-loyalty': { './app': bundled.app } },
}));

const manifest = (contractVersion?: string, hostContract?: string) =>
  new Response(
    JSON.stringify({
      id: 'mf_cashier',
      metaData: contractVersion
        ? { omad: { app: 'mf-cashier', version: '9.0.0', contractVersion, hostContract } }
        : {},
    }),
    { headers: { 'content-type': 'application/json' } },
  );

// Versions around this shell's contract, so the tests hold across bumps.
const { major, minor } = parseVersion(CONTRACT_VERSION) ?? { major: 0, minor: 0 };
const NEXT_MAJOR = `${major + 1}.0.0`;
const NEWER_MINOR = `${major}.${minor + 1}.0`;

const override = (value: string) =>
  startRemoteOverrides({
    config: runtimeConfig(),
    storage: createOverrideStorage(),
    location: { pathname: '/', search: `?remote-override=mf_cashier@${value}`, hash: '' },
    history: { state: null, replaceState: vi.fn() },
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeAll(() => {
  window.__OMAD__ = {
    env: 'dev',
    production: false,
    buildId: 'b1',
    remotes: [
      {
        name: 'mf-cashier',
        scope: 'mf_cashier',
        version: '1.0.0',
        entry: '/remotes/mf-cashier/1.0.0/mf-manifest.json',
        contractVersion: CONTRACT_VERSION,
      },
      {
        name: 'mf-loyalty',
        scope: 'mf_loyalty',
        version: '1.0.0',
        entry: '/remotes/mf-loyalty/1.0.0/mf-manifest.json',
        contractVersion: CONTRACT_VERSION,
      },
    ],
  };
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(loadRemote).mockReset().mockResolvedValue(lifecycles);
  vi.mocked(registerRemotes).mockReset();
  bundled.app.mockReset().mockResolvedValue(lifecycles);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an overridden remote', () => {
  it('is registered with the overridden entry', () => {
    override('1.2.0');
    registerPinnedRemotes();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_cashier', entry: '/remotes/mf-cashier/1.2.0/mf-manifest.json' },
    ]);
  });

  it('loads once its manifest records a compatible contract', async () => {
    override('1.2.0');
    fetchMock.mockResolvedValue(manifest(CONTRACT_VERSION));
    await expect(loadRemoteModule('mf-cashier', './app')).resolves.toBe(lifecycles);
    expect(fetchMock).toHaveBeenCalledWith('/remotes/mf-cashier/1.2.0/mf-manifest.json', undefined);
    expect(loadRemote).toHaveBeenCalledWith('mf_cashier/app');
  });

  it('is refused before it loads when its manifest records another contract major', async () => {
    override('2.0.0');
    fetchMock.mockResolvedValue(manifest(NEXT_MAJOR));
    const failure = loadRemoteModule('mf-cashier', './app');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({
      phase: 'contract',
      message: `mf-cashier@2.0.0 (override) refused: it was built against contract ${NEXT_MAJOR}, this shell provides ${CONTRACT_VERSION} (another major)`,
    });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads a build of a newer minor that needs no newer host surface (on its own copy)', async () => {
    override('2.1.0');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(manifest(NEWER_MINOR, CONTRACT_VERSION));
    await expect(loadRemoteModule('mf-cashier', './app')).resolves.toBe(lifecycles);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('its own copy'));
  });

  it('is refused before it loads when it needs a newer host surface, naming both versions', async () => {
    override('2.2.0');
    fetchMock.mockResolvedValue(manifest(NEWER_MINOR, NEWER_MINOR));
    await expect(loadRemoteModule('mf-cashier', './app')).rejects.toMatchObject({
      phase: 'contract',
      message: `mf-cashier@2.2.0 (override) refused: it was built against contract ${NEWER_MINOR} and needs a shell of contract ${NEWER_MINOR} or later; this shell provides ${CONTRACT_VERSION}`,
    });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('is refused when its manifest cannot be read or records no contract', async () => {
    override('1.3.0');
    fetchMock.mockResolvedValueOnce(new Response('gone', { status: 404 }));
    await expect(loadRemoteModule('mf-cashier', './app')).rejects.toMatchObject({
      phase: 'contract',
      message: expect.stringContaining('records no valid contract version'),
    });
    fetchMock.mockResolvedValueOnce(manifest());
    await expect(loadRemoteModule('mf-cashier', './app', true)).rejects.toMatchObject({
      phase: 'contract',
    });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('does not change a pinned remote: its inlined contract is used, no manifest is fetched', async () => {
    override('reset');
    await expect(loadRemoteModule('mf-cashier', './app')).resolves.toBe(lifecycles);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a remote bundled into the shell (the monolith build)', () => {
  it('is not registered with federation; the others are', () => {
    override('reset');
    registerPinnedRemotes();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_cashier', entry: '/remotes/mf-cashier/1.0.0/mf-manifest.json' },
    ]);
    expect(isBundledRemote('mf-loyalty')).toBe(true);
    expect(isBundledRemote('mf-cashier')).toBe(false);
  });

  it('loads from the bundle: no manifest, no federation load, even when overridden', async () => {
    startRemoteOverrides({
      config: runtimeConfig(),
      storage: createOverrideStorage(),
      location: { pathname: '/', search: '?remote-override=mf_loyalty@9.0.0', hash: '' },
      history: { state: null, replaceState: vi.fn() },
    });
    await expect(loadRemoteModule('mf-loyalty', './app', true)).resolves.toBe(lifecycles);
    expect(bundled.app).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('fails as a load error when its chunk does not load or is not lifecycles', async () => {
    bundled.app.mockRejectedValueOnce(new Error('Loading chunk mf-loyalty-app failed'));
    await expect(loadRemoteModule('mf-loyalty', './app')).rejects.toMatchObject({
      phase: 'load',
      message: 'Loading chunk mf-loyalty-app failed',
    });
    bundled.app.mockResolvedValueOnce({ default: 'nothing' });
    await expect(loadRemoteModule('mf-loyalty', './app')).rejects.toMatchObject({
      phase: 'load',
      message: 'mf-loyalty/./app does not export single-spa lifecycles',
    });
  });

  it('an expose it does not bundle is looked up through federation, as before', async () => {
    override('reset');
    await expect(loadRemoteModule('mf-loyalty', './widget')).resolves.toBe(lifecycles);
    expect(loadRemote).toHaveBeenCalledWith('mf_loyalty/widget');
    expect(bundled.app).not.toHaveBeenCalled();
  });
});

describe('preloadableScope', () => {
  it('warms only pinned, federated, unchecked-by-override remotes', () => {
    override('reset');
    expect(preloadableScope('mf-cashier')).toBe('mf_cashier');
    expect(preloadableScope('mf-loyalty')).toBeNull(); // bundled
    expect(preloadableScope('mf-casino')).toBeNull(); // not pinned
    override('1.2.0');
    expect(preloadableScope('mf-cashier')).toBeNull(); // its contract is checked on load
  });
});
