import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_EAGER_SHARED, defineHostConfig } from './host';
import { defineRemoteConfig } from './remote';
import { SHARED_PACKAGES, SINGLETONS } from './shared-deps';

const SHELL = path.resolve(import.meta.dirname, '../../../shell');
const config = () => defineHostConfig({ dir: SHELL, template: path.join(SHELL, 'src/index.html') });
const pluginNames = (plugins: unknown[] | undefined) =>
  (plugins ?? []).map((plugin) => (plugin as object).constructor.name);

type FederationOptions = {
  name: string;
  shared: Record<string, { eager?: boolean }>;
  experiments: Record<string, unknown>;
};

/** The options the federation plugin was built with (it keeps them as `_options`). */
const federationOptions = (plugins: unknown[] | undefined): FederationOptions => {
  const plugin = (plugins ?? []).find(
    (candidate) => (candidate as object).constructor.name === 'ModuleFederationPlugin',
  );
  return (plugin as { _options: FederationOptions } | undefined)?._options as FederationOptions;
};

afterEach(() => vi.unstubAllEnvs());

describe('the host preset', () => {
  it('builds the federated shell into dist/ with its bundled-remotes module untouched', () => {
    vi.stubEnv('OMAD_MONOLITH', '');
    const federated = config();
    expect(federated.output?.path).toBe(path.join(SHELL, 'dist'));
    const alias = federated.resolve?.alias as Record<string, string>;
    expect(Object.keys(alias).some((key) => key.includes('bundled-remotes'))).toBe(false);
    expect(pluginNames(federated.plugins)).not.toContain('BundledRemotesPlugin');
  });

  it('with OMAD_MONOLITH=1 builds into dist-monolith/ with the generated map in its place', () => {
    vi.stubEnv('OMAD_MONOLITH', '1');
    const monolith = config();
    expect(monolith.output?.path).toBe(path.join(SHELL, 'dist-monolith'));
    const alias = monolith.resolve?.alias as Record<string, string>;
    expect(alias[`${path.join(SHELL, 'src/remotes/bundled-remotes')}$`]).toMatch(
      /node_modules\/\.cache\/omad-monolith\/bundled-remotes\.js$/,
    );
    expect(pluginNames(monolith.plugins)).toContain('BundledRemotesPlugin');
    // Still a federation host: anything the monolith does not bundle loads as before.
    expect(pluginNames(monolith.plugins)).toContain('ModuleFederationPlugin');
  });
});

describe('federation runtime and sharing', () => {
  it('has the shell share every package, eagerly only those of its first frame, and provide its runtime to the remotes', () => {
    vi.stubEnv('OMAD_MONOLITH', '');
    const options = federationOptions(config().plugins);
    expect(options.name).toBe('shell');
    expect(Object.keys(options.shared).sort()).toEqual([...SINGLETONS, ...SHARED_PACKAGES].sort());
    expect(
      Object.entries(options.shared)
        .filter(([, entry]) => entry.eager === true)
        .map(([request]) => request)
        .sort(),
    ).toEqual([...SHELL_EAGER_SHARED].sort());
    expect(SHELL_EAGER_SHARED).toContain('react-dom/client');
    expect(SHELL_EAGER_SHARED).not.toContain('react-router');
    expect(options.experiments).toMatchObject({ provideExternalRuntime: true });
    expect(options.experiments).not.toHaveProperty('externalRuntime');
  });

  it('builds a remote on the external runtime, with nothing eager', () => {
    const dir = path.resolve(import.meta.dirname, '../../../mf-cashier');
    const remote = defineRemoteConfig({ dir, exposes: { './app': './src/bootstrap.tsx' } });
    const options = federationOptions(remote.plugins);
    expect(options.name).toBe('mf_cashier');
    expect(options.experiments).toMatchObject({ externalRuntime: true });
    expect(options.experiments).not.toHaveProperty('provideExternalRuntime');
    expect(Object.keys(options.shared)).toContain('react-router');
    expect(Object.values(options.shared).some((entry) => 'eager' in entry)).toBe(false);
  });
});
