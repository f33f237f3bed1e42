// Remote builds from the folder store are served only as their publish recorded them: a file
// changed or added afterwards is refused with an error and a log line, a version without a
// record is not served, and the store's own files are never served.
import { stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Edge } from './edge';
import {
  createFixture,
  recordBuild,
  runtimeConfigOf,
  edgeOver,
  type Fixture,
} from './test-fixtures';

const ENTRY = '/remotes/mf-cashier/1.0.0/remoteEntry.js';

let fixture: Fixture;
let lines: string[];
let edge: Edge;

beforeEach(async () => {
  fixture = await createFixture();
  lines = [];
  edge = await edgeOver(fixture, { log: (line) => lines.push(line) });
});
afterEach(() => fixture.cleanup());

const get = (path: string) => edge.app.request(path);

describe('a remote file in the folder store', () => {
  it('is served as published', async () => {
    const response = await get(ENTRY);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('var mf_cashier = {};\n');
  });

  it('changed after publish is refused, even after it was served once', async () => {
    const file = join(fixture.artifactsDir, 'remotes/mf-cashier/1.0.0/remoteEntry.js');
    const published = new Date('2026-01-01T00:00:00Z');
    await utimes(file, published, published);
    expect((await get(ENTRY)).status).toBe(200);
    // The same size and modification time as the file served (touch -r): seen all the same.
    await fixture.tamper(`artifacts${ENTRY}`, 'var mf_cashier = 66;\n');
    await utimes(file, published, published);
    expect((await stat(file)).size).toBe('var mf_cashier = {};\n'.length);
    expect((await stat(file)).mtime).toEqual(published);
    const response = await get(ENTRY);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('66');
    expect(lines).toEqual([
      'refused mf-cashier@1.0.0/remoteEntry.js differs from the sha256 its publish recorded',
    ]);
  });

  it('added after publish is refused', async () => {
    await fixture.tamper('artifacts/remotes/mf-cashier/1.0.0/static/js/extra.js', 'alert(1)');
    expect((await get('/remotes/mf-cashier/1.0.0/static/js/extra.js')).status).toBe(500);
    expect(lines).toEqual([
      'refused mf-cashier@1.0.0/static/js/extra.js is not in its release record',
    ]);
  });

  it('of a version without a release record, or of the store itself, is not found', async () => {
    await fixture.tamper('artifacts/remotes/mf-auth/1.0.0/remoteEntry.js', 'var mf_auth = {};');
    await fixture.tamper('artifacts/remotes/mf-cashier/.tmp-1.1.0-abc/remoteEntry.js', 'x');
    for (const path of [
      '/remotes/mf-auth/1.0.0/remoteEntry.js',
      '/remotes/mf-cashier/1.0.0/.omad-release.json',
      '/remotes/mf-cashier/.tmp-1.1.0-abc/remoteEntry.js',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(lines).toEqual([]);
  });

  it('is served again when a new publish records it (npm start republishes in place)', async () => {
    await fixture.tamper(`artifacts${ENTRY}`, 'var mf_cashier = { rebuilt: true };\n');
    expect((await get(ENTRY)).status).toBe(500);
    await recordBuild(
      join(fixture.artifactsDir, 'remotes/mf-cashier/1.0.0'),
      'mf-cashier',
      '1.0.0',
    );
    const response = await get(ENTRY);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('rebuilt');
  });

  it('is a manifest the remote map reads only as published', async () => {
    await fixture.tamper(
      'artifacts/remotes/mf-cashier/1.0.0/mf-manifest.json',
      JSON.stringify({
        metaData: { omad: { app: 'mf-cashier', version: '1.0.0', contractVersion: '9.9.9' } },
      }),
    );
    const response = await edge.app.request('/', { headers: { Accept: 'text/html' } });
    expect(runtimeConfigOf(await response.text())).toMatchObject({
      remotes: [{ name: 'mf-cashier', contractVersion: null }, {}],
    });
    expect((await get('/remotes/mf-cashier/1.0.0/mf-manifest.json')).status).toBe(500);
  });
});
