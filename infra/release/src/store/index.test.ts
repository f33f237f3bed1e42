import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArtifactStore } from './index';

const S3 = {
  ARTIFACT_STORE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_BUCKET: 'omad',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('openArtifactStore', () => {
  it('opens the folder store at ARTIFACTS_DIR, or infra/artifacts of the repository', () => {
    expect(openArtifactStore({ ARTIFACTS_DIR: '/tmp/omad-artifacts' }).location).toBe(
      '/tmp/omad-artifacts',
    );
    expect(openArtifactStore({}).location).toBe(
      path.resolve(import.meta.dirname, '../../../artifacts'),
    );
  });

  it('opens the S3 store with its prefix', () => {
    expect(openArtifactStore({ ...S3, S3_PREFIX: 'omad/prod' }).location).toBe(
      's3://omad/omad/prod/',
    );
    expect(openArtifactStore(S3).location).toBe('s3://omad/');
  });

  it('names every missing S3 setting in one line', () => {
    expect(() => openArtifactStore({ ARTIFACT_STORE: 's3', S3_BUCKET: 'omad' })).toThrow(
      /^ARTIFACT_STORE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY$/,
    );
  });

  it('refuses an endpoint that is not a URL and a store it does not know', () => {
    expect(() => openArtifactStore({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT="minio:9000" is not an http(s) URL',
    );
    expect(() => openArtifactStore({ ARTIFACT_STORE: 'gcs' })).toThrow(
      'ARTIFACT_STORE="gcs" is not a store',
    );
  });
});
