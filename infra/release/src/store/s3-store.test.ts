import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_RECORD } from './artifact-store';
import { describeBuild } from './record';
import { createS3Store } from './s3-store';
import { startTestS3Server } from './s3-test-server';
import type { TestS3Server } from './s3-test-server';
import { artifactStoreContract } from './store-contract';

// Every test runs on s3rver 3.7.1, which never computes a SigV4 signature, and again on
// @20minutes/s3rver 4.0.4, which refuses a request whose signature is not the one it computes.
const SERVERS = [
  { name: 's3rver 3.7.1, signatures unchecked', checksSignatures: false },
  { name: '@20minutes/s3rver 4.0.4, checking signatures', checksSignatures: true },
] as const;

let run = 0;

for (const { name, checksSignatures } of SERVERS) {
  artifactStoreContract(`s3 store on ${name}`, async () => {
    const server = await startTestS3Server(`run-${++run}/`, { checksSignatures });
    return {
      store: createS3Store(server.options),
      plant: (app, version, file, content) =>
        server.putObject(`${server.options.prefix}remotes/${app}/${version}/${file}`, content),
      cleanup: () => server.stop(),
    };
  });

  describe(`s3 store objects on ${name}`, () => {
    let server: TestS3Server;
    let builds: string;
    beforeAll(async () => {
      server = await startTestS3Server('omad/', { checksSignatures });
      builds = await mkdtemp(path.join(tmpdir(), 'omad-s3-builds-'));
    });
    afterAll(async () => {
      await server.stop();
      await rm(builds, { recursive: true, force: true });
    });

    const publish = async (store: ReturnType<typeof createS3Store>, version: string) => {
      const dir = path.join(builds, version);
      await mkdir(path.join(dir, 'static/css'), { recursive: true });
      await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
      await writeFile(path.join(dir, 'static/css/main.css'), 'body{}');
      await store.publish('mf-content', version, dir, {
        ...(await describeBuild(dir)),
        app: 'mf-content',
        version,
        commit: null,
        publishedAt: '2026-11-23T10:00:00.000Z',
        publishedBy: 'tester',
        origin: 'release',
      });
    };

    it('stores files under <prefix>remotes/ with their type and an immutable cache rule', async () => {
      const store = createS3Store(server.options);
      await publish(store, '1.0.0');

      const css = await server.getObject('omad/remotes/mf-content/1.0.0/static/css/main.css');
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await css.text()).toBe('body{}');
      const record = await server.getObject(`omad/remotes/mf-content/1.0.0/${RELEASE_RECORD}`);
      expect(JSON.parse(await record.text())).toMatchObject({
        app: 'mf-content',
        version: '1.0.0',
      });
      // The claim a publish holds while it writes is gone once it is done.
      const claim = await server.getObject('omad/remotes/mf-content/1.0.0/.omad-publishing');
      expect(claim.status).toBe(404);
      expect(store.location).toBe('s3://omad-artifacts/omad/');
    });

    it('follows continuation tokens when the versions span several list pages', async () => {
      const store = createS3Store({ ...server.options, listPageSize: 2 });
      for (const version of ['1.1.0', '1.2.0', '2.0.0-rc.1']) await publish(store, version);

      expect((await store.versions('mf-content')).sort()).toEqual([
        '1.0.0',
        '1.1.0',
        '1.2.0',
        '2.0.0-rc.1',
      ]);
    });

    it('names the store and the status when the server refuses', async () => {
      // Both servers check the key id.
      const store = createS3Store({ ...server.options, accessKeyId: 'NOT-A-KEY' });
      await expect(store.versions('mf-content')).rejects.toThrow(
        /^s3:\/\/omad-artifacts\/omad\/: list omad\/remotes\/mf-content\/ failed: HTTP 403 InvalidAccessKeyId$/,
      );
    });

    // s3rver 3.7.1 takes any secret. On 4.0.4, every other test here is the right secret passing.
    it.runIf(checksSignatures)('is refused with the right key id and a wrong secret', async () => {
      const store = createS3Store({ ...server.options, secretAccessKey: 'NOT-THE-SECRET' });
      await expect(store.versions('mf-content')).rejects.toThrow(
        /^s3:\/\/omad-artifacts\/omad\/: list omad\/remotes\/mf-content\/ failed: HTTP 403 SignatureDoesNotMatch$/,
      );
      // A HEAD reply has no body, hence no code; the publish stops before writing anything.
      await expect(publish(store, '3.0.0')).rejects.toThrow(
        /^s3:\/\/omad-artifacts\/omad\/: HEAD omad\/remotes\/mf-content\/3\.0\.0\/\.omad-release\.json failed: HTTP 403$/,
      );
      const claim = await server.getObject('omad/remotes/mf-content/3.0.0/.omad-publishing');
      expect(claim.status).toBe(404);
    });
  });
}
