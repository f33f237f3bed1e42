// The document head the shell writes from the CMS SEO content, in both languages: title,
// canonical (game pages name their platform address), the hreflang pair, JSON-LD, robots
// rules with a query wildcard, favicons, and system pages.
import { expect, test, type Page } from '@playwright/test';
import { callApi, expectPageMounted } from '@omad/e2e';

// settings-seo's canonicalUrl: canonicals and alternates name the public site.
const SITE = 'https://omad.uz';

const LOCALES = [
  { locale: 'uz', prefix: '', ogLocale: 'uz_UZ' },
  { locale: 'ru', prefix: '/ru', ogLocale: 'ru_RU' },
] as const;

const canonicalOf = (page: Page) => page.locator('head link[rel="canonical"]');

/** Every JSON-LD block of the head, parsed (a block that is not JSON fails the test). */
const jsonLdTypes = async (page: Page): Promise<string[]> => {
  const blocks = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return blocks.map((block) => {
    const data: unknown = JSON.parse(block);
    expect(typeof data === 'object' && data !== null && '@context' in data).toBe(true);
    return String((data as { '@type'?: unknown })['@type']);
  });
};

/** The canonical is written once the CMS reads settle; then the rest of the head is too. */
const expectHead = async (page: Page, canonical: string) => {
  await expect(canonicalOf(page)).toHaveCount(1);
  await expect(canonicalOf(page)).toHaveAttribute('href', canonical);
};

const expectHreflangPair = async (page: Page, localeFreePath: string) => {
  const alternate = (lang: string) =>
    page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
  const uz = `${SITE}${localeFreePath}`;
  const ru = `${SITE}${localeFreePath === '/' ? '/ru' : `/ru${localeFreePath}`}`;
  await expect(alternate('uz')).toHaveAttribute('href', uz);
  await expect(alternate('ru')).toHaveAttribute('href', ru);
  await expect(alternate('x-default')).toHaveAttribute('href', uz);
};

/** A game the platform seeded, by system name. */
const seededGame = async (page: Page): Promise<string> => {
  const { status, json } = await callApi(page.request, 'games.get');
  expect(status).toBe(200);
  const sysname = JSON.stringify(json).match(/"sysname":"([^"]+)"/)?.[1];
  expect(sysname, 'games.get lists a game').toBeTruthy();
  return sysname ?? '';
};

for (const { locale, prefix, ogLocale } of LOCALES) {
  test(`home, a CMS page and a game page carry their head in ${locale}`, async ({ page }) => {
    await page.goto(prefix || '/');
    await expectHead(page, `${SITE}${prefix || '/'}`);
    await expectHreflangPair(page, '/');
    await expect(page).toHaveTitle(/\S/);
    const homeTitle = await page.title();
    expect(homeTitle).not.toBe('Omad');
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
      'content',
      'index, follow',
    );
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute(
      'content',
      ogLocale,
    );
    const homeData = await jsonLdTypes(page);
    expect(homeData).toEqual(expect.arrayContaining(['Organization', 'FAQPage', 'Product']));

    await page.goto(`${prefix}/about`);
    await expectHead(page, `${SITE}${prefix}/about`);
    await expectHreflangPair(page, '/about');
    await expect(page).not.toHaveTitle(homeTitle);
    await expect(page).toHaveTitle(/\S/);
    const aboutData = await jsonLdTypes(page);
    expect(aboutData).toContain('Organization');
    expect(aboutData).not.toContain('FAQPage');

    const sysname = await seededGame(page);
    const platformPath = `/platform/game/${encodeURIComponent(sysname)}/play`;
    await page.goto(`${prefix}/game/${sysname}`);
    await expectHead(page, `${SITE}${prefix}${platformPath}`);
    await expectHreflangPair(page, platformPath);
    expect(await jsonLdTypes(page)).toContain('Organization');

    // The canonical address is a real page of the site.
    await page.goto(`${prefix}${platformPath}`);
    await expect(page.locator('.omad-shell-root')).toHaveAttribute('data-route', 'platform-game');
    await expectPageMounted(page, 'mf-gamehall');
    await expectHead(page, `${SITE}${prefix}${platformPath}`);
  });

  test(`a query the robots rules disallow is noindex, follow in ${locale}`, async ({ page }) => {
    await page.goto(`${prefix}/gamehall?track_id=td_42`);
    await expectHead(page, `${SITE}${prefix}/gamehall`);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, follow',
    );
    await page.goto(`${prefix}/gamehall?category=slots`);
    await expectHead(page, `${SITE}${prefix}/gamehall`);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
      'content',
      'index, follow',
    );
  });
}

test('switching pages leaves no stale or duplicate head tags', async ({ page }) => {
  await page.goto('/');
  await expectHead(page, `${SITE}/`);
  expect(await jsonLdTypes(page)).toContain('FAQPage');
  // A client-side navigation, as a link inside the app makes it.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/ru/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectHead(page, `${SITE}/ru/about`);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="theme-color"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(3);
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
  expect(await jsonLdTypes(page)).not.toContain('FAQPage');
});

test('favicons link real images the CMS serves', async ({ page }) => {
  await page.goto('/');
  await expectHead(page, `${SITE}/`);
  const icons = page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]');
  const links = await icons.evaluateAll((elements) =>
    elements.map((element) => ({
      rel: element.getAttribute('rel'),
      type: element.getAttribute('type'),
      sizes: element.getAttribute('sizes'),
      href: element.getAttribute('href') ?? '',
    })),
  );
  expect(links).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ rel: 'icon', sizes: 'any', href: expect.stringMatching(/\.ico$/) }),
      expect.objectContaining({ rel: 'icon', type: 'image/png', sizes: '32x32' }),
      expect.objectContaining({ rel: 'apple-touch-icon', sizes: '180x180' }),
    ]),
  );
  for (const { href, type, rel } of links) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    const contentType = response.headers()['content-type'] ?? '';
    if (type) expect(contentType, href).toContain(type);
    else if (rel === 'apple-touch-icon') expect(contentType, href).toContain('image/png');
    else expect(contentType, href).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  }
});

test('a system page is noindex, without canonical, titled by the domain SEO of the host', async ({
  page,
}) => {
  await page.goto('/ru/no/such/page');
  await expect(page.locator('[data-system-page="notFound"]')).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(canonicalOf(page)).toHaveCount(0);
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
  // infra/cms seeds a domain SEO entry for the hosts the tests run on.
  await expect(page).toHaveTitle('Omad — слоты, live-казино и ставки');
});
