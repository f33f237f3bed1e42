// The rspack config of the shell: a federation host with no compiled-in remotes (they are
// registered at runtime from the map the edge inlines) and a build id for update polling.
import path from 'node:path';
import { rspack, type Configuration, type Compiler } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { readAppInfo } from './app-info';
import { isProduction, moduleRules, output, resolve } from './common';
import { sharedFor } from './shared-deps';

export type HostConfigOptions = Readonly<{
  /** The shell folder (pass import.meta.dirname). */
  dir: string;
  /** The HTML template; must contain the `<!-- omad:runtime -->` marker. */
  template: string;
}>;

/** Writes build-meta.json ({ buildId }) for the shell's update polling. */
class BuildMetaPlugin {
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
        },
      );
    });
  }
}

export const defineHostConfig = (options: HostConfigOptions): Configuration => {
  const info = readAppInfo(options.dir);
  return {
    mode: isProduction() ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: 'source-map',
    output: output(path.join(options.dir, 'dist'), info.scope, '/'),
    module: { rules: moduleRules },
    resolve,
    plugins: [
      new ModuleFederationPlugin({
        name: info.scope,
        remotes: {},
        shared: sharedFor(options.dir),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
      new rspack.HtmlRspackPlugin({ template: options.template, inject: 'body', minify: false }),
      new BuildMetaPlugin(),
    ],
    performance: { hints: false },
  };
};
