// The access guard, locale detection and switching, and the rules every API call follows.
import { expect, test } from '@playwright/test';
import { API_VERSION } from '@omad/contract/api';
import { callApi, expectPageMounted, pageRegion, registerPlayer, shellTookOver } from '@omad/e2e';
import { header } from './support';

test('a guest opening /cashier/deposit lands home with the path in redirectUrl', async ({
  page,
}) => {
  await page.goto('/cashier/deposit');
  await expect(page).toHaveURL(/\/\?redirectUrl=%2Fcashier%2Fdeposit$/);
  await expectPageMounted(page, 'mf-content');
});

test('the guard keeps the locale and the full path, query included', async ({ page }) => {
  await page.goto('/ru/profile/bonuses?tab=active');
  await expect(page).toHaveURL(/\/ru\?redirectUrl=%2Fru%2Fprofile%2Fbonuses%3Ftab%3Dactive$/);
});

test('an unknown path shows the not-found page in the default layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.locator('[data-system-page="notFound"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sahifa topilmadi' })).toBeVisible();
  await expect(header(page)).toBeVisible();
  await page.goto('/ru/no/such/page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});

test('an unknown CMS slug shows the not-found page', async ({ page }) => {
  await page.goto('/there-is-no-such-cms-page');
  await expect(page.locator('[data-system-page="notFound"]')).toBeVisible();
});

test('a page the edge answered 404 keeps its not-found page: its remote does not say it again', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/offers/999', 'Sahifa topilmadi'],
    ['/ru/promotions/no-such-promotion', 'Страница не найдена'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    // The shell has taken the first frame over, and the page has settled.
    await shellTookOver(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.locator('[data-system-page="notFound"]')).toHaveCount(1);
    await expect(pageRegion(page), path).toHaveCount(0);
  }
});

test('a content-service redirect is applied', async ({ page }) => {
  await page.goto('/old-promo');
  await expect(page).toHaveURL(/\/promotions$/);
  await page.goto('/ru/casino');
  await expect(page).toHaveURL(/\/ru\/gamehall$/);
});

test('switching the language sets the cookie, and the cookie wins on the next visit', async ({
  page,
  context,
}) => {
  await page.goto('/gamehall');
  await expectPageMounted(page, 'mf-gamehall');
  await page.locator('.omad-shell-header__locale [data-locale="ru"]').click();
  await expect(page).toHaveURL(/\/ru\/gamehall$/);
  await expect(page.getByRole('heading', { name: 'Игровой зал' })).toBeVisible();
  const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
  expect(cookie?.value).toBe('ru');
  expect(cookie?.path).toBe('/');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  await page.goto('/providers');
  await expect(page).toHaveURL(/\/ru\/providers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.locator('.omad-shell-header__locale [data-locale="uz"]').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/providers$/);
  await page.goto('/winners');
  await expect(page).toHaveURL(/\/winners$/);
  await expect(page.locator('.omad-shell-root')).toHaveAttribute('data-locale', 'uz');
});

test('a first visit follows the browser language when there is no cookie', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/jackpots');
  await expect(page).toHaveURL(/\/ru\/jackpots$/);
  await context.close();
});

test('/uz/... is the same page as the unprefixed path', async ({ page }) => {
  await page.goto('/uz/winners');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/winners$/);
});

test(`API calls carry v=${API_VERSION} and the current locale`, async ({ page }) => {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/_')) seen.push(url);
  });
  await page.goto('/ru');
  await expectPageMounted(page, 'mf-content');
  // banners.get is not among them: the edge made that read with the page (page-reads.spec).
  await expect
    .poll(() => seen.some((url) => url.pathname === '/api/metadata.getgeneralinfo'))
    .toBe(true);
  await expect.poll(() => seen.length).toBeGreaterThanOrEqual(2);
  for (const url of seen) {
    expect(url.searchParams.get('v'), url.pathname).toBe(API_VERSION);
    expect(url.searchParams.get('locale'), url.pathname).toBe('ru');
    expect(url.searchParams.has('non_strict_mode')).toBe(false);
  }
});

test('a signed-in player switching language tells the account first, then refetches', async ({
  page,
}) => {
  await registerPlayer(page);
  await page.goto('/profile');
  await expectPageMounted(page, 'mf-profile');
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/cms/api/')) {
      calls.push(`${url.pathname}?locale=${url.searchParams.get('locale')}`);
    }
  });
  await page.locator('.omad-shell-header__locale [data-locale="ru"]').click();
  await expect(page).toHaveURL(/\/ru\/profile$/);
  await expect.poll(() => calls.includes('/api/account.getInfo?locale=ru')).toBe(true);
  const told = calls.indexOf('/api/account.changelocale?locale=uz');
  expect(told).toBeGreaterThanOrEqual(0);
  expect(told).toBeLessThan(calls.indexOf('/api/account.getInfo?locale=ru'));
  await expect
    .poll(() => calls.some((call) => call.startsWith('/cms/api/common?locale=ru')))
    .toBe(true);
  const info = await callApi(page.request, 'account.getInfo');
  expect(info.json).toMatchObject({ data: { locale: 'ru' } });
});
