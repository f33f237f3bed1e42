// Loaders and output rules every app shares: TypeScript/TSX through SWC, CSS, assets.
import type { Configuration, RuleSetRule } from '@rspack/core';
import { facadeAliases } from './shared-deps';
import { chunkLoadingGlobal } from '@omad/contract';

export const isProduction = (): boolean => process.env.NODE_ENV !== 'development';

export const moduleRules: RuleSetRule[] = [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  },
  { test: /\.css$/, type: 'css/auto' },
  { test: /\.(svg|png|webp|woff2?)$/, type: 'asset' },
];

/** How an app in `appDir` resolves modules; `alias` adds to the facades' aliases. */
export const resolveFor = (
  appDir: string,
  alias: Readonly<Record<string, string>> = {},
): NonNullable<Configuration['resolve']> => ({
  extensions: ['.tsx', '.ts', '.js', '.json'],
  alias: { ...facadeAliases(appDir), ...alias },
});

/** Names with content hashes: every file of a build is immutable. */
export const output = (
  dir: string,
  uniqueName: string,
  publicPath: string,
): Configuration['output'] => ({
  path: dir,
  publicPath,
  uniqueName,
  chunkLoadingGlobal: chunkLoadingGlobal(uniqueName),
  filename: 'static/js/[name].[contenthash:8].js',
  chunkFilename: 'static/js/[name].[contenthash:8].js',
  cssFilename: 'static/css/[name].[contenthash:8].css',
  cssChunkFilename: 'static/css/[name].[contenthash:8].css',
  assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
  clean: true,
});

/**
 * The federation runtime ships once per page: the shell (a pure consumer) provides its
 * runtime core to the remotes, which are built without their own copy (about 30 KB gzip
 * less per remoteEntry.js). Both leave out the Node.js branches of the runtime.
 */
export const federationExperiments = (role: 'host' | 'remote') =>
  ({
    ...(role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }),
    optimization: { target: 'web' },
  }) as const;
