import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFsStore, RELEASE_RECORD } from '@omad/release/store';
import { publishWorkspaceBuild } from './publish-workspace';
import type { WorkspaceFolders } from './publish-workspace';

let root: string;
let folders: WorkspaceFolders;

const writeBuild = async (main: string) => {
  const dist = path.join(folders.dir, 'dist/1.3.0');
  await mkdir(path.join(dist, 'static'), { recursive: true });
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { omad: { contractVersion: '1.1.0' } },
      shared: [{ name: 'react', requiredVersion: '^19.2.0' }],
    }),
  );
  await writeFile(path.join(dist, 'static/main.js'), main);
  await writeFile(path.join(dist, '.build-stamp'), 'stamp');
};
const published = () => createFsStore(folders.artifacts).record('mf-cashier', '1.3.0');
const publishedMain = () =>
  readFile(path.join(folders.artifacts, 'remotes/mf-cashier/1.3.0/static/main.js'), 'utf8');

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'omad-workspace-'));
  folders = { dir: path.join(root, 'mf-cashier'), artifacts: path.join(root, 'artifacts') };
  await mkdir(folders.dir);
  await writeFile(path.join(folders.dir, 'package.json'), JSON.stringify({ version: '1.3.0' }));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('publishWorkspaceBuild', () => {
  it('publishes the build with a workspace record carrying the manifest facts', async () => {
    await writeBuild('one');
    expect(await publishWorkspaceBuild('mf-cashier', folders)).toBe(
      'mf-cashier@1.3.0 published from the workspace',
    );
    expect(await published()).toMatchObject({
      app: 'mf-cashier',
      version: '1.3.0',
      origin: 'workspace',
      contractVersion: '1.1.0',
      shared: { react: '^19.2.0' },
      files: { 'mf-manifest.json': expect.any(String), 'static/main.js': expect.any(String) },
    });
    expect(await publishedMain()).toBe('one');
  });

  it('leaves an unchanged build alone and replaces its own older build', async () => {
    await writeBuild('one');
    await publishWorkspaceBuild('mf-cashier', folders);
    expect(await publishWorkspaceBuild('mf-cashier', folders)).toBe('mf-cashier@1.3.0 up to date');

    await writeBuild('two');
    expect(await publishWorkspaceBuild('mf-cashier', folders)).toBe(
      'mf-cashier@1.3.0 published from the workspace',
    );
    expect(await publishedMain()).toBe('two');
  });

  it('rewrites a workspace record written before records carried the manifest facts', async () => {
    await writeBuild('one');
    await publishWorkspaceBuild('mf-cashier', folders);
    const recordFile = path.join(folders.artifacts, 'remotes/mf-cashier/1.3.0', RELEASE_RECORD);
    const { app, version, origin, publishedAt, files } = (await published()) ?? {};
    await writeFile(recordFile, JSON.stringify({ app, version, origin, publishedAt, files }));
    expect(await published()).toMatchObject({ contractVersion: null, shared: {} });

    expect(await publishWorkspaceBuild('mf-cashier', folders)).toBe(
      'mf-cashier@1.3.0 published from the workspace',
    );
    expect(await published()).toMatchObject({
      contractVersion: '1.1.0',
      shared: { react: '^19.2.0' },
    });
  });

  it('never replaces a version the release flow published', async () => {
    await writeBuild('one');
    await publishWorkspaceBuild('mf-cashier', folders);
    const recordFile = path.join(folders.artifacts, 'remotes/mf-cashier/1.3.0', RELEASE_RECORD);
    const record = await readFile(recordFile, 'utf8');
    await writeFile(recordFile, record.replace('"origin": "workspace"', '"origin": "release"'));

    await writeBuild('two');
    expect(await publishWorkspaceBuild('mf-cashier', folders)).toMatch(
      /^mf-cashier@1\.3\.0 is a published release and differs from the workspace build: kept/,
    );
    expect(await publishedMain()).toBe('one');
  });
});
