// The storefront's apps: the shell and the six remotes (ownership in the architecture
// doc), and the rule that names a remote's federation container. The lint config, the
// stack scripts, the build preset, the shell's route table and the edge all take them here.

/** The host. */
export const SHELL_APP = 'shell';

/** Every remote, each a workspace folder of its own. */
export const REMOTE_APPS = [
  'mf-auth',
  'mf-cashier',
  'mf-gamehall',
  'mf-loyalty',
  'mf-profile',
  'mf-content',
] as const;

/** One of the remotes. */
export type RemoteApp = (typeof REMOTE_APPS)[number];

/** The shell and every remote. */
export const APPS = [SHELL_APP, ...REMOTE_APPS] as const;

/** The federation container name of an app, an identifier: 'mf_cashier' for 'mf-cashier'. */
export const federationScope = (app: string): string => app.replaceAll('-', '_');

/**
 * The global array through which a build's lazy chunks reach its runtime ('omadChunks_mf_cashier').
 * The build preset names it; the shell empties it before it loads a remote's code afresh (a
 * retry), so chunks of the build that failed never reach the new one.
 */
export const chunkLoadingGlobal = (scope: string): string => `omadChunks_${scope}`;
