// The fault matrix: every remote (its page, or for mf-auth its header widget; mf-content's
// slot widgets fail with it) × every way its files can fail. In every cell the region shows
// the localized fallback with a retry within 10 s, the header and its home link work,
// another section opens from the navigation, no error escapes unhandled, and once the fault
// is lifted a retry mounts the remote exactly once.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import type { RemoteApp } from '@omad/contract';
import { expectPageMounted, pageRegion, registerPlayer } from '@omad/e2e';
import { header } from '../support';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/faulty-remotes/dist');

const FAULTS = [
  '500',
  'connection reset',
  'no answer',
  'broken JavaScript',
  'throws while evaluating',
  'throws while rendering',
] as const;
type Fault = (typeof FAULTS)[number];

type Target = Readonly<{
  app: RemoteApp;
  path: string;
  /** The region the remote fills on that page. */
  region: (page: Page) => Locator;
  signedIn?: boolean;
  /** A header link to a section of another remote, and that remote. */
  elsewhere: Readonly<{ link: string; remote: RemoteApp }>;
  /** The remote's slot widgets on the page, which fail with it and show their own fallback. */
  widgets?: readonly string[];
}>;

const GAMEHALL = { link: "O'yinlar zali", remote: 'mf-gamehall' } as const;

const TARGETS: readonly Target[] = [
  {
    app: 'mf-auth',
    path: '/promotions',
    region: (page) =>
      header(page).locator('[data-remote="mf-auth"][data-expose="./header-account"]'),
    elsewhere: GAMEHALL,
  },
  {
    app: 'mf-cashier',
    path: '/cashier/deposit',
    region: pageRegion,
    signedIn: true,
    elsewhere: GAMEHALL,
  },
  {
    app: 'mf-gamehall',
    path: '/gamehall',
    region: pageRegion,
    elsewhere: { link: 'Aksiyalar', remote: 'mf-loyalty' },
  },
  { app: 'mf-loyalty', path: '/promotions', region: pageRegion, elsewhere: GAMEHALL },
  { app: 'mf-profile', path: '/profile', region: pageRegion, signedIn: true, elsewhere: GAMEHALL },
  {
    app: 'mf-content',
    path: '/about',
    region: pageRegion,
    elsewhere: GAMEHALL,
    widgets: ['./header-nav', './footer'],
  },
];

const BROKEN_JAVASCRIPT = 'export default }{ not javascript at all';

/** Answers the remote's requests as the fault says; `lift` lets them through again. */
const injectFault = async (page: Page, app: RemoteApp, fault: Fault) => {
  const files = new RegExp(`/remotes/${app}/[^/]+/(.+)$`);
  let lifted = false;
  // Requests held by 'no answer': lifting the fault answers them too, as a server that
  // recovers would (the browser's preloads of these files wait on them).
  const held: Route[] = [];
  const fileOf = (route: Route) => files.exec(new URL(route.request().url()).pathname)?.[1] ?? '';
  const serve = (route: Route): Promise<void> | void => {
    if (lifted) return route.fallback();
    switch (fault) {
      case '500':
        return route.fulfill({ status: 500, body: 'boom' });
      case 'connection reset':
        return route.abort('connectionreset');
      case 'no answer':
        held.push(route);
        return undefined;
      case 'broken JavaScript':
        return fileOf(route).endsWith('.js')
          ? route.fulfill({ status: 200, contentType: 'text/javascript', body: BROKEN_JAVASCRIPT })
          : route.fallback();
      default: {
        // The fixture build of this remote in its place; files it does not have (the pinned
        // build's chunks the page preloads) are the pinned build's, which nothing runs.
        const file = path.join(FIXTURES, app, fileOf(route));
        return existsSync(file) ? route.fulfill({ path: file }) : route.fallback();
      }
    }
  };
  if (fault === 'throws while evaluating' || fault === 'throws while rendering') {
    const mode = fault === 'throws while evaluating' ? 'evaluate' : 'render';
    await page.addInitScript((value) => {
      (globalThis as { __omadFixtureFault?: string }).__omadFixtureFault = value;
    }, mode);
  }
  await page.route(files, serve);
  return {
    lift: async () => {
      lifted = true;
      await Promise.all(held.map((route) => route.fallback()));
    },
  };
};

/** Errors no handler took: uncaught exceptions and unhandled rejections of the page. */
const escapedErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
};

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

for (const target of TARGETS) {
  test.describe(target.app, () => {
    for (const fault of FAULTS) {
      test(`${fault}: fallback with retry, the rest works, retry mounts once`, async ({ page }) => {
        test.setTimeout(60_000);
        const escaped = escapedErrors(page);
        if (target.signedIn) await registerPlayer(page);
        const { lift } = await injectFault(page, target.app, fault);

        await page.goto(target.path, { waitUntil: 'domcontentloaded' });
        const fallback = target.region(page).locator(`[data-remote-fallback="${target.app}"]`);
        await expect(fallback).toBeVisible({ timeout: 10_000 });
        await expect(fallback).toContainText("Bu bo'lim hozircha ishlamayapti");
        await expect(fallback.getByRole('button', { name: 'Qayta urinish' })).toBeVisible();
        for (const expose of target.widgets ?? []) {
          const widget = page.locator(`[data-remote="${target.app}"][data-expose="${expose}"]`);
          // A widget below the fold loads (and fails) once it comes near the viewport.
          await widget.scrollIntoViewIfNeeded();
          await expect(widget.locator(`[data-remote-fallback="${target.app}"]`)).toBeVisible();
          await expect(widget.getByRole('button', { name: 'Qayta urinish' })).toBeVisible();
        }

        // The header and its home link are there; another section opens from the navigation.
        const home = header(page).getByRole('link', { name: 'Bosh sahifa' });
        await expect(home).toBeVisible();
        await header(page).getByRole('link', { name: target.elsewhere.link }).click();
        await expectPageMounted(page, target.elsewhere.remote);

        // Back on the broken page, the fault is lifted and a retry mounts the remote once.
        await page.goBack();
        await expect(fallback).toBeVisible({ timeout: 10_000 });
        await lift();
        await fallback.getByRole('button', { name: 'Qayta urinish' }).click();
        const region = target.region(page);
        await expect(region).toHaveAttribute('data-status', 'mounted');
        await expect(region.locator('.omad-remote-region__host > *')).toHaveCount(1);
        await expect(fallback).toHaveCount(0);

        await home.click();
        await expect(page).toHaveURL(/\/$/);
        expect(escaped).toEqual([]);
      });
    }
  });
}
