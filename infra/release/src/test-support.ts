// Test helpers: a temporary environments folder and artifact store with published builds.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import type { ReleaseContext } from './context';
import {
  writeEnvironmentFile,
  type EnvironmentFile,
  type ShellFacts,
} from './environments/env-file';
import { openFileEnvironmentStore } from './environments/file-env-store';
import { createFsStore } from './store/fs-store';
import { describeBuild } from './store/record';
import type { ArtifactStore } from './store/artifact-store';

export const SHELL: ShellFacts = {
  contractVersion: '1.1.0',
  shared: { react: '19.2.0', 'react-dom': '19.2.0', 'react-router': '7.18.0' },
};

/** A build folder with a manifest recording `contractVersion` and shared ranges. */
export const fakeBuild = (root: string, contractVersion: string, react: string): string => {
  const dir = mkdtempSync(path.join(root, 'build-'));
  const manifest = {
    metaData: { omad: { contractVersion } },
    shared: [
      { name: 'react', requiredVersion: react },
      { name: 'react-dom/client', requiredVersion: react },
      { name: '@omad/ui', requiredVersion: '^1.0.0' },
    ],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  mkdirSync(path.join(dir, 'static'));
  writeFileSync(
    path.join(dir, 'static', 'main.js'),
    `console.log(${JSON.stringify(contractVersion)})`,
  );
  return dir;
};

export type Fixture = Readonly<{
  ctx: ReleaseContext;
  store: ArtifactStore;
  dir: string;
  /** Publishes app@version built against `contract` needing react `react` and a shell of `hostContract`. */
  publish: (
    app: string,
    version: string,
    contract?: string,
    react?: string,
    hostContract?: string | null,
  ) => Promise<void>;
  writeEnv: (env: Partial<EnvironmentFile> & { name: string }) => Promise<void>;
  /** The same context for another release manager. */
  as: (who: string) => ReleaseContext;
}>;

export const createFixture = (who = 'tester'): Fixture => {
  const root = mkdtempSync(path.join(tmpdir(), 'omad-release-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const dir = path.join(root, 'environments');
  mkdirSync(dir);
  const store = createFsStore(path.join(root, 'artifacts'));
  let tick = Date.parse('2026-11-23T10:00:00Z');
  const ctx: ReleaseContext = {
    environments: openFileEnvironmentStore(dir),
    store,
    shellDir: root,
    who,
    machine: 'test-machine',
    now: () => new Date((tick += 60_000)),
  };
  return {
    ctx,
    as: (other) => ({ ...ctx, who: other }),
    store,
    dir,
    async publish(app, version, contract = '1.0.0', react = '^19.0.0', hostContract = null) {
      const build = fakeBuild(root, contract, react);
      await store.publish(app, version, build, {
        app,
        version,
        contractVersion: contract,
        hostContract,
        shared: { react, 'react-dom/client': react, '@omad/ui': '^1.0.0' },
        // What an edge checks each file it serves against.
        files: (await describeBuild(build)).files,
        commit: null,
        publishedAt: new Date(tick).toISOString(),
        publishedBy: who,
        origin: 'release',
      });
    },
    writeEnv: (env) =>
      writeEnvironmentFile(dir, {
        revision: 0,
        production: false,
        simulations: false,
        locked: null,
        shell: SHELL,
        remotes: {},
        ...env,
      }),
  };
};
