// The page reads the edge serves with a page: the home page's banners.get read inlined
// (the page's own first call of it needs no request) and its hero image preloaded from the
// head and drawn by the shell's skeleton in the frame the home page's first banner fills.
import { expect, test, type Page } from '@playwright/test';
import { API_VERSION } from '@omad/contract/api';
import { expectPageMounted, holdRemoteApp, shellTookOver } from '@omad/e2e';

type FirstRead = { path: string; answer: { data: { items: { id: number }[] } } };

const firstReadsOf = (page: Page) =>
  page.evaluate(() => (window.__OMAD__ as { firstReads: FirstRead[] }).firstReads);

const bannerRequests = (page: Page): URL[] => {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/banners.get') seen.push(url);
  });
  return seen;
};

for (const [locale, home] of [
  ['uz', '/'],
  ['ru', '/ru/'],
] as const) {
  test(`${locale}: home's banners come with the page, and a later visit fetches them`, async ({
    page,
  }) => {
    const seen = bannerRequests(page);
    const response = await page.goto(home);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/api\/_media\//,
    );

    const [read] = await firstReadsOf(page);
    const inlined = new URL(read?.path ?? '', 'http://x');
    expect(inlined.pathname).toBe('/api/banners.get');
    expect(inlined.searchParams.get('locale')).toBe(locale);
    expect(inlined.searchParams.get('v')).toBe(API_VERSION);

    await expectPageMounted(page, 'mf-content');
    await expect(page.getByTestId('home-banner')).toHaveCount(read?.answer.data.items.length ?? -1);
    expect(seen).toEqual([]);

    // Away and back inside the app: the inlined answer was used once, this read is fresh.
    await page.locator('header a[href$="/gamehall"]').first().click();
    await expectPageMounted(page, 'mf-gamehall');
    await page.locator('a.omad-shell-header__logo').click();
    await expectPageMounted(page, 'mf-content');
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]?.searchParams.get('locale')).toBe(locale);
  });
}

for (const width of [360, 1440]) {
  test(`at ${width} px the hero is drawn before the home page loads, where its banner lands`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Hold the home page's module so its first screen stays up while it is measured: the
    // heading and the banners the edge drew, the first banner's image the head preloads.
    const app = await holdRemoteApp(page, 'mf-content');
    await page.goto('/');
    const hero = page.getByTestId('page-first-screen').locator('.omad-banner').first();
    await expect(hero).toBeVisible();
    await expect
      .poll(() => hero.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Measured once the shell has taken the edge's frame over: the first screen is drawn
    // again in the same place then, and a box read during the swap finds no element.
    await shellTookOver(page);
    await expect(hero).toBeVisible();
    const heroBox = await hero.boundingBox();

    await expect.poll(() => app.held.length).toBeGreaterThan(0);
    await app.release();
    await expectPageMounted(page, 'mf-content');
    const banner = page.locator('.omad-banner').first();
    await expect(banner.locator('img')).toBeVisible();
    const bannerBox = await banner.boundingBox();

    expect(heroBox).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((bannerBox?.[side] ?? -1) - (heroBox?.[side] ?? 0)), side).toBeLessThan(1);
  });
}

for (const [locale, path, title] of [
  ['uz', '/about', 'Biz haqimizda'],
  ['ru', '/ru/about', 'О нас'],
] as const) {
  test(`${locale}: a CMS page's content comes with the page, as mf-content's build declares`, async ({
    page,
  }) => {
    const contentReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/cms/api/pages') contentReads.push(request.url());
    });
    await page.goto(path);
    const reads = await firstReadsOf(page);
    const inlined = reads.map((read) => new URL(read.path, 'http://x'));
    const pageRead = inlined.find((url) => url.pathname === '/cms/api/pages');
    expect(pageRead?.searchParams.get('locale')).toBe(locale);
    expect(pageRead?.searchParams.get('filters[slug][$eq]')).toBe('about');

    await expectPageMounted(page, 'mf-content');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The page's own read of its content was answered from the page.
    expect(contentReads).toEqual([]);
  });
}
