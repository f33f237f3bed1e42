// What every artifact store must do, as one Vitest suite run against each implementation
// (fs-store.test.ts, s3-store.test.ts), so the folder and the object store cannot drift.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VersionExistsError } from './artifact-store';
import type { ArtifactStore, ReleaseRecord } from './artifact-store';
import { describeBuild } from './record';

export type StoreUnderTest = Readonly<{
  store: ArtifactStore;
  /** Writes one file of app@version into the store's storage directly, with no record. */
  plant(app: string, version: string, file: string, content: string): Promise<void>;
  cleanup(): Promise<void>;
}>;

const text = (bytes: Uint8Array | null): string | null =>
  bytes === null ? null : new TextDecoder().decode(bytes);

export const artifactStoreContract = (name: string, open: () => Promise<StoreUnderTest>) =>
  describe(`${name}: the artifact store contract`, () => {
    let subject: StoreUnderTest;
    let store: ArtifactStore;
    let builds: string;

    /** A build folder whose main.js says `label`, and the record a publish of it carries. */
    const build = async (
      app: string,
      version: string,
      label: string,
    ): Promise<{ dir: string; record: ReleaseRecord }> => {
      const dir = await mkdtemp(path.join(builds, `${app}-`));
      await mkdir(path.join(dir, 'static/js'), { recursive: true });
      await writeFile(
        path.join(dir, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { omad: { contractVersion: '1.1.0' } },
          shared: [{ name: 'react', requiredVersion: '^19.2.0' }],
        }),
      );
      await writeFile(path.join(dir, 'remoteEntry.js'), `var entry = ${JSON.stringify(label)};`);
      await writeFile(
        path.join(dir, 'static/js/main.js'),
        `console.log(${JSON.stringify(label)});`,
      );
      await writeFile(path.join(dir, '.build-stamp'), 'stamp');
      const record: ReleaseRecord = {
        ...(await describeBuild(dir)),
        app,
        version,
        commit: null,
        publishedAt: '2026-11-23T10:00:00.000Z',
        publishedBy: label,
        origin: 'release',
      };
      return { dir, record };
    };

    beforeEach(async () => {
      builds = await mkdtemp(path.join(tmpdir(), 'omad-builds-'));
      subject = await open();
      store = subject.store;
    });
    afterEach(async () => {
      await subject.cleanup();
      await rm(builds, { recursive: true, force: true });
    });

    it('lists, describes and serves a published version', async () => {
      const { dir, record } = await build('mf-cashier', '1.2.0', 'first');
      await store.publish('mf-cashier', '1.2.0', dir, record);

      expect(await store.versions('mf-cashier')).toEqual(['1.2.0']);
      expect(await store.record('mf-cashier', '1.2.0')).toEqual(record);
      expect(text(await store.read('mf-cashier', '1.2.0', 'static/js/main.js'))).toBe(
        'console.log("first");',
      );
      expect(text(await store.read('mf-cashier', '1.2.0', 'remoteEntry.js'))).toBe(
        'var entry = "first";',
      );
      // The build cache's marker is not part of the build.
      expect(await store.read('mf-cashier', '1.2.0', '.build-stamp')).toBeNull();
    });

    it('never overwrites a published version', async () => {
      const first = await build('mf-cashier', '1.2.0', 'first');
      const second = await build('mf-cashier', '1.2.0', 'second');
      await store.publish('mf-cashier', '1.2.0', first.dir, first.record);

      await expect(
        store.publish('mf-cashier', '1.2.0', second.dir, second.record),
      ).rejects.toBeInstanceOf(VersionExistsError);
      expect(text(await store.read('mf-cashier', '1.2.0', 'static/js/main.js'))).toBe(
        'console.log("first");',
      );
      expect((await store.record('mf-cashier', '1.2.0'))?.publishedBy).toBe('first');
    });

    it('lets exactly one of two concurrent publishes of a version win', async () => {
      const a = await build('mf-cashier', '2.0.0', 'a');
      const b = await build('mf-cashier', '2.0.0', 'b');
      const results = await Promise.allSettled([
        store.publish('mf-cashier', '2.0.0', a.dir, a.record),
        store.publish('mf-cashier', '2.0.0', b.dir, b.record),
      ]);

      const won = results.flatMap((result, index) =>
        result.status === 'fulfilled' ? [index === 0 ? 'a' : 'b'] : [],
      );
      const lost = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason] : [],
      );
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toBeInstanceOf(VersionExistsError);
      expect((await store.record('mf-cashier', '2.0.0'))?.publishedBy).toBe(won[0]);
      expect(await store.versions('mf-cashier')).toEqual(['2.0.0']);
    });

    it('answers null for what is not there', async () => {
      const { dir, record } = await build('mf-cashier', '1.2.0', 'first');
      await store.publish('mf-cashier', '1.2.0', dir, record);

      expect(await store.read('mf-cashier', '1.2.0', 'static/js/missing.js')).toBeNull();
      expect(await store.read('mf-cashier', '9.9.9', 'remoteEntry.js')).toBeNull();
      expect(await store.record('mf-cashier', '9.9.9')).toBeNull();
      expect(await store.versions('mf-unknown')).toEqual([]);
    });

    it.each(['../1.0.0/remoteEntry.js', 'static/../../x.js', '/etc/passwd', 'static//x', '.\\x'])(
      'refuses the path %s that would leave the version folder',
      async (file) => {
        const { dir, record } = await build('mf-cashier', '1.2.0', 'first');
        await store.publish('mf-cashier', '1.2.0', dir, record);
        await expect(store.read('mf-cashier', '1.2.0', file)).rejects.toThrow(
          'is not a path inside mf-cashier@1.2.0',
        );
      },
    );

    it('refuses app and version names that are not kebab-case and semver', async () => {
      const { dir, record } = await build('mf-cashier', '1.2.0', 'first');
      await expect(store.versions('../mf-cashier')).rejects.toThrow('is not an app name');
      await expect(store.record('mf-cashier', '1.2')).rejects.toThrow('is not a semver version');
      await expect(store.read('mf-cashier', '..', 'x.js')).rejects.toThrow('is not a semver');
      await expect(store.publish('Mf_Cashier', '1.2.0', dir, record)).rejects.toThrow(
        '"Mf_Cashier" is not an app name',
      );
      await expect(store.publish('mf-cashier', '1.3.0', dir, record)).rejects.toThrow(
        'the release record is for mf-cashier@1.2.0, not mf-cashier@1.3.0',
      );
    });

    it('does not list or serve a version that has files but no record', async () => {
      const { dir, record } = await build('mf-cashier', '1.2.0', 'first');
      await store.publish('mf-cashier', '1.2.0', dir, record);
      await subject.plant('mf-cashier', '1.3.0', 'remoteEntry.js', 'var half = 1;');

      expect(await store.versions('mf-cashier')).toEqual(['1.2.0']);
      expect(await store.record('mf-cashier', '1.3.0')).toBeNull();
      expect(await store.read('mf-cashier', '1.3.0', 'remoteEntry.js')).toBeNull();
    });
  });
