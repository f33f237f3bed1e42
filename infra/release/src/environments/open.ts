// Which environment store a release command (and `migrate-environments`) works on: the
// shared database when ENVIRONMENTS_DATABASE_URL is set, else the folder of files.
import type { EnvironmentStore } from './env-store';
import { openFileEnvironmentStore } from './file-env-store';
import { openPgEnvironmentStore } from './pg-env-store';

export const openEnvironmentStore = async (
  env: NodeJS.ProcessEnv,
  defaultDir: string,
): Promise<EnvironmentStore> =>
  env.ENVIRONMENTS_DATABASE_URL
    ? openPgEnvironmentStore({ url: env.ENVIRONMENTS_DATABASE_URL })
    : openFileEnvironmentStore(env.ENVIRONMENTS_DIR || defaultDir);
