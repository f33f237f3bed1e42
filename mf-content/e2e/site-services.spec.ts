// The headless site-services slot: CMS custom code (each position once per page load, the
// broken entry logged, the disabled ones never), the popup preview, campaign popups for a
// signed-in player (once), and loyalty notices as toasts after a click and a route change.
import { expect, test, type Page } from '@playwright/test';
import { isRecord, registerPlayer, siteFooter } from '@omad/e2e';
import { marker, notify, targetCampaign, warmUp } from './services-support';

const siteServices = (page: Page) =>
  page.locator('[data-remote="mf-content"][data-expose="./site-services"]');

/** The services' hidden element, whose attributes say what they have decided. */
const decisions = (page: Page) => siteServices(page).locator('[data-campaign-popups]');

const headerLink = (page: Page, name: string) =>
  page
    .locator('[data-remote="mf-content"][data-expose="./header-nav"]')
    .getByRole('link', { name });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  await warmUp(browser);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

/**
 * The site's custom code as the content service answers it, with an entry broken on purpose
 * (a syntax error) before the seed's bodyEnd entry: the third enabled one of its position
 * list. The seed itself has none, so its pages log no error.
 */
const withBrokenCustomCode = (page: Page) =>
  page.route(/\/cms\/api\/common(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    // Strapi 5: the entry's fields are the data's own.
    const common = isRecord(body) && isRecord(body.data) ? body.data : null;
    const entries = common ? common.customCode : null;
    if (!common || !Array.isArray(entries)) throw new Error('common has no customCode');
    const broken = {
      isEnabled: true,
      position: 'bodyEnd',
      code: '<script>/* broken on purpose: a syntax error */ window.omadCustomCode(</script>',
    };
    common.customCode = [...entries.slice(0, 2), broken, ...entries.slice(2)];
    await route.fulfill({ response, json: body });
  });

test('custom code runs once in each position; the broken entry is logged, the disabled never run', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await withBrokenCustomCode(page);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-custom-head', '1');
  await expect(html).toHaveAttribute('data-custom-body-start', '1');
  // The broken entry comes before this one in the CMS list.
  await expect(html).toHaveAttribute('data-custom-body-end', '1');
  await expect
    .poll(() => logged.some((line) => line.includes('custom code failed (bodyEnd #3)')))
    .toBe(true);
  expect(await html.getAttribute('data-custom-disabled')).toBeNull();

  const placement = () =>
    page.evaluate(() => {
      const root = document.getElementById('omad-root');
      const end = document.querySelector('[data-custom-code="bodyEnd"]');
      return {
        headMarkers: document.head.querySelectorAll('meta[name="omad-custom-code"]').length,
        bodyStartFirst: document.body.firstElementChild?.getAttribute('data-custom-code') ?? null,
        bodyEndAfterRoot:
          !!root &&
          !!end &&
          (root.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
        bodyEndMarkers: document.querySelectorAll('[data-custom-code="bodyEnd"]').length,
      };
    });
  expect(await placement()).toEqual({
    headMarkers: 1,
    bodyStartFirst: 'bodyStart',
    bodyEndAfterRoot: true,
    bodyEndMarkers: 1,
  });

  // Routes and languages change; the page load (and its custom code) stays.
  await headerLink(page, "O'yinlar zali").click();
  await expect(page).toHaveURL(/\/gamehall$/);
  await page.locator('.omad-shell-header__locale [data-locale="ru"]').click();
  await expect(page).toHaveURL(/\/ru\/gamehall$/);
  await headerLink(page, 'Игровой зал').waitFor();
  await expect(siteServices(page)).toHaveAttribute('data-status', 'mounted');
  expect(await placement()).toEqual({
    headMarkers: 1,
    bodyStartFirst: 'bodyStart',
    bodyEndAfterRoot: true,
    bodyEndMarkers: 1,
  });
  await expect(html).toHaveAttribute('data-custom-head', '1');
  await expect(html).toHaveAttribute('data-custom-body-start', '1');
  await expect(html).toHaveAttribute('data-custom-body-end', '1');
  expect(logged.filter((line) => line.includes('custom code failed'))).toHaveLength(1);
});

const PREVIEW = [
  {
    locale: 'uz',
    url: '/?popup=spring-preview#popup-preview',
    title: 'Bahorgi turnir tez orada',
    text: 'Birinchilardan bo‘lib qatnashing!',
    button: 'Turnirlar',
    target: /127\.0\.0\.1:\d+\/tournaments$/,
  },
  {
    locale: 'ru',
    url: '/ru?popup=spring-preview#popup-preview',
    title: 'Скоро весенний турнир',
    text: 'Участвуйте одними из первых!',
    button: 'Турниры',
    target: /\/ru\/tournaments$/,
  },
] as const;

for (const preview of PREVIEW) {
  test(`${preview.locale}: #popup-preview opens the unpublished popup, its button follows the site path`, async ({
    page,
  }) => {
    await page.goto(preview.url);
    const dialog = page.getByRole('dialog', { name: preview.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('site-popup')).toContainText(preview.text);
    await dialog.getByRole('button', { name: preview.button }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(preview.target);
  });
}

const CAMPAIGN = [
  { locale: 'uz', home: '/', title: 'Dam olish kunlari 15% keshbek', close: 'Yopish' },
  { locale: 'ru', home: '/ru', title: 'Кешбэк 15% в выходные', close: 'Закрыть' },
] as const;

for (const campaign of CAMPAIGN) {
  test(`${campaign.locale}: a signed-in player sees the campaign popup once`, async ({ page }) => {
    const { email } = await registerPlayer(page);
    await targetCampaign(page.request, email, 'weekend-cashback');
    await page.goto(campaign.home);
    const dialog = page.getByRole('dialog', { name: campaign.title });
    await expect(dialog).toBeVisible();
    const stored = page.waitForResponse((response) => response.url().includes('/api/storage.set'));
    await dialog.getByRole('button', { name: campaign.close }).click();
    await expect(dialog).toBeHidden();
    expect((await stored).status()).toBe(200);

    const looked = Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/popups.get')),
      page.waitForResponse((response) => response.url().includes('/api/storage.get')),
    ]);
    await page.reload();
    await looked;
    await expect(siteServices(page)).toHaveAttribute('data-status', 'mounted');
    // The answers are read: the dismissed popup is not one to open again.
    await expect(decisions(page)).toHaveAttribute('data-campaign-popups', 'none');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('a guest gets no campaign popup', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/popups.get')) asked.push(request.url());
  });
  await page.goto('/');
  await expect(siteServices(page)).toHaveAttribute('data-status', 'mounted');
  // The session has answered "guest" and the services have taken it in.
  await expect(decisions(page)).toHaveAttribute('data-campaign-popups', 'guest');
  expect(asked).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a notice arrives as a toast after the first click, another after a route change', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/loyalty.getnotifications')) fetched.push(request.url());
  });
  const { email } = await registerPlayer(page);
  await page.goto('/');
  await expect(siteServices(page)).toHaveAttribute('data-status', 'mounted');
  const credited = marker('Kunlik vazifa bajarildi');
  await notify(page.request, email, { type: 'credit', title: 'Omad', message: credited });
  // Nothing is fetched before the player's first click, double click or touch: the services
  // are listening for it, and have asked for nothing.
  await expect(decisions(page)).toHaveAttribute('data-notices', 'waiting');
  expect(fetched).toHaveLength(0);

  // The footer loads once scrolled to (a scroll is not the click the services wait for).
  const footer = await siteFooter(page);
  await footer.locator('.omad-footer__legal').click();
  await expect(page.getByRole('status').filter({ hasText: credited })).toBeVisible();
  expect(fetched).toHaveLength(1);

  const debited = marker('Ball yechildi');
  await notify(page.request, email, { type: 'debit', title: 'Omad', message: debited });
  await footer.locator('.omad-footer__legal').dblclick();
  expect(fetched).toHaveLength(1);
  await headerLink(page, "O'yinlar zali").click();
  await expect(page).toHaveURL(/\/gamehall$/);
  await expect(page.getByRole('alert').filter({ hasText: debited })).toBeVisible();
  expect(fetched).toHaveLength(2);
});
