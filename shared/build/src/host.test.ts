import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineHostConfig } from './host';

const SHELL = path.resolve(import.meta.dirname, '../../../shell');
const config = () => defineHostConfig({ dir: SHELL, template: path.join(SHELL, 'src/index.html') });
const pluginNames = (plugins: unknown[] | undefined) =>
  (plugins ?? []).map((plugin) => (plugin as object).constructor.name);

afterEach(() => vi.unstubAllEnvs());

describe('the host preset', () => {
  it('builds the federated shell into dist/ with its bundled-remotes module untouched', () => {
    vi.stubEnv('OMAD_MONOLITH', '');
    const federated = config();
    expect(federated.output?.path).toBe(path.join(SHELL, 'dist'));
    expect(federated.resolve?.alias).toBeUndefined();
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
