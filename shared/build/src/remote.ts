// The rspack config of a remote: a federation container exposing ./app and its slot
// widgets, with the build's own record (the contract's BuildMeta: contract version, page
// reads) in mf-manifest.json (metaData.omad).
import { createRequire } from 'node:module';
import path from 'node:path';
import * as v from 'valibot';
import type { Configuration } from '@rspack/core';
import { federationScope } from '@omad/contract';
import {
  BuildMetaSchema,
  FIRST_SCREEN_EXTERNALS,
  type BuildMeta,
  type FirstScreenFiles,
  type PageTable,
} from '@omad/contract/pages';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { findRepoRoot, readAppInfo, readContractVersion, readHostContract } from './app-info';
import { federationExperiments, isProduction, moduleRules, output, resolveFor } from './common';
import { sharedFor } from './shared-deps';

export type RemoteConfigOptions = Readonly<{
  /** The app folder (pass import.meta.dirname). */
  dir: string;
  /** Exposed modules: './app' and widgets such as './footer'. */
  exposes: Readonly<Record<string, string>>;
  /** The remote's page table (definePages): what its pages read first, for the edge. */
  pages?: Pick<PageTable, 'reads'>;
  /**
   * The module that draws the first screens its page reads declare (exporting the contract's
   * RenderFirstScreen as renderFirstScreen), built for the edge by defineFirstScreenConfig.
   */
  firstScreen?: string;
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

/** Where a build's first-screen module and stylesheet go, inside its folder. */
export const FIRST_SCREEN_FILES: FirstScreenFiles = {
  script: 'server/first-screen.cjs',
  style: 'server/first-screen.css',
};

const EMPTY_MODULE = path.join(import.meta.dirname, 'empty-module-loader.cjs');

/** A remote build's own record (written to its manifest) and its output folder. */
export const remoteBuild = (options: RemoteConfigOptions): { omad: BuildMeta; outDir: string } => {
  const info = readAppInfo(options.dir);
  const app = options.override?.app ?? info.app;
  const repoRoot = findRepoRoot(options.dir);
  // Parsed here so a malformed declaration fails the build, not a page load.
  const omad: BuildMeta = v.parse(BuildMetaSchema, {
    app,
    version: options.override?.version ?? info.version,
    contractVersion: options.override?.contractVersion ?? readContractVersion(repoRoot),
    hostContract: options.override?.hostContract ?? readHostContract(repoRoot),
    pageReads: options.pages?.reads ?? [],
    ...(options.firstScreen ? { firstScreen: FIRST_SCREEN_FILES } : {}),
  });
  if (!options.firstScreen && omad.pageReads.some((reads) => reads.firstScreen))
    throw new Error(`${app} declares first screens but names no firstScreen module`);
  // dist/<version>/: a build is named by the release it is, and never mixes with another.
  const outDir = options.override?.outDir ?? path.join(options.dir, 'dist', omad.version);
  return { omad, outDir };
};

export const defineRemoteConfig = (options: RemoteConfigOptions): Configuration => {
  const { omad, outDir } = remoteBuild(options);
  const scope = federationScope(omad.app);
  return {
    name: omad.app,
    mode: isProduction() ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: 'source-map',
    output: output(outDir, scope, 'auto'),
    module: { rules: moduleRules },
    resolve: resolveFor(options.dir),
    plugins: [new ModuleFederationPlugin(remoteFederation(options, omad))],
    performance: { hints: false },
  };
};

/**
 * The build of a remote's first-screen module, for the edge: one CommonJS file for Node with
 * everything bundled but FIRST_SCREEN_EXTERNALS, and the stylesheet of what it draws, at
 * FIRST_SCREEN_FILES in the remote's build folder. Runs after the browser build (which
 * empties the folder) in the same `rspack build`: export both configs from rspack.config.ts.
 */
export const defineFirstScreenConfig = (options: RemoteConfigOptions): Configuration => {
  const { omad, outDir } = remoteBuild(options);
  if (!options.firstScreen) throw new Error(`${omad.app} names no firstScreen module`);
  const script = path.join(outDir, FIRST_SCREEN_FILES.script);
  const uiKit = path.dirname(
    createRequire(path.join(options.dir, 'package.json')).resolve('@omad/ui'),
  );
  return {
    name: `${omad.app}:first-screen`,
    dependencies: [omad.app],
    mode: isProduction() ? 'production' : 'development',
    context: options.dir,
    target: 'node20',
    entry: { 'first-screen': options.firstScreen },
    devtool: false,
    output: {
      path: path.dirname(script),
      filename: path.basename(script),
      cssFilename: path.basename(FIRST_SCREEN_FILES.style ?? 'first-screen.css'),
      library: { type: 'commonjs2' },
      // Images it draws are addressed in the browser build's folder, never this one's.
      publicPath: `/remotes/${omad.app}/${omad.version}/`,
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    module: {
      rules: [
        {
          oneOf: [
            // The UI kit's styles come with the shell's own stylesheet on every page.
            { test: /\.css$/, include: uiKit, type: 'javascript/auto', loader: EMPTY_MODULE },
            ...moduleRules,
          ],
        },
      ],
      generator: {
        // Node has no document, so rspack would keep only class names: the stylesheet is
        // wanted, for the edge to inline.
        'css/auto': { exportsOnly: false },
        asset: { emit: false },
      },
    },
    // The real packages, not the federation facades: nothing is shared on the edge.
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    externals: Object.fromEntries(FIRST_SCREEN_EXTERNALS.map((name) => [name, `commonjs ${name}`])),
    externalsPresets: { node: true },
    optimization: { splitChunks: false, runtimeChunk: false, minimize: isProduction() },
    performance: { hints: false },
  };
};
