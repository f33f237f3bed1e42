// Where things are in the repository, for the stack scripts.
import path from 'node:path';
import { APPS, REMOTE_APPS, type RemoteApp } from '@omad/contract';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** The apps, as the contract lists them. */
export { REMOTE_APPS, type RemoteApp };
export const ALL_APPS = APPS;

export const appDir = (app: string): string => path.join(REPO_ROOT, app);
export const artifactsDir = (): string =>
  process.env.ARTIFACTS_DIR ?? path.join(REPO_ROOT, 'infra/artifacts');
/** The checked-in environment files. */
export const CHECKED_IN_ENVIRONMENTS = path.join(REPO_ROOT, 'infra/environments');
export const environmentsDir = (): string =>
  process.env.ENVIRONMENTS_DIR ?? CHECKED_IN_ENVIRONMENTS;
