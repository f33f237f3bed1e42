import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SHELL_EAGER_SHARED,
  defineHostConfig,
  defineShellFrameConfig,
  hostFederation,
} from './host';
import { remoteFederation } from './remote';
import { SHARED_PACKAGES, SINGLETONS } from './shared-deps';

const SHELL = path.resolve(import.meta.dirname, '../../../shell');
const config = () => defineHostConfig({ dir: SHELL, template: path.join(SHELL, 'src/index.html') });
const pluginNames = (plugins: unknown[] | undefined) =>
  (plugins ?? []).map((plugin) => (plugin as object).constructor.name);

afterEach(() => vi.unstubAllEnvs());

describe("the shell's first-frame build", () => {
  it.each([
    ['', 'dist'],
    ['1', 'dist-monolith'],
  ])(
    'with OMAD_MONOLITH=%j builds one CommonJS file for Node beside %s/index.html, after the shell',
    (monolith, folder) => {
      vi.stubEnv('OMAD_MONOLITH', monolith);
      const frame = defineShellFrameConfig({ dir: SHELL, entry: './src/server/first-frame.tsx' });
      expect(frame.target).toBe('node20');
      expect(frame.dependencies).toEqual([config().name]);
      expect(path.join(frame.output?.path ?? '', String(frame.output?.filename))).toBe(
        path.join(SHELL, folder, 'server/first-frame.cjs'),
      );
      expect(frame.output?.library).toEqual({ type: 'commonjs2' });
      // Real packages, not the federation facades: nothing is shared on the edge.
      expect(frame.resolve?.alias).toBeUndefined();
    },
  );
});

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
    const options = hostFederation(SHELL);
    const shared = options.shared as Record<string, { eager?: boolean }>;
    expect(options.name).toBe('shell');
    expect(Object.keys(shared).sort()).toEqual([...SINGLETONS, ...SHARED_PACKAGES].sort());
    expect(
      Object.entries(shared)
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
    const options = remoteFederation(
      { dir, exposes: { './app': './src/bootstrap.tsx' } },
      { app: 'mf-cashier', version: '1.0.0', contractVersion: '2.0.0', pageReads: [] },
    );
    const shared = options.shared as Record<string, { eager?: boolean }>;
    expect(options.name).toBe('mf_cashier');
    expect(options.experiments).toMatchObject({ externalRuntime: true });
    expect(options.experiments).not.toHaveProperty('provideExternalRuntime');
    expect(Object.keys(shared)).toContain('react-router');
    expect(Object.values(shared).some((entry) => 'eager' in entry)).toBe(false);
  });

  it("shares a fixture's own contract copy under the contract it claims, and requires it", () => {
    const dir = path.resolve(import.meta.dirname, '../../../mf-cashier');
    const options = remoteFederation(
      { dir, exposes: { './app': './src/bootstrap.tsx' }, override: { contractVersion: '2.7.0' } },
      { app: 'mf-cashier', version: '1.0.0', contractVersion: '2.7.0', pageReads: [] },
    );
    const shared = options.shared as Record<string, { version?: string; requiredVersion: string }>;
    expect(shared['@omad/contract/remote']).toMatchObject({
      version: '2.7.0',
      requiredVersion: '^2.7.0',
    });
    expect(shared.react?.requiredVersion).not.toBe('^2.7.0');
  });
});
