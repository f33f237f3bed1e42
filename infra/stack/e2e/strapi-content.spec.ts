// The storefront on the real Strapi 5: `npm start` with CMS_URL at a Strapi started as
// `npm run cms:strapi` starts it (throwaway PostgreSQL, the seed imported) and the edge's
// webhook set up. A CMS page, the menus, the head, the redirects, the home page's blocks, the
// menu banner and the registration popup's banner come from Strapi in uz and ru; an edit
// published through Strapi's REST API shows on the next page load; with Strapi stopped, the
// site keeps serving its last good content.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../src/free-port';
import { startStackProcess, type StackProcess } from '../src/stack-process';
import { readWriteToken, startStrapi, type RunningStrapi } from '../src/strapi';

const WEBHOOK_TOKEN = `e2e-webhook-${'t'.repeat(32)}`;
const LOCALES = ['uz', 'ru'] as const;

let strapi: RunningStrapi | undefined;
let stack: StackProcess | undefined;
let origin = '';
let folder = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  folder = mkdtempSync(path.join(tmpdir(), 'omad-strapi-e2e-'));
  // The stack's port is known before it starts: Strapi's webhook names it.
  const [strapiPort, port] = [await freePort(), await freePort()];
  origin = `http://127.0.0.1:${port}`;
  strapi = await startStrapi({
    port: strapiPort,
    webhook: { url: `${origin}/_edge/content-changed`, token: WEBHOOK_TOKEN },
    tokensFile: path.join(folder, 'tokens.json'),
    log: () => undefined,
    output: () => undefined,
  });
  stack = await startStackProcess(
    { CMS_URL: strapi.url, CMS_WEBHOOK_TOKEN: WEBHOOK_TOKEN },
    folder,
    170_000,
    port,
  );
});

test.afterAll(async () => {
  await stack?.stop();
  await strapi?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** A read of Strapi's REST API itself: what editors published. */
const fromStrapi = async <T>(query: string): Promise<T> => {
  const response = await fetch(`${strapi?.url}/cms/api/${query}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

type CmsPage = Readonly<{ documentId: string; title: string }>;

const aboutIn = async (locale: string) =>
  (await fromStrapi<CmsPage[]>(`pages?locale=${locale}&filters[slug][$eq]=about`))[0];

const localePath = (locale: string, path: string) => (locale === 'uz' ? path : `/ru${path}`);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The heading of a fresh load of `path`, once it says `title` (a change takes a webhook). */
const expectHeadingOnLoad = (page: Page, path: string, title: string | undefined) =>
  expect
    .poll(
      async () => {
        await page.goto(`${origin}${path}`);
        return heading(page).textContent();
      },
      { timeout: 15_000 },
    )
    .toBe(title);

for (const locale of LOCALES) {
  test(`${locale}: a CMS page, the menus, the head and the redirects come from Strapi`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const about = await aboutIn(locale);
    const common = await fromStrapi<{ headerMenu: { label: string; url: string }[] }>(
      `common?locale=${locale}&populate[headerMenu]=true`,
    );
    await page.goto(`${origin}${localePath(locale, '/about')}`);
    await expect(heading(page)).toHaveText(about?.title ?? '');
    await expect(page).toHaveTitle(new RegExp(about?.title ?? 'never'));
    const menu = common.headerMenu[0];
    await expect(page.locator('header').getByRole('link', { name: menu?.label })).toHaveAttribute(
      'href',
      localePath(locale, menu?.url ?? ''),
    );
    // A redirect an editor set up is answered by the edge, in the visitor's language.
    const [redirect] = await fromStrapi<{ from_url: string; to_url: string }[]>(
      `redirects?locale=${locale}&filters[external][$ne]=true`,
    );
    const moved = await page.request.get(
      `${origin}${localePath(locale, redirect?.from_url ?? '')}`,
      {
        maxRedirects: 0,
      },
    );
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(localePath(locale, redirect?.to_url ?? ''));
  });
}

type HomeBlocks = Readonly<{
  blocks: readonly Readonly<{
    __component: string;
    title: string | null;
    tiles?: readonly Readonly<{ label: string; image: { url: string } | null }>[];
  }>[];
}>;

for (const locale of LOCALES) {
  test(`${locale}: the home page's blocks, tiles and their images come from Strapi`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const home = await fromStrapi<HomeBlocks>(
      `home-page?locale=${locale}&populate[blocks][on][home.tiles][populate][tiles][populate][image]=true` +
        '&populate[blocks][on][home.rich-text]=true&populate[blocks][on][home.features]=true' +
        '&populate[blocks][on][home.faq]=true',
    );
    const tiles = home.blocks.find((block) => block.__component === 'home.tiles');
    const tile = tiles?.tiles?.[0];
    await page.goto(`${origin}${localePath(locale, '/')}`);
    const blocks = page.getByTestId('home-block');
    await expect(blocks).toHaveCount(home.blocks.length);
    const block = blocks.filter({ has: page.getByRole('heading', { name: tiles?.title ?? '' }) });
    await expect(block.getByText(tile?.label ?? 'never', { exact: true })).toBeVisible();
    // The tile's picture is Strapi's upload, served through the edge's /cms.
    const image = block.locator('img.omad-home-tile__image').first();
    await expect(image).toHaveAttribute('src', tile?.image?.url ?? 'never');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
}

type AuthBanners = Readonly<{
  menuBanner: Readonly<{ publicTitle: string; publicButtonTitle: string }>;
  authBanner: Readonly<{ label: string; value: string; image_360_520: { url: string } | null }>;
}>;

for (const locale of LOCALES) {
  test(`${locale}: the menu banner and the registration popup's banner come from Strapi`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const { menuBanner, authBanner } = await fromStrapi<AuthBanners>(
      `auth-config?locale=${locale}&populate[menuBanner]=true` +
        '&populate[authBanner][populate][image_360_520]=true',
    );
    await page.goto(`${origin}${localePath(locale, '/')}`);
    // A guest sees the banner's public side; its button opens the registration popup.
    const banner = page.locator('.omad-page-region [data-testid="menu-banner"]');
    await expect(banner).toHaveAttribute('data-audience', 'guest');
    await expect(banner.getByRole('heading')).toHaveText(menuBanner.publicTitle);
    await banner.getByRole('button', { name: menuBanner.publicButtonTitle }).click();
    const dialog = page.getByTestId('auth-dialog');
    await expect(dialog).toHaveAttribute('data-mode', 'register');
    const popupBanner = dialog.getByTestId('auth-banner');
    await expect(popupBanner.locator('.omad-auth-banner__label')).toHaveText(authBanner.label);
    await expect(popupBanner.locator('.omad-auth-banner__value')).toHaveText(authBanner.value);
    // Its picture is Strapi's upload, through the edge.
    const image = popupBanner.locator('img');
    await expect(image).toHaveAttribute('src', authBanner.image_360_520?.url ?? 'never');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
}

test('an edit published through the REST API shows on the next page load, in its language only', async ({
  page,
}) => {
  const token = readWriteToken(path.join(folder, 'tokens.json'));
  const about = await aboutIn('ru');
  const uzTitle = (await aboutIn('uz'))?.title ?? '';
  const publish = (title: string) =>
    fetch(`${strapi?.url}/cms/api/pages/${about?.documentId}?locale=ru`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title } }),
    });
  const edited = `${about?.title} — обновлено`;
  expect((await publish(edited)).status).toBe(200);
  await expectHeadingOnLoad(page, '/ru/about', edited);
  await page.goto(`${origin}/about`);
  await expect(heading(page)).toHaveText(uzTitle);
  expect((await publish(about?.title ?? '')).status).toBe(200);
  await expectHeadingOnLoad(page, '/ru/about', about?.title);
});

test('with Strapi stopped the site keeps serving its last good content, and says so', async ({
  page,
}) => {
  const about = await aboutIn('uz');
  await page.goto(`${origin}/about`);
  await expect(heading(page)).toHaveText(about?.title ?? '');
  await strapi?.stop();
  strapi = undefined;
  // What the edge kept is stale from now on: it asks Strapi, which does not answer.
  await page.request.post(`${origin}/_edge/content-changed`, {
    headers: { Authorization: `Bearer ${WEBHOOK_TOKEN}` },
    data: { event: 'entry.update', model: 'page' },
  });
  await page.goto(`${origin}/about`);
  await expect(heading(page)).toHaveText(about?.title ?? '');
  await expect(page.locator('header').getByRole('link').first()).toBeVisible();
  const health = (await (await page.request.get(`${origin}/healthz`)).json()) as {
    content: { stale: number };
  };
  expect(health.content.stale).toBeGreaterThan(0);
});
