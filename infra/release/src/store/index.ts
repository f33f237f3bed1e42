// The artifact store's public surface, and the choice of store from the environment:
// ARTIFACT_STORE=s3 for an S3-compatible object store, else a folder (ARTIFACTS_DIR).
import path from 'node:path';
import type { ArtifactStore } from './artifact-store';
import { createFsStore } from './fs-store';
import { createS3Store } from './s3-store';

export { RELEASE_RECORD, VersionExistsError } from './artifact-store';
export type { ArtifactStore, ReleaseRecord } from './artifact-store';
export { createFsStore } from './fs-store';
export { createS3Store, VersionClaimedError } from './s3-store';
export type { S3StoreOptions } from './s3-store';
export { isAppName, isVersion } from './names';
export {
  describeBuild,
  formatReleaseRecord,
  hashBuildFiles,
  listBuildFiles,
  parseReleaseRecord,
} from './record';
export type { BuildDescription } from './record';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The store's folder when ARTIFACT_STORE is not s3: ARTIFACTS_DIR or infra/artifacts. */
export const defaultArtifactsDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env.ARTIFACTS_DIR ? path.resolve(env.ARTIFACTS_DIR) : path.join(REPO_ROOT, 'infra/artifacts');

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The store the environment names. ARTIFACT_STORE=s3 needs S3_ENDPOINT, S3_BUCKET,
 * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (S3_PREFIX defaults to '', S3_REGION to
 * us-east-1); unset or 'fs' means the folder store. Throws one line naming what is wrong.
 */
export const openArtifactStore = (env: NodeJS.ProcessEnv = process.env): ArtifactStore => {
  const kind = env.ARTIFACT_STORE ?? '';
  if (kind === '' || kind === 'fs') return createFsStore(defaultArtifactsDir(env));
  if (kind !== 's3') {
    throw new Error(
      `ARTIFACT_STORE="${kind}" is not a store: use s3, or leave it unset for a folder`,
    );
  }
  const missing = S3_SETTINGS.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`ARTIFACT_STORE=s3 needs ${missing.join(', ')}`);
  const endpoint = env.S3_ENDPOINT ?? '';
  if (!/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT="${endpoint}" is not an http(s) URL`);
  }
  return createS3Store({
    endpoint,
    bucket: env.S3_BUCKET ?? '',
    prefix: env.S3_PREFIX ?? '',
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  });
};
