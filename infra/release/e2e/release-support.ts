// Helpers of the release specs: the CLI run against the e2e stack's own environments and
// artifact store, and a copy of mf-content with a visible change to publish.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_ARTIFACTS_DIR, E2E_ENVIRONMENTS_DIR } from '../../../playwright.config';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const CLI = path.join(REPO_ROOT, 'infra/release/src/main.ts');

export type CliResult = Readonly<{ status: number | null; stdout: string; stderr: string }>;

/** `npm run release -- …args` against the running e2e stack's folders. */
export const release = (...args: string[]): CliResult => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      ENVIRONMENTS_DIR: E2E_ENVIRONMENTS_DIR,
      ARTIFACTS_DIR: E2E_ARTIFACTS_DIR,
      RELEASE_USER: 'e2e',
    },
    timeout: 240_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** The marker the changed home page shows. */
export const RELEASE_NOTE = 'release-note';

/**
 * A checkout of mf-content elsewhere (as a squad's branch worktree would be) whose home page
 * shows `Yangi reliz <version>`, at `version`. Returns its folder.
 */
export const changedContentCheckout = (version: string): string => {
  const source = path.join(REPO_ROOT, 'mf-content');
  const dir = path.join(REPO_ROOT, 'test-results/release-e2e', version, 'mf-content');
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'package.json', 'rspack.config.ts']) {
    cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
  }
  if (
    existsSync(path.join(source, 'node_modules')) &&
    !existsSync(path.join(dir, 'node_modules'))
  ) {
    symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'));
  }
  const manifest = path.join(dir, 'package.json');
  const pkg = readFileSync(manifest, 'utf8').replace(
    /"version": "[^"]+"/,
    `"version": "${version}"`,
  );
  writeFileSync(manifest, pkg);
  const home = path.join(dir, 'src/features/home/home-page.tsx');
  const anchor = '<MenuBanner placement="home" />';
  const page = readFileSync(home, 'utf8');
  expect(page, 'the home page still has the anchor this spec edits after').toContain(anchor);
  writeFileSync(
    home,
    page.replace(anchor, `${anchor}<p data-testid="${RELEASE_NOTE}">Yangi reliz ${version}</p>`),
  );
  return dir;
};
