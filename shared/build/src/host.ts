// The rspack config of the shell: a federation host with no compiled-in remotes (they are
// registered at runtime from the map the edge inlines) and a build id for update polling.
// With OMAD_MONOLITH=1 it builds the monolith instead: see monolith.ts.
import path from 'node:path';
import { rspack, type Configuration, type Compiler } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { findRepoRoot, readAppInfo } from './app-info';
import { federationExperiments, isProduction, moduleRules, output, resolveFor } from './common';
import {
  BUNDLED_REMOTES_MODULE,
  BundledRemotesPlugin,
  MONOLITH_OUT_DIR,
  generatedModulePath,
  isMonolith,
} from './monolith';
import { sharedFor } from './shared-deps';
import { BUNDLES_ATTRIBUTE, startAfterPaintScript, withStarter } from './start-after-paint';
import { SHELL_FRAME_FILE } from '@omad/contract/pages';

/**
 * The shared packages the shell's first frame draws with, bundled into its entry (eager):
 * React, the UI kit and the contract's core. The others load behind the entry's async
 * boundary with the rest of the shell.
 */
export const SHELL_EAGER_SHARED: ReadonlySet<string> = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@omad/ui',
  '@omad/contract',
]);

export type HostConfigOptions = Readonly<{
  /** The shell folder (pass import.meta.dirname). */
  dir: string;
  /** The HTML template; must contain the `<!-- omad:runtime -->` marker. */
  template: string;
  /** Files the build publishes beside index.html for the edge: name to content. */
  files?: Readonly<Record<string, () => string>>;
}>;

/**
 * Writes build-meta.json ({ buildId }) for the shell's update polling, and the files the
 * build publishes for the edge (routes.json).
 */
class BuildMetaPlugin {
  constructor(private readonly files: Readonly<Record<string, () => string>>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('OmadBuildMeta', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OmadBuildMeta', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const buildId = compilation.hash ?? String(Date.now());
          compilation.emitAsset(
            'build-meta.json',
            new rspack.sources.RawSource(JSON.stringify({ buildId })),
          );
          for (const [name, content] of Object.entries(this.files)) {
            compilation.emitAsset(name, new rspack.sources.RawSource(content()));
          }
        },
      );
    });
  }
}

/** Puts the starter in place of the shell's script tags in its index.html. */
class StartAfterPaintPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('OmadStartAfterPaint', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'OmadStartAfterPaint',
        (data) => ({
          ...data,
          bodyTags: withStarter(data.bodyTags, (sources) => ({
            tagName: 'script',
            attributes: { [BUNDLES_ATTRIBUTE]: sources.join(' ') },
            voidTag: false,
            innerHTML: startAfterPaintScript(),
          })),
        }),
      );
    });
  }
}

/**
 * The monolith's differences, and its only ones: its own output folder, and the shell's
 * bundled-remotes module (an empty map) swapped for the generated one, which imports every
 * remote's exposes from source. The federation host stays, so the shell runs unchanged.
 */
const monolithParts = (dir: string) => {
  const repoRoot = findRepoRoot(dir);
  const shellModule = path.join(dir, BUNDLED_REMOTES_MODULE);
  return {
    // Keyed by the absolute path (with and without its extension) so only the shell's own
    // module is swapped, whatever relative request reaches it.
    resolve: resolveFor(dir, {
      [`${shellModule}$`]: generatedModulePath(repoRoot),
      [`${shellModule}.ts$`]: generatedModulePath(repoRoot),
    }),
    plugins: [new BundledRemotesPlugin(repoRoot)],
  };
};

/** The federation options of the shell: a pure consumer that provides every shared package. */
export const hostFederation = (
  dir: string,
): ConstructorParameters<typeof ModuleFederationPlugin>[0] => ({
  name: readAppInfo(dir).scope,
  remotes: {},
  shared: sharedFor(dir, SHELL_EAGER_SHARED),
  shareStrategy: 'loaded-first',
  dts: false,
  manifest: false,
  experiments: federationExperiments('host'),
});

const SHELL_BUILD_NAME = 'shell';

/** The shell's output folder: dist, or the monolith's. */
const shellOutDir = (dir: string): string =>
  isMonolith() ? path.join(dir, MONOLITH_OUT_DIR) : path.join(dir, 'dist');

export const defineHostConfig = (options: HostConfigOptions): Configuration => {
  const info = readAppInfo(options.dir);
  const monolith = isMonolith() ? monolithParts(options.dir) : null;
  return {
    name: SHELL_BUILD_NAME,
    mode: isProduction() ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: 'source-map',
    output: output(shellOutDir(options.dir), info.scope, '/'),
    module: { rules: moduleRules },
    resolve: monolith?.resolve ?? resolveFor(options.dir),
    plugins: [
      new ModuleFederationPlugin(hostFederation(options.dir)),
      new rspack.HtmlRspackPlugin({ template: options.template, inject: 'body', minify: false }),
      new StartAfterPaintPlugin(),
      new BuildMetaPlugin(options.files ?? {}),
      ...(monolith?.plugins ?? []),
    ],
    performance: { hints: false },
  };
};

/** An rspack loader that turns a module into an empty one (the frame's stylesheets). */
const EMPTY_MODULE = path.join(import.meta.dirname, 'empty-module-loader.cjs');

/**
 * The build of the shell's first frame for the edge (the contract's SHELL_FRAME_FILE): one
 * CommonJS file for Node exporting renderShellFrame from `entry`, React bundled in. Its
 * stylesheets are left out, since the page links the shell's own. Runs after the browser
 * build (which empties the folder) in the same `rspack build`: export both configs.
 */
export const defineShellFrameConfig = (
  options: Readonly<{ dir: string; entry: string }>,
): Configuration => {
  const script = path.join(shellOutDir(options.dir), SHELL_FRAME_FILE);
  return {
    name: `${SHELL_BUILD_NAME}:first-frame`,
    dependencies: [SHELL_BUILD_NAME],
    mode: isProduction() ? 'production' : 'development',
    context: options.dir,
    target: 'node20',
    entry: { 'first-frame': options.entry },
    devtool: false,
    output: {
      path: path.dirname(script),
      filename: path.basename(script),
      library: { type: 'commonjs2' },
      publicPath: '/',
      clean: true,
    },
    module: {
      rules: [
        {
          oneOf: [
            { test: /\.css$/, type: 'javascript/auto', loader: EMPTY_MODULE },
            ...moduleRules,
          ],
        },
      ],
      generator: { asset: { emit: false } },
    },
    // The real packages, not the federation facades: nothing is shared on the edge.
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    externalsPresets: { node: true },
    optimization: { splitChunks: false, runtimeChunk: false, minimize: isProduction() },
    performance: { hints: false },
  };
};
