// A remote whose files never answer: its region shows the localized fallback within 10 s
// (the shell gives a remote 6 s, its manifest fetch 5 s), the rest of the page keeps
// working, a retry once the files answer mounts the remote exactly once, and an answer that
// comes after the fallback is let go. The edge's preload hints ask for the same files, so
// each hold catches those requests too.
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectPageMounted, pageRegion } from '@omad/e2e';
import { header } from './support';

const MANIFEST = '**/remotes/mf-loyalty/**/mf-manifest.json';
const REMOTE_ENTRY = '**/remotes/mf-loyalty/**/remoteEntry.js';
const EXPOSE_APP = /\/remotes\/mf-loyalty\/[^/]+\/static\/js\/__federation_expose_app\.[^/]+\.js$/;

/** Holds every request to `url` unanswered until `release` lets them (and later ones) through. */
const hold = async (page: Page, url: string | RegExp) => {
  const held: Route[] = [];
  let holding = true;
  await page.route(url, (route) => {
    if (holding) held.push(route);
    else void route.fallback();
  });
  return {
    held,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.fallback()));
    },
  };
};

/** Console errors of the page, as they come. */
const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

const fallbackOf = (page: Page) => pageRegion(page).locator('[data-remote-fallback="mf-loyalty"]');
const mountedContent = (page: Page) => pageRegion(page).locator('.omad-remote-region__host > *');

// The held requests would hold back the load event: wait only for the document.
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a remote whose manifest never answers shows the fallback within 10 s; the header works', async ({
  page,
}) => {
  const manifest = await hold(page, MANIFEST);
  const errors = consoleErrors(page);
  await open(page, '/promotions');
  await expect(fallbackOf(page)).toBeVisible({ timeout: 10_000 });
  await expect(fallbackOf(page)).toContainText("Bu bo'lim hozircha ishlamayapti");
  expect(manifest.held.length).toBeGreaterThan(0);
  // The federation plugin cuts the manifest fetch off (5 s) before the region's deadline
  // (6 s): the console names the remote, the file and why.
  expect(errors).toContainEqual(
    expect.stringMatching(
      /federation could not load \S+mf-loyalty\S+mf-manifest\.json .*timed out/,
    ),
  );
  expect(errors).toContainEqual(expect.stringContaining('mf-loyalty ./app failed (load)'));

  await header(page).getByRole('link', { name: "O'yinlar zali" }).click();
  await expect(page).toHaveURL(/\/gamehall$/);
  await expectPageMounted(page, 'mf-gamehall');
});

test('a remote entry that never answers shows the fallback; retry mounts the remote once', async ({
  page,
}) => {
  const entry = await hold(page, REMOTE_ENTRY);
  await open(page, '/ru/offers');
  const fallback = fallbackOf(page);
  await expect(fallback).toBeVisible({ timeout: 10_000 });
  await expect(fallback).toContainText('Этот раздел временно недоступен');
  await expect(page.getByRole('heading', { name: 'Предложения' })).toHaveCount(0);

  await entry.release();
  await fallback.getByRole('button', { name: 'Повторить' }).click();
  await expectPageMounted(page, 'mf-loyalty');
  await expect(page.getByRole('heading', { name: 'Предложения' })).toHaveCount(1);
  await expect(mountedContent(page)).toHaveCount(1);
  await expect(fallback).toHaveCount(0);
});

test('an answer that comes after the fallback is let go: nothing mounts', async ({ page }) => {
  const chunk = await hold(page, EXPOSE_APP);
  await open(page, '/ru/loyalty');
  await expect(fallbackOf(page)).toBeVisible({ timeout: 10_000 });
  expect(chunk.held.length).toBeGreaterThan(0);

  // Both are registered before the release: the chunk's answer, and the shell's word that
  // the module it completes loaded after the fallback.
  const delivered = page.waitForResponse((response) =>
    EXPOSE_APP.test(new URL(response.url()).pathname),
  );
  const letGo = page.waitForEvent('console', (message) =>
    message.text().includes('mf-loyalty ./app loaded after its fallback showed; not mounted'),
  );
  await chunk.release();
  expect((await delivered).status()).toBe(200);
  await letGo;

  await expect(fallbackOf(page)).toBeVisible();
  await expect(pageRegion(page)).toHaveAttribute('data-status', 'failed');
  await expect(mountedContent(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Программа лояльности' })).toHaveCount(0);
});
