// /betting in both languages: the sportsbook games.get detects, embedded in a frame that
// fills a phone screen, a guest's tap on a price asking them to sign in, and its unavailable
// states (absent, unframeable, failed). Bets themselves: sportsbook-bets.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, authDialog, inLocale, type Locale } from '@omad/e2e';
import { PAGE_TEXTS } from './pages-support';

/** What the simulated sportsbook frame (infra/platform game-frames) says in each language. */
const SPORTSBOOK = {
  uz: {
    frameTitle: 'Sport tikish',
    simulation:
      "Simulyatsiya: sinov bukmekeri. O'yinlar, hisoblar va koeffitsiyentlarni platforma modellashtiradi — bu haqiqiy sport emas.",
    events: 'Tadbirlar',
    derby: 'Paxtakor',
  },
  ru: {
    frameTitle: 'Ставки на спорт',
    simulation:
      'Симуляция: тестовый букмекер. Матчи, счёт и коэффициенты моделирует платформа — это не настоящий спорт.',
    events: 'События',
    derby: 'Пахтакор',
  },
} as const;

const sportsbookIframe = (page: Page, locale: Locale) =>
  page.locator(`.omad-page-region iframe[title="${SPORTSBOOK[locale].frameTitle}"]`);

for (const locale of LOCALES) {
  test(`${locale}: /betting embeds the sportsbook games.get detects`, async ({ page }) => {
    const detection = page.waitForRequest((sent) => sent.url().includes('/api/games.get'));
    await page.goto(inLocale(locale, '/betting'));
    const options = new URL((await detection).url()).searchParams.get('options') ?? '';
    expect(JSON.parse(options)).toMatchObject({ sysname: ['dgt_sportsbook'] });

    const sportsbook = SPORTSBOOK[locale];
    const iframe = sportsbookIframe(page, locale);
    await expect(iframe).toHaveAttribute('src', `/api/_games/dgt_sportsbook/play?locale=${locale}`);
    await expect(page.getByTestId('betting-frame')).toHaveAttribute('aria-busy', 'false');
    await expect(iframe).toHaveCSS('opacity', '1');

    const frame = page.frameLocator('iframe[title]');
    await expect(frame.locator('html')).toHaveAttribute('lang', locale);
    await expect(frame.locator('[data-simulation-label]')).toHaveText(sportsbook.simulation);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(sportsbook.events);
    expect(await frame.locator('.match').count()).toBeGreaterThanOrEqual(12);
    const derby = frame.locator('.match', { hasText: sportsbook.derby });
    await expect(derby).toBeVisible();

    // A guest's tap on a price asks the page to sign them in; the slip stays empty.
    await frame.locator('button[data-key$=":result:home"]:enabled').first().click();
    await expect(authDialog(page)).toBeVisible();
    await expect(frame.locator('[data-slip-count]')).toHaveText('0');
  });
}

test('/betting fills a phone screen between the header and the bottom menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ru/betting');
  const iframe = sportsbookIframe(page, 'ru');
  await expect(page.getByTestId('betting-frame')).toHaveAttribute('aria-busy', 'false');
  const frameBox = await iframe.boundingBox();
  const headerBox = await page.locator('header.omad-shell-header').boundingBox();
  const menuBox = await page.locator('.omad-slot--bottom-menu').boundingBox();
  expect(frameBox && headerBox && menuBox).toBeTruthy();
  if (!frameBox || !headerBox || !menuBox) return;
  expect(frameBox.x).toBe(0);
  expect(frameBox.width).toBe(360);
  expect(Math.abs(frameBox.y - (headerBox.y + headerBox.height))).toBeLessThanOrEqual(1);
  expect(Math.abs(frameBox.y + frameBox.height - menuBox.y)).toBeLessThanOrEqual(1);
  const frame = page.frameLocator('iframe[title]');
  await expect(frame.locator('[data-simulation-label]')).toBeVisible();
  await expect(frame.locator('[data-slip]')).toBeVisible();
  expect(await frame.locator('body').evaluate((body) => body.scrollWidth <= body.clientWidth)).toBe(
    true,
  );
});

test('/betting tells an absent, an unframeable and a failed sportsbook apart, and retries', async ({
  page,
}) => {
  const answerGames = (items: unknown[]) =>
    page.route('**/api/games.get**', (route) =>
      route.fulfill({ json: { data: { items, count: items.length } } }),
    );
  await answerGames([]);
  await page.goto('/betting');
  const state = page.getByTestId('betting-unavailable');
  await expect(state).toHaveAttribute('data-reason', 'absent');
  await expect(state.getByRole('heading', { level: 1 })).toHaveText(
    PAGE_TEXTS.uz.bettingUnavailable,
  );
  await expect(state.getByRole('link', { name: PAGE_TEXTS.uz.toGamehall })).toHaveAttribute(
    'href',
    '/gamehall',
  );
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.unroute('**/api/games.get**');
  await answerGames([
    { sysname: 'dgt_sportsbook', name: 'Sportsbook', image_url: '/api/_media/game/x.svg' },
  ]);
  await page.goto('/betting');
  await expect(state).toHaveAttribute('data-reason', 'not-launchable');

  await page.unroute('**/api/games.get**');
  await page.route('**/api/games.get**', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { type: 'InternalServerErrorException', message: 'down' } },
    }),
  );
  await page.goto('/ru/betting');
  await expect(state).toHaveAttribute('data-reason', 'failed');
  await page.unroute('**/api/games.get**');
  await state.getByRole('button', { name: PAGE_TEXTS.ru.retry }).click();
  await expect(sportsbookIframe(page, 'ru')).toHaveAttribute(
    'src',
    '/api/_games/dgt_sportsbook/play?locale=ru',
  );
  await expect(page.frameLocator('iframe[title]').locator('[data-simulation-label]')).toHaveText(
    SPORTSBOOK.ru.simulation,
  );
});
