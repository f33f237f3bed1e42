// A remote that will not load, one that throws while rendering, and one built against
// another contract major each show the localized fallback in their own region; the
// header, footer and navigation keep working.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONTRACT_VERSION, parseVersion } from '@omad/contract';
import { expectPageMounted, pageRegion } from '@omad/e2e';
import { footer, header } from './support';

const NEXT_MAJOR = `${(parseVersion(CONTRACT_VERSION)?.major ?? 0) + 1}.0.0`;

const expectFallback = async (page: Page, remote: string) => {
  const fallback = pageRegion(page).locator(`[data-remote-fallback="${remote}"]`);
  await expect(fallback).toBeVisible();
  return fallback;
};

test('a remote whose manifest answers 500 shows the fallback; the rest works', async ({ page }) => {
  await page.route('**/remotes/mf-loyalty/**/mf-manifest.json', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await page.goto('/loyalty');
  const fallback = await expectFallback(page, 'mf-loyalty');
  await expect(fallback).toContainText("Bu bo'lim hozircha ishlamayapti");
  await expect(header(page).getByRole('link', { name: "O'yinlar zali" })).toBeVisible();
  await expect(await footer(page)).toBeVisible();

  await header(page).getByRole('link', { name: "O'yinlar zali" }).click();
  await expectPageMounted(page, 'mf-gamehall');
});

test('retry loads the remote once it is back', async ({ page }) => {
  let failing = true;
  await page.route('**/remotes/mf-loyalty/**/mf-manifest.json', (route) =>
    failing ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
  );
  await page.goto('/ru/offers');
  const fallback = await expectFallback(page, 'mf-loyalty');
  await expect(fallback).toContainText('Этот раздел временно недоступен');
  failing = false;
  await fallback.getByRole('button', { name: 'Повторить' }).click();
  await expectPageMounted(page, 'mf-loyalty');
  await expect(page.getByRole('heading', { name: 'Предложения' })).toBeVisible();
});

test('a remote that throws while rendering shows the fallback; header and footer still work', async ({
  page,
}) => {
  // The fault matrix's build of mf-loyalty, which throws while rendering unless told otherwise.
  const fixtureDist = path.join(import.meta.dirname, 'fixtures/faulty-remotes/dist/mf-loyalty');
  await page.route(/\/remotes\/mf-loyalty\/[^/]+\/(.+)$/, (route) => {
    const file =
      /\/remotes\/mf-loyalty\/[^/]+\/(.+)$/.exec(new URL(route.request().url()).pathname)?.[1] ??
      '';
    // The edge's preload hints name the pinned build's files, which the fixture lacks.
    const fixtureFile = path.join(fixtureDist, file);
    return existsSync(fixtureFile)
      ? route.fulfill({ path: fixtureFile })
      : route.fulfill({ status: 404, body: 'not in the fixture' });
  });
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await page.goto('/promotions');
  await expect(page.locator('[data-remote-fallback="mf-loyalty"]')).toBeVisible();
  expect(failures.some((text) => text.includes('render failed'))).toBe(true);
  await expect(await footer(page)).toBeVisible();
  await header(page).getByRole('link', { name: 'Turnirlar' }).click();
  await expectPageMounted(page, 'mf-gamehall');
});

test('a remote built against another contract major is refused before it loads', async ({
  page,
}) => {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // What the edge serves when mf-gamehall's manifest records the next contract major: that
    // version in the map, and no preload hints for its files.
    const html = (await response.text())
      .replace(/("name":"mf-gamehall"[^}]*"contractVersion":)"[^"]*"/, `$1"${NEXT_MAJOR}"`)
      .replace(/\{"href":"\/remotes\/mf-gamehall\/[^}]*\},?/g, '')
      .replace(/,\]/g, ']');
    return route.fulfill({ response, body: html });
  });
  const gamehallRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-gamehall/')) gamehallRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/gamehall');
  await expectFallback(page, 'mf-gamehall');
  expect(gamehallRequests).toEqual([]);
  expect(errors.some((text) => text.includes(`contract ${NEXT_MAJOR}`))).toBe(true);
  await expect(await footer(page)).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
