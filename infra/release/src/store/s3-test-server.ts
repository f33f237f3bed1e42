// A real S3-compatible server for tests: s3rver on 127.0.0.1, on a free port the system
// picks, storing into a temp folder that stop() removes. Never used outside tests.
// s3rver 3.7.1 checks the access key id but never computes a SigV4 signature, so a wrong
// secret passes; its fork @20minutes/s3rver 4 computes it and answers 403
// SignatureDoesNotMatch, so the store's signing is proven there. Neither honours
// If-None-Match on a PUT (see s3-conditional.test.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SignatureCheckingS3rver from '@20minutes/s3rver';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import type { S3StoreOptions } from './s3-store';

export type TestS3Server = Readonly<{
  /** Options for createS3Store pointing at this server, with `prefix`. */
  options: S3StoreOptions;
  /** Writes an object straight into the bucket, around the store. */
  putObject(key: string, body: string): Promise<void>;
  /** The object as the server answers a signed GET. */
  getObject(key: string): Promise<Response>;
  stop(): Promise<void>;
}>;

export type TestS3ServerSettings = Readonly<{
  /** @20minutes/s3rver, which refuses a request whose SigV4 signature is wrong. */
  checksSignatures?: boolean;
}>;

// The one key pair both servers know (built into each).
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const startTestS3Server = async (
  prefix = 'omad/',
  { checksSignatures = false }: TestS3ServerSettings = {},
): Promise<TestS3Server> => {
  const directory = await mkdtemp(path.join(tmpdir(), 'omad-s3rver-'));
  const bucket = 'omad-artifacts';
  // Both take the same options and have the same run() and close().
  const Server = checksSignatures ? SignatureCheckingS3rver : S3rver;
  const server = new Server({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new AwsClient({ ...CREDENTIALS, service: 's3', region: 'us-east-1' });
  const objectUrl = (key: string) =>
    `${endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return {
    options: { endpoint, bucket, prefix, region: 'us-east-1', ...CREDENTIALS },
    async putObject(key, body) {
      const response = await client.fetch(objectUrl(key), { method: 'PUT', body });
      if (!response.ok) throw new Error(`PUT ${key}: HTTP ${response.status}`);
    },
    getObject: (key) => client.fetch(objectUrl(key)),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
