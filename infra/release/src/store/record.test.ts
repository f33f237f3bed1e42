import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RELEASE_RECORD } from './artifact-store';
import { describeBuild, parseReleaseRecord } from './record';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('describeBuild', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'omad-record-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads the contract version and shared ranges from mf-manifest.json and hashes the files', async () => {
    const manifest = JSON.stringify({
      id: 'mf_cashier',
      metaData: { omad: { app: 'mf-cashier', contractVersion: '1.1.0' } },
      shared: [
        { name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.2.0' },
        { name: '@omad/ui', requiredVersion: '^1.0.0', assets: { js: { sync: [] } } },
        { name: 'left-unchecked', requiredVersion: false },
      ],
    });
    await writeFile(path.join(dir, 'mf-manifest.json'), manifest);
    await mkdir(path.join(dir, 'static/js'), { recursive: true });
    await writeFile(path.join(dir, 'static/js/b.js'), 'b');
    await writeFile(path.join(dir, 'static/js/a.js'), 'a');
    await writeFile(path.join(dir, '.build-stamp'), 'stamp');
    await writeFile(path.join(dir, RELEASE_RECORD), '{}');

    const build = await describeBuild(dir);

    expect(build.contractVersion).toBe('1.1.0');
    expect(build.shared).toEqual({ react: '^19.2.0', '@omad/ui': '^1.0.0' });
    expect(build.files).toEqual({
      'mf-manifest.json': sha256(manifest),
      'static/js/a.js': sha256('a'),
      'static/js/b.js': sha256('b'),
    });
    expect(Object.keys(build.files)).toEqual([
      'mf-manifest.json',
      'static/js/a.js',
      'static/js/b.js',
    ]);
  });

  it('gives a null contract version when the manifest does not record one', async () => {
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: {} }));
    expect(await describeBuild(dir)).toMatchObject({ contractVersion: null, shared: {} });
  });

  it('refuses a folder without a federation manifest', async () => {
    await writeFile(path.join(dir, 'remoteEntry.js'), '');
    await expect(describeBuild(dir)).rejects.toThrow(`${dir}/mf-manifest.json is missing`);
  });

  it('names the manifest when it is malformed', async () => {
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ id: 1 }] }));
    await expect(describeBuild(dir)).rejects.toThrow(
      `${dir}/mf-manifest.json is not a federation manifest: shared.0.name`,
    );
  });
});

describe('parseReleaseRecord', () => {
  const current = {
    app: 'mf-loyalty',
    version: '1.0.0',
    contractVersion: '1.1.0',
    hostContract: '1.0.0',
    shared: { react: '^19.2.0' },
    files: { 'remoteEntry.js': 'ab12' },
    commit: '0123abcd',
    publishedAt: '2026-11-23T16:22:35.329Z',
    publishedBy: 'aziza',
    origin: 'release',
  };

  it('reads a current record as written', () => {
    expect(parseReleaseRecord(JSON.stringify(current))).toEqual(current);
  });

  it('fills in what records written by the first `npm start` lacked', () => {
    // The shape infra/stack wrote before records carried the manifest facts.
    const old = {
      app: 'mf-loyalty',
      version: '1.0.0',
      origin: 'workspace',
      publishedAt: '2026-11-23T16:22:35.329Z',
      files: { 'remoteEntry.js': 'ab12' },
    };
    expect(parseReleaseRecord(JSON.stringify(old))).toEqual({
      ...old,
      contractVersion: null,
      hostContract: null,
      shared: {},
      commit: null,
      publishedBy: 'unknown',
    });
  });

  it.each([
    ['not JSON', '{', 'r.json is not JSON'],
    [
      'an unknown origin',
      JSON.stringify({ ...current, origin: 'manual' }),
      'r.json is not a release record: origin',
    ],
    [
      'no files',
      JSON.stringify({ ...current, files: undefined }),
      'r.json is not a release record: files',
    ],
    ['a numeric hash', JSON.stringify({ ...current, files: { 'a.js': 1 } }), 'files.a.js'],
  ])('refuses %s, naming the source', (_, json, message) => {
    expect(() => parseReleaseRecord(json, 'r.json')).toThrow(message);
  });
});
