// A release manager's loop against the running stack, nothing restarted between steps:
// publish a changed mf-content, pin it, see it; roll back, see the old page; a tester's
// override with its badge; an incompatible contract refused by the CLI and, forced in
// anyway, isolated by the shell's fallback.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONTRACT_VERSION, parseVersion } from '@omad/contract';
import {
  describeBuild,
  formatReleaseRecord,
  parseReleaseRecord,
  RELEASE_RECORD,
} from '@omad/release/store';
import { E2E_ARTIFACTS_DIR } from '../../../playwright.config';
import { changedContentCheckout, RELEASE_NOTE, release } from './release-support';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const VERSION = `1.0.1-e2e.${stamp}`;
/** The next contract major: what a squad ahead of this shell would build against. */
const NEXT_MAJOR = `${(parseVersion(CONTRACT_VERSION)?.major ?? 0) + 1}.0.0`;
const AHEAD = `${NEXT_MAJOR}-e2e.${stamp}`;

const homeShows = async (page: Page, note: boolean) => {
  // The edge notices the new pins within a second; each try is a fresh page load.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('home-banner').first()).toBeVisible({ timeout: 5_000 });
    await expect(page.getByTestId(RELEASE_NOTE)).toHaveCount(note ? 1 : 0);
  }).toPass({ timeout: 20_000 });
};

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const published = release('publish', 'mf-content', '--dir', changedContentCheckout(VERSION));
  expect(published.stderr).toBe('');
  expect(published.status).toBe(0);
  expect(published.stdout).toContain(`published mf-content@${VERSION}`);
});

test('publish, pin and roll back mf-content while the stack runs', async ({ page }) => {
  await page.goto('/');
  await homeShows(page, false);

  const again = release('publish', 'mf-content', '--dir', changedContentCheckout(VERSION));
  expect(again.status).toBe(1);
  expect(again.stderr).toContain(`mf-content@${VERSION} is already published`);

  const pinned = release('pin', 'local', `mf-content@${VERSION}`, '--reason', 'e2e');
  expect(pinned.status).toBe(0);
  expect(pinned.stdout).toContain(`local: pin mf-content 1.0.0 → ${VERSION}`);
  await homeShows(page, true);
  await expect(page.getByTestId(RELEASE_NOTE)).toHaveText(`Yangi reliz ${VERSION}`);

  const rolledBack = release('rollback', 'local', 'mf-content');
  expect(rolledBack.status).toBe(0);
  expect(rolledBack.stdout).toContain(`local: rollback mf-content ${VERSION} → 1.0.0`);
  await homeShows(page, false);

  const history = release('history', 'local', 'mf-content');
  expect(history.stdout).toMatch(
    new RegExp(`pin +mf-content +1\\.0\\.0 → ${VERSION.replaceAll('.', '\\.')} +e2e`),
  );
  expect(history.stdout).toContain(`rollback  mf-content  ${VERSION} → 1.0.0`);
});

test('an override in the URL shows the badge and the overridden version until reset', async ({
  page,
}) => {
  await page.goto(`/ru?remote-override=mf_content@${VERSION}`);
  const badge = page.getByTestId('remote-override-badge');
  await expect(badge).toContainText(`mf_content@${VERSION}`);
  await expect(page.getByTestId(RELEASE_NOTE)).toBeVisible();
  expect(new URL(page.url()).searchParams.has('remote-override')).toBe(false);

  // Kept for this browser: the next page load still runs the override.
  await page.goto('/');
  await expect(page.getByTestId(RELEASE_NOTE)).toBeVisible();
  await badge.getByRole('button').click();
  await expect(badge).toHaveCount(0);
  await expect(page.getByTestId('home-banner').first()).toBeVisible();
  await expect(page.getByTestId(RELEASE_NOTE)).toHaveCount(0);
});

test('a build of another contract major is refused by the CLI; forced in, it is isolated', async ({
  page,
}) => {
  // A build made against the next contract major, as a squad ahead of this shell would publish it.
  const remotes = path.join(E2E_ARTIFACTS_DIR, 'remotes/mf-content');
  const target = path.join(remotes, AHEAD);
  cpSync(path.join(remotes, VERSION), target, { recursive: true });
  const manifestFile = path.join(target, 'mf-manifest.json');
  writeFileSync(
    manifestFile,
    readFileSync(manifestFile, 'utf8')
      .replaceAll(VERSION, AHEAD)
      .replace(/"contractVersion": ?"[^"]+"/g, `"contractVersion":"${NEXT_MAJOR}"`),
  );
  // The record a publish of that build writes: the edge serves only files it names by hash.
  const recordFile = path.join(target, RELEASE_RECORD);
  const record = parseReleaseRecord(readFileSync(recordFile, 'utf8'), recordFile);
  const ahead = { ...record, ...(await describeBuild(target)), version: AHEAD };
  writeFileSync(recordFile, formatReleaseRecord(ahead));

  const refused = release('pin', 'local', `mf-content@${AHEAD}`);
  expect(refused.status).toBe(1);
  expect(refused.stderr.trim().split('\n')).toEqual([
    `release: mf-content@${AHEAD} refused: it was built against contract ${NEXT_MAJOR}, this shell provides ${CONTRACT_VERSION} (another major)`,
  ]);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  expect(release('pin', 'local', `mf-content@${AHEAD}`, '--force').status).toBe(0);
  await expect(async () => {
    await page.goto('/');
    await expect(page.locator('[data-remote-fallback="mf-content"]').first()).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 20_000 });
  expect(errors.some((text) => text.includes(`contract ${NEXT_MAJOR}`))).toBe(true);
  // The rest of the page still works: the account widget opens the sign-in dialog.
  await page.getByRole('button', { name: 'Kirish' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();

  expect(release('rollback', 'local', 'mf-content').status).toBe(0);
});
