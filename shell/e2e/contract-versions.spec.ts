// The contract rule in the browser, with a build one contract minor ahead of this shell
// (fixtures/newer-contract-remote, brought in as a tester's override of mf-loyalty): one that
// needs only this shell's host surface runs on its own copy of the contract; one that needs a
// newer shell shows the fallback with a console line naming both versions, and nothing of it
// but its manifest is ever downloaded, so it can never be half-mounted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONTRACT_VERSION, parseVersion } from '@omad/contract';
import { expectPageMounted, pageRegion } from '@omad/e2e';
import { footer, header } from './support';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/newer-contract-remote/dist');
const { major, minor } = parseVersion(CONTRACT_VERSION) ?? { major: 0, minor: 0 };
const NEWER = `${major}.${minor + 1}.0`;

type Build = 'own-copy' | 'needs-newer-shell';
const versionOf = (build: Build) => `${NEWER}-${build}`;

/** Serves the fixture build as /remotes/mf-loyalty/<its version>/…, as if it were published. */
const serve = async (page: Page, build: Build): Promise<string[]> => {
  const requested: string[] = [];
  const prefix = `/remotes/mf-loyalty/${versionOf(build)}/`;
  await page.route(
    (url) => url.pathname.startsWith(prefix),
    (route) => {
      const file = new URL(route.request().url()).pathname.slice(prefix.length);
      requested.push(file);
      return route.fulfill({ path: path.join(FIXTURE, build, file) });
    },
  );
  return requested;
};

/** The files of the fixture's own copy of the contract (its manifest's shared assets). */
const ownContractFiles = (build: Build): string[] => {
  const manifest = JSON.parse(
    readFileSync(path.join(FIXTURE, build, 'mf-manifest.json'), 'utf8'),
  ) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
  return manifest.shared
    .filter((shared) => shared.name.startsWith('@omad/contract'))
    .flatMap((shared) => shared.assets.js.sync);
};

const consoleLines = (page: Page): string[] => {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  return lines;
};

test('a remote built against a newer minor runs on its own copy of the contract', async ({
  page,
}) => {
  const requested = await serve(page, 'own-copy');
  const lines = consoleLines(page);
  await page.goto(`/ru/loyalty?remote-override=mf_loyalty@${versionOf('own-copy')}`);
  await expectPageMounted(page, 'mf-loyalty');
  await expect(pageRegion(page).getByRole('heading', { name: 'Новый контракт' })).toBeVisible();
  const own = ownContractFiles('own-copy');
  expect(own.length).toBeGreaterThan(0);
  expect(requested.filter((file) => own.includes(file))).not.toEqual([]);
  expect(
    lines.some((line) => line.includes(`contract ${NEWER}`) && line.includes('own copy')),
  ).toBe(true);

  // The rest of the page keeps using the shell's copy, and navigation still works.
  await header(page).getByRole('link', { name: 'Игровой зал' }).click();
  await expectPageMounted(page, 'mf-gamehall');
});

test('a remote that needs a newer shell is refused with both versions named, never half-mounted', async ({
  page,
}) => {
  const requested = await serve(page, 'needs-newer-shell');
  const lines = consoleLines(page);
  await page.goto(`/loyalty?remote-override=mf_loyalty@${versionOf('needs-newer-shell')}`);
  const fallback = pageRegion(page).locator('[data-remote-fallback="mf-loyalty"]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText("Bu bo'lim hozircha ishlamayapti");
  expect(
    lines.some(
      (line) =>
        line.startsWith('error:') &&
        line.includes(`built against contract ${NEWER}`) &&
        line.includes(`this shell provides ${CONTRACT_VERSION}`),
    ),
  ).toBe(true);
  // Only the manifest was read: no entry, no chunk, nothing of it in the page.
  expect(requested).toEqual(['mf-manifest.json']);
  await expect(pageRegion(page).getByRole('heading', { name: 'Yangi kontrakt' })).toHaveCount(0);
  await expect(await footer(page)).toBeVisible();
});
