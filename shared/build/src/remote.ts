// The rspack config of a remote: a federation container exposing ./app and its slot
// widgets, with the build's own record (the contract's BuildMeta: contract version, page
// reads) in mf-manifest.json (metaData.omad).
import path from 'node:path';
import * as v from 'valibot';
import type { Configuration } from '@rspack/core';
import { federationScope } from '@omad/contract';
import { BuildMetaSchema, type BuildMeta, type PageReads } from '@omad/contract/pages';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { findRepoRoot, readAppInfo, readContractVersion, readHostContract } from './app-info';
import { federationExperiments, isProduction, moduleRules, output, resolveFor } from './common';
import { sharedFor } from './shared-deps';

export type RemoteConfigOptions = Readonly<{
  /** The app folder (pass import.meta.dirname). */
  dir: string;
  /** Exposed modules: './app' and widgets such as './footer'. */
  exposes: Readonly<Record<string, string>>;
  /** What the remote's pages read first, for the edge to serve with them. */
  pageReads?: readonly PageReads[];
  /** Overrides for tests and fixtures (e.g. a fixture that pretends to be another app). */
  override?: Readonly<{
    app?: string;
    version?: string;
    /** The contract version the build claims; its own copy of the contract is labelled so. */
    contractVersion?: string;
    /** The oldest shell contract it claims to run with. */
    hostContract?: string;
    outDir?: string;
  }>;
}>;

/**
 * The shared map with the contract's packages provided as `contractVersion` and requiring
 * it (^): a build that claims a contract (a test fixture) ships its own copy under that
 * version, which federation prefers to an older copy of the shell's.
 */
const contractSharedAs = (
  shared: ReturnType<typeof sharedFor>,
  contractVersion: string | undefined,
): ReturnType<typeof sharedFor> =>
  contractVersion === undefined
    ? shared
    : Object.fromEntries(
        Object.entries(shared).map(([request, entry]) => [
          request,
          request.startsWith('@omad/contract')
            ? { ...entry, version: contractVersion, requiredVersion: `^${contractVersion}` }
            : entry,
        ]),
      );

/**
 * The federation options of a remote: a container exposing `options.exposes` on the shell's
 * runtime, sharing what the shell provides, with `omad` (its BuildMeta) in its manifest.
 */
export const remoteFederation = (
  options: RemoteConfigOptions,
  omad: BuildMeta,
): ConstructorParameters<typeof ModuleFederationPlugin>[0] => ({
  name: federationScope(omad.app),
  filename: 'remoteEntry.js',
  exposes: { ...options.exposes },
  shared: contractSharedAs(sharedFor(options.dir), options.override?.contractVersion),
  shareStrategy: 'loaded-first',
  dts: false,
  experiments: federationExperiments('remote'),
  manifest: {
    additionalData: ({ stats }) => {
      Object.assign(stats.metaData, { omad });
      return stats;
    },
  },
});

export const defineRemoteConfig = (options: RemoteConfigOptions): Configuration => {
  const info = readAppInfo(options.dir);
  const app = options.override?.app ?? info.app;
  const scope = federationScope(app);
  const repoRoot = findRepoRoot(options.dir);
  // Parsed here so a malformed declaration fails the build, not a page load.
  const omad: BuildMeta = v.parse(BuildMetaSchema, {
    app,
    version: options.override?.version ?? info.version,
    contractVersion: options.override?.contractVersion ?? readContractVersion(repoRoot),
    hostContract: options.override?.hostContract ?? readHostContract(repoRoot),
    pageReads: options.pageReads ?? [],
  });
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
    plugins: [new ModuleFederationPlugin(remoteFederation(options, omad))],
    performance: { hints: false },
  };
};
