// Where things are in the repository, for the stack scripts.
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const REMOTE_APPS = [
  'mf-auth',
  'mf-cashier',
  'mf-gamehall',
  'mf-loyalty',
  'mf-profile',
  'mf-content',
] as const;
export const ALL_APPS = ['shell', ...REMOTE_APPS] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

export const appDir = (app: string): string => path.join(REPO_ROOT, app);
export const artifactsDir = (): string =>
  process.env.ARTIFACTS_DIR ?? path.join(REPO_ROOT, 'infra/artifacts');
/** The checked-in environment files. */
export const CHECKED_IN_ENVIRONMENTS = path.join(REPO_ROOT, 'infra/environments');
export const environmentsDir = (): string =>
  process.env.ENVIRONMENTS_DIR ?? CHECKED_IN_ENVIRONMENTS;
