import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RELEASE_RECORD } from './artifact-store';
import { createFsStore } from './fs-store';
import { describeBuild } from './record';
import { artifactStoreContract } from './store-contract';

artifactStoreContract('fs store', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'omad-fs-store-'));
  return {
    store: createFsStore(root),
    async plant(app, version, file, content) {
      const full = path.join(root, 'remotes', app, version, file);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, content);
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

describe('fs store layout', () => {
  const roots: string[] = [];
  afterEach(async () => {
    await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
  });

  const setup = async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'omad-fs-store-'));
    roots.push(root);
    const builds = await Promise.all(
      ['a', 'b', 'c'].map(async (label) => {
        const dir = path.join(root, `build-${label}`);
        await mkdir(path.join(dir, 'static'), { recursive: true });
        await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
        await writeFile(path.join(dir, 'static', 'main.js'), label);
        return dir;
      }),
    );
    return { root, store: createFsStore(path.join(root, 'artifacts')), builds };
  };
  const recordFor = async (dir: string, publishedBy: string) => ({
    ...(await describeBuild(dir)),
    app: 'mf-profile',
    version: '1.0.0',
    commit: null,
    publishedAt: '2026-11-23T10:00:00.000Z',
    publishedBy,
    origin: 'release' as const,
  });

  it('writes <root>/remotes/<app>/<version>/ with the files and the record', async () => {
    const { root, store, builds } = await setup();
    const [dir = ''] = builds;
    await store.publish('mf-profile', '1.0.0', dir, await recordFor(dir, 'a'));

    const version = path.join(root, 'artifacts/remotes/mf-profile/1.0.0');
    expect((await readdir(version)).sort()).toEqual([RELEASE_RECORD, 'mf-manifest.json', 'static']);
    expect(existsSync(path.join(version, 'static/main.js'))).toBe(true);
    expect(store.location).toBe(path.join(root, 'artifacts'));
  });

  it('leaves no temp folder behind when concurrent publishes race', async () => {
    const { root, store, builds } = await setup();
    const results = await Promise.allSettled(
      builds.map(async (dir, index) =>
        store.publish('mf-profile', '1.0.0', dir, await recordFor(dir, String(index))),
      ),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await readdir(path.join(root, 'artifacts/remotes/mf-profile'))).toEqual(['1.0.0']);
    // The files are the winner's, not a mix.
    const record = await store.record('mf-profile', '1.0.0');
    const winner = builds[Number(record?.publishedBy)] ?? '';
    expect(
      (await describeBuild(path.join(root, 'artifacts/remotes/mf-profile/1.0.0'))).files,
    ).toEqual((await describeBuild(winner)).files);
  });
});
