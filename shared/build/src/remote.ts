// The rspack config of a remote: a federation container exposing ./app and its slot
// widgets, with the contract version recorded in mf-manifest.json (metaData.omad).
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { findRepoRoot, readAppInfo, readContractVersion } from './app-info';
import { federationExperiments, isProduction, moduleRules, output, resolveFor } from './common';
import { sharedFor } from './shared-deps';

export type RemoteConfigOptions = Readonly<{
  /** The app folder (pass import.meta.dirname). */
  dir: string;
  /** Exposed modules: './app' and widgets such as './footer'. */
  exposes: Readonly<Record<string, string>>;
  /** Overrides for tests and fixtures (e.g. a fixture that pretends to be another app). */
  override?: Readonly<{
    app?: string;
    version?: string;
    contractVersion?: string;
    outDir?: string;
  }>;
}>;

/** Facts every published build records about itself. */
export type OmadBuildMeta = Readonly<{ app: string; version: string; contractVersion: string }>;

export const defineRemoteConfig = (options: RemoteConfigOptions): Configuration => {
  const info = readAppInfo(options.dir);
  const app = options.override?.app ?? info.app;
  const scope = app.replace(/-/g, '_');
  const repoRoot = findRepoRoot(options.dir);
  const omad: OmadBuildMeta = {
    app,
    version: options.override?.version ?? info.version,
    contractVersion: options.override?.contractVersion ?? readContractVersion(repoRoot),
  };
  return {
    mode: isProduction() ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: 'source-map',
    // dist/<version>/: a build is named by the release it is, and never mixes with another.
    output: output(
      options.override?.outDir ?? path.join(options.dir, 'dist', omad.version),
      scope,
      'auto',
    ),
    module: { rules: moduleRules },
    resolve: resolveFor(options.dir),
    plugins: [
      new ModuleFederationPlugin({
        name: scope,
        filename: 'remoteEntry.js',
        exposes: { ...options.exposes },
        shared: sharedFor(options.dir),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: federationExperiments('remote'),
        manifest: {
          additionalData: ({ stats }) => {
            Object.assign(stats.metaData, { omad });
            return stats;
          },
        },
      }),
    ],
    performance: { hints: false },
  };
};
