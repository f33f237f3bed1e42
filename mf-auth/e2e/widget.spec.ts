// The header account widget: it fits a 360 px header beside the menu button and logo mark,
// the balance panel (with profile and sign-out on phones), and the balance refresh as the
// CMS config sets it: no refresh button by the seeded defaults, click and interval refresh
// picking up a credit when the config turns them on.
import { expect, test, type Page } from '@playwright/test';
import { boxOf, credit, registerPlayer, signOut, shellRoot } from '@omad/e2e';
import { TEXTS } from './support';

/** Serves the CMS `config` with its balanceRefresh fields changed. */
const withBalanceRefresh = async (page: Page, changes: Readonly<Record<string, unknown>>) => {
  await page.route('**/cms/api/config?**', async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    for (const [key, value] of Object.entries(changes)) {
      const field = new RegExp(`"${key}":[^,}]+`);
      expect(body, `config has ${key}`).toMatch(field);
      body = body.replace(field, `"${key}":${JSON.stringify(value)}`);
    }
    await route.fulfill({ response, body });
  });
};

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the player corner fits beside the menu button and logo mark; the panel holds sign-out', async ({
    page,
  }) => {
    await registerPlayer(page);
    await page.goto('/');
    await expect(page.getByTestId('balance-main')).toHaveText(`0 ${TEXTS.uz.currency}`);
    const menu = await boxOf(page.locator('.omad-shell-header__menu').first());
    const logo = await boxOf(page.locator('.omad-shell-header__logo').first());
    const corner = await boxOf(page.locator('[data-testid="account-player"]').first());
    expect(menu.x + menu.width).toBeLessThanOrEqual(logo.x);
    expect(logo.x + logo.width).toBeLessThanOrEqual(corner.x);
    expect(corner.x + corner.width).toBeLessThanOrEqual(360);
    await expect(page.getByRole('link', { name: TEXTS.uz.deposit })).toBeVisible();
    await expect(page.getByTestId('sign-out')).toHaveCount(0);

    await page.getByTestId('balance-toggle').click();
    const panel = page.getByTestId('balance-panel');
    await expect(panel.getByText(TEXTS.uz.bonus, { exact: true })).toBeVisible();
    await expect(panel.getByText(TEXTS.uz.bettingBonus, { exact: true })).toBeVisible();
    await signOut(page, panel.getByTestId('sign-out'));
    await expect(page).toHaveURL(TEXTS.uz.home);
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'false');
  });

  test('the guest corner fits too', async ({ page }) => {
    await page.goto('/ru');
    const logo = await boxOf(page.locator('.omad-shell-header__logo').first());
    const corner = await boxOf(page.locator('[data-testid="account-guest"]').first());
    expect(logo.x + logo.width).toBeLessThanOrEqual(corner.x);
    expect(corner.x + corner.width).toBeLessThanOrEqual(360);
  });
});

test('the seeded CMS config keeps click refresh off: no refresh button', async ({ page }) => {
  const config = await page.request.get('/cms/api/config?locale=uz&populate[balanceRefresh]=true');
  expect(JSON.stringify(await config.json())).toContain('"isClickRefreshEnabled":false');
  await registerPlayer(page);
  await page.goto('/');
  await expect(page.getByTestId('balance-main')).toBeVisible();
  // The widget has applied the config's refresh settings: the button, if offered, is there.
  await expect(page.locator('.omad-account__wallet')).toHaveAttribute(
    'data-refresh-settings',
    'cms',
  );
  await expect(page.getByTestId('balance-refresh')).toHaveCount(0);
});

test('with click refresh on, the refresh button picks up a credit', async ({ page }) => {
  await withBalanceRefresh(page, { isClickRefreshEnabled: true });
  const { email } = await registerPlayer(page);
  await page.goto('/ru');
  const main = page.getByTestId('balance-main');
  await expect(main).toHaveText(`0 ${TEXTS.ru.currency}`);
  await credit(page.request, email, '150000');
  await expect(main).toHaveText(`0 ${TEXTS.ru.currency}`);
  await page.getByRole('button', { name: TEXTS.ru.refresh }).click();
  await expect(main).toHaveText(`150,000 ${TEXTS.ru.currency}`);
});

test('with interval refresh on, a credit shows up without a click', async ({ page }) => {
  await withBalanceRefresh(page, { isIntervalRefreshEnabled: true, intervalMs: 500 });
  const { email } = await registerPlayer(page);
  await page.goto('/');
  const main = page.getByTestId('balance-main');
  await expect(main).toHaveText(`0 ${TEXTS.uz.currency}`);
  await credit(page.request, email, '2500.75');
  await expect(main).toHaveText(`2,500.75 ${TEXTS.uz.currency}`);
});
