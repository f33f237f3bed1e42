// @20minutes/s3rver ships no types: only what s3-test-server.ts uses, as its lib/s3rver.js
// (4.0.4) defines them.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    /** 0 lets the system pick a free port; run() says which. */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept on disk. */
    directory?: string;
    /** Created (empty) when run() starts; configs are CORS or website XML documents. */
    configureBuckets?: { name: string; configs: string[] }[];
  };

  class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
