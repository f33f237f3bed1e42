// Every object a publish writes is conditional (If-None-Match: *), so a published file is never
// overwritten. s3rver ignores the header, so the requests are read on their way out, and a
// conforming server's 412 is played for the keys a test says are already there.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RELEASE_RECORD } from './artifact-store';
import { describeBuild } from './record';
import { createS3Store } from './s3-store';
import { startTestS3Server, type TestS3Server } from './s3-test-server';

let server: TestS3Server;
let builds: string;
beforeAll(async () => {
  server = await startTestS3Server('conditional/');
  builds = await mkdtemp(path.join(tmpdir(), 'omad-s3-conditional-'));
});
afterAll(async () => {
  await server.stop();
  await rm(builds, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

/** Keys below the version folder, as the store names them. */
const keyOf = (version: string, file: string) =>
  `conditional/remotes/mf-content/${version}/${file}`;

/**
 * Records each PUT (key and If-None-Match) and answers 412 to a conditional PUT of a key in
 * `existing`, as AWS S3 does when the object is there; everything else reaches s3rver.
 */
const watchPuts = (existing: ReadonlySet<string>) => {
  const puts: { key: string; ifNoneMatch: string | null }[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'PUT') {
      const key = decodeURIComponent(new URL(request.url).pathname).replace(/^\/[^/]+\//, '');
      const ifNoneMatch = request.headers.get('if-none-match');
      puts.push({ key, ifNoneMatch });
      if (ifNoneMatch === '*' && existing.has(key)) return new Response(null, { status: 412 });
    }
    return realFetch(request);
  });
  return puts;
};

const publish = async (version: string) => {
  const dir = path.join(builds, version);
  await mkdir(path.join(dir, 'static/css'), { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
  await writeFile(path.join(dir, 'static/css/main.css'), 'body{}');
  const store = createS3Store(server.options);
  await store.publish('mf-content', version, dir, {
    ...(await describeBuild(dir)),
    app: 'mf-content',
    version,
    commit: null,
    publishedAt: '2026-11-23T10:00:00.000Z',
    publishedBy: 'tester',
    origin: 'release',
  });
  return store;
};

describe('s3 uploads', () => {
  it('send If-None-Match: * with every object they write', async () => {
    const puts = watchPuts(new Set());
    await publish('1.0.0');
    expect(puts.map(({ key }) => key).sort()).toEqual(
      ['.omad-publishing', RELEASE_RECORD, 'mf-manifest.json', 'static/css/main.css'].map((file) =>
        keyOf('1.0.0', file),
      ),
    );
    for (const put of puts) expect(put.ifNoneMatch, put.key).toBe('*');
  });

  it('take a file already there with the same bytes as written (a publish that died)', async () => {
    const css = keyOf('1.1.0', 'static/css/main.css');
    await server.putObject(css, 'body{}');
    const puts = watchPuts(new Set([css]));
    const store = await publish('1.1.0');
    expect(puts.some((put) => put.key === css)).toBe(true);
    expect(await store.record('mf-content', '1.1.0')).toMatchObject({ version: '1.1.0' });
  });

  it('refuse the publish when a file is there with other bytes, and never overwrite it', async () => {
    const css = keyOf('1.2.0', 'static/css/main.css');
    await server.putObject(css, 'body{color:red}');
    watchPuts(new Set([css]));
    await expect(publish('1.2.0')).rejects.toThrow(
      `${css} is already there with other bytes; it is never overwritten`,
    );
    vi.restoreAllMocks();
    expect(await (await server.getObject(css)).text()).toBe('body{color:red}');
    const store = createS3Store(server.options);
    expect(await store.record('mf-content', '1.2.0')).toBeNull();
  });
});
