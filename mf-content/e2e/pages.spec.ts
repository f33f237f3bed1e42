// mf-content's pages in both languages: home (banners in position order, CMS blocks, the
// menu banner for guests and players), CMS pages with sanitized content, the not-found page
// of an unknown slug and /_icons (/betting's sportsbook: betting.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import {
  LOCALES,
  authDialog,
  expectPageMounted,
  inLocale,
  openMenu,
  registerPlayer,
} from '@omad/e2e';
import { PAGE_TEXTS, platformBanners } from './pages-support';

declare global {
  interface Window {
    __omadXss?: string;
    __omadStayed?: boolean;
  }
}

const menuBanner = (page: Page) => page.locator('.omad-page-region [data-testid="menu-banner"]');

for (const locale of LOCALES) {
  const text = PAGE_TEXTS[locale];

  test(`${locale}: home shows the banners of banners.get in position order`, async ({ page }) => {
    await page.goto(inLocale(locale, '/'));
    // The edge makes the home page's read with the page and inlines it (page-reads.spec).
    const paths = await page.evaluate(() =>
      (window.__OMAD__ as { firstReads: { path: string }[] }).firstReads.map((read) => read.path),
    );
    const read = paths.find((path) => path.startsWith('/api/banners.get?'));
    const query = new URL(read ?? '/', 'http://x').searchParams;
    expect([query.get('offset'), query.get('count')]).toEqual(['0', '10']);

    const expected = (await platformBanners(page.request, locale)).sort(
      (a, b) => a.position - b.position,
    );
    expect(expected.length).toBeGreaterThan(1);
    const banners = page.getByTestId('home-banner');
    await expect(banners).toHaveCount(expected.length);
    const positions = await banners.evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute('data-position'))),
    );
    expect(positions).toEqual(expected.map((banner) => banner.position));
    await expect(banners.locator('.omad-banner__title')).toHaveText(
      expected.map((banner) => banner.title),
    );
    await expect(page.locator('.omad-banners')).toHaveAttribute('aria-busy', 'false');
  });

  test(`${locale}: home shows the CMS blocks with locale-aware tiles and a working FAQ`, async ({
    page,
  }) => {
    await page.goto(inLocale(locale, '/'));
    const blocks = page.getByTestId('home-block');
    await expect(blocks).toHaveCount(4);
    expect(await blocks.evaluateAll((items) => items.map((item) => item.dataset.block))).toEqual([
      'tiles',
      'features',
      'rich-text',
      'faq',
    ]);
    const tiles = page.locator('[data-block="tiles"]');
    await expect(tiles.getByRole('heading', { level: 2 })).toHaveText(text.tilesTitle);
    expect(
      await tiles.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(
      ['/gamehall', '/betting', '/offers', '/loyalty'].map((path) => inLocale(locale, path)),
    );
    await expect(tiles.locator('img').first()).toHaveJSProperty('naturalWidth', 320);
    expect(await page.locator('[data-block="features"] li').count()).toBe(4);

    const question = page.locator('[data-block="faq"] summary', { hasText: text.faqQuestion });
    const answer = question.locator('xpath=following-sibling::p');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();

    // A link inside the rich text goes through the router: the page is not reloaded.
    await page.evaluate(() => (window.__omadStayed = true));
    await page.locator('[data-block="rich-text"] a').first().click();
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/gamehall')}$`));
    expect(await page.evaluate(() => window.__omadStayed)).toBe(true);
  });

  test(`${locale}: a guest's menu banner opens the registration dialog`, async ({ page }) => {
    await page.goto(inLocale(locale, '/'));
    const banner = menuBanner(page);
    await expect(banner).toHaveAttribute('data-audience', 'guest');
    await banner.getByRole('button', { name: text.register }).click();
    await expect(authDialog(page)).toBeVisible();
    await expect(authDialog(page)).toHaveAttribute('data-mode', 'register');
  });

  test(`${locale}: a player's menu banner links to its buttonSlug`, async ({ page }) => {
    await registerPlayer(page);
    await page.goto(inLocale(locale, '/'));
    const banner = menuBanner(page);
    await expect(banner).toHaveAttribute('data-audience', 'player');
    const link = banner.getByRole('link', { name: text.playerButton });
    await expect(link).toHaveAttribute('href', inLocale(locale, '/promotions/weekly-cashback'));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/promotions/weekly-cashback')}$`));
    await expectPageMounted(page, 'mf-loyalty');
  });

  test(`${locale}: a CMS page renders its sanitized content and its script never runs`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(inLocale(locale, '/about'));
    const article = page.getByTestId('cms-page');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(text.aboutTitle);
    await expect(article.locator('h2').first()).toBeVisible();
    await expect(article.locator('li')).toHaveCount(4);
    await expect(article.locator('.omad-rich-text__table table')).toBeVisible();

    // The image loaded (so an onload would have fired) and carries no handler at all.
    const image = article.locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element) => element.getAttributeNames())).toEqual(
      expect.not.arrayContaining(['onload', 'onerror']),
    );
    await expect(article.locator('script, style, iframe')).toHaveCount(0);
    expect(await page.evaluate(() => window.__omadXss)).toBeUndefined();
    await expect(page).not.toHaveTitle('XSS');
    expect(errors).toEqual([]);

    const support = article.getByRole('link', { name: text.supportLink });
    await expect(support).toHaveAttribute('href', inLocale(locale, '/support'));
    await page.evaluate(() => (window.__omadStayed = true));
    await support.click();
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/support')}$`));
    expect(await page.evaluate(() => window.__omadStayed)).toBe(true);
  });

  test(`${locale}: a CMS page's SEO reaches the head and external links open safely`, async ({
    page,
  }) => {
    await page.goto(inLocale(locale, '/about'));
    await expect(page).toHaveTitle(text.aboutSeoTitle);
    await page.goto(inLocale(locale, '/responsible-gaming-info'));
    const external = page.getByTestId('cms-page').locator('a[href^="https://"]');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test(`${locale}: an unknown slug shows the not-found page`, async ({ page }) => {
    await page.goto(inLocale(locale, '/no-such-page-here'));
    await expect(page.locator('[data-system-page="notFound"]')).toBeVisible();
    await expect(page.getByTestId('cms-page')).toHaveCount(0);
  });

  test(`${locale}: /_icons lists every icon of the kit in the svg-sprite layout`, async ({
    page,
  }) => {
    await page.goto(inLocale(locale, '/_icons'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.iconsTitle);
    await expect(page.locator('header.omad-shell-header')).toHaveCount(0);
    const items = page.getByTestId('icon-grid').locator('li');
    await expect(items.first()).toBeVisible();
    const icons = await items.evaluateAll((list) =>
      list.map((item) => ({
        name: item.dataset.iconName,
        label: item.querySelector('code')?.textContent,
        drawn: item.querySelector('svg')?.getAttribute('data-icon'),
      })),
    );
    expect(icons.length).toBeGreaterThan(30);
    for (const icon of icons) expect([icon.label, icon.drawn]).toEqual([icon.name, icon.name]);
    expect(new Set(icons.map((icon) => icon.name)).size).toBe(icons.length);
    await expect(page.getByText(new RegExp(`: ${icons.length}$`))).toBeVisible();
  });
}

test('the sidebar shows the menu banner; a guest registers from it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await openMenu(page);
  const banner = page.locator('.omad-shell-drawer [data-testid="menu-banner"]');
  await expect(banner).toHaveAttribute('data-audience', 'guest');
  await banner.getByRole('button', { name: PAGE_TEXTS.uz.register }).click();
  await expect(authDialog(page)).toHaveAttribute('data-mode', 'register');
});
