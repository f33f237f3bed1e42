// Every route of spec section 2 renders in Uzbek and under /ru, owned by the right remote.
import { expect, test } from '@playwright/test';
import { expectPageMounted, inLocale, registerPlayer } from '@omad/e2e';

// A detail page names an item the seed has: the edge answers an unknown one 404, and the shell
// keeps that not-found page rather than mounting the remote.
const ROUTES: ReadonlyArray<readonly [path: string, route: string, remote: string]> = [
  ['/', 'index', 'mf-content'],
  ['/betting', 'betting', 'mf-content'],
  ['/about', 'slug', 'mf-content'],
  ['/cashier/deposit', 'cashier-deposit', 'mf-cashier'],
  ['/cashier/deposit/uzcard', 'cashier-deposit-sysname', 'mf-cashier'],
  ['/cashier/history', 'cashier-history', 'mf-cashier'],
  ['/cashier/paycancel', 'cashier-paycancel', 'mf-cashier'],
  ['/cashier/payfail', 'cashier-payfail', 'mf-cashier'],
  ['/cashier/payfail/tx-1', 'cashier-payfail-transaction', 'mf-cashier'],
  ['/cashier/paypending', 'cashier-paypending', 'mf-cashier'],
  ['/cashier/paypending/tx-2', 'cashier-paypending-transaction', 'mf-cashier'],
  ['/cashier/paysuccess', 'cashier-paysuccess', 'mf-cashier'],
  ['/cashier/paysuccess/tx-3', 'cashier-paysuccess-transaction', 'mf-cashier'],
  ['/cashier/paymobile', 'cashier-paymobile', 'mf-cashier'],
  ['/cashier/paynewwindow', 'cashier-paynewwindow', 'mf-cashier'],
  ['/cashier/receipt', 'cashier-receipt', 'mf-cashier'],
  ['/cashier/wallet', 'cashier-wallet', 'mf-cashier'],
  ['/cashier/withdraw', 'cashier-withdraw', 'mf-cashier'],
  ['/confirmation', 'confirmation', 'mf-content'],
  ['/confirmation/success', 'confirmation-success', 'mf-content'],
  ['/game/spribe_aviator', 'game-sysname', 'mf-gamehall'],
  ['/gamehall', 'gamehall', 'mf-gamehall'],
  ['/jackpots', 'jackpots', 'mf-gamehall'],
  ['/jackpots/1', 'jackpots-id', 'mf-gamehall'],
  ['/loyalty', 'loyalty', 'mf-loyalty'],
  ['/loyalty/shop', 'loyalty-shop', 'mf-loyalty'],
  ['/loyalty/omad-club', 'loyalty-sysname', 'mf-loyalty'],
  ['/offers', 'offers', 'mf-loyalty'],
  ['/offers/201', 'offers-id', 'mf-loyalty'],
  ['/profile', 'profile', 'mf-profile'],
  ['/profile/bets/exports', 'profile-bets-exports', 'mf-profile'],
  ['/profile/bets/history', 'profile-bets-history', 'mf-profile'],
  ['/profile/bonuses', 'profile-bonuses', 'mf-profile'],
  ['/profile/cashback', 'profile-cashback', 'mf-profile'],
  ['/profile/loyalty', 'profile-loyalty', 'mf-profile'],
  ['/profile/notification', 'profile-notification', 'mf-profile'],
  ['/profile/responsible-game', 'profile-responsible-game', 'mf-profile'],
  ['/profile/security', 'profile-security', 'mf-profile'],
  ['/profile/settings', 'profile-settings', 'mf-profile'],
  ['/profile/verification', 'profile-verification', 'mf-profile'],
  ['/promotions', 'promotions', 'mf-loyalty'],
  ['/promotions/welcome', 'promotions-id', 'mf-loyalty'],
  ['/providers', 'providers', 'mf-gamehall'],
  ['/restore', 'restore', 'mf-auth'],
  ['/support', 'support', 'mf-content'],
  ['/tournaments', 'tournaments', 'mf-gamehall'],
  ['/tournaments/1', 'tournaments-id', 'mf-gamehall'],
  ['/tournaments/1/gamehall', 'tournaments-id-gamehall', 'mf-gamehall'],
  ['/unsubscribe', 'unsubscribe', 'mf-content'],
  ['/winners', 'winners', 'mf-gamehall'],
  ['/_icons', 'icons', 'mf-content'],
];

for (const locale of ['uz', 'ru'] as const) {
  test(`every route renders its remote in ${locale}`, async ({ page }) => {
    // About fifty full page loads, next to another worker on a 2-core machine.
    test.setTimeout(240_000);
    await registerPlayer(page);
    for (const [path, route, remote] of ROUTES) {
      const url = inLocale(locale, path);
      await page.goto(url);
      await expect(page.locator('.omad-shell-root'), url).toHaveAttribute('data-route', route);
      await expect(page.locator('.omad-shell-root')).toHaveAttribute('data-locale', locale);
      await expectPageMounted(page, remote);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
  });
}

test('shell redirects: gamehall category, bare bets, cashier billing', async ({ page }) => {
  await registerPlayer(page);
  await page.goto('/gamehall/slots');
  await expect(page).toHaveURL(/\/gamehall\?category=slots$/);
  await page.goto('/ru/profile/bets');
  await expect(page).toHaveURL(/\/ru\/profile\/bets\/history$/);
  await page.goto('/cashier/billing');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  // The cashier itself opens its deposit (mf-cashier's redirect).
  await page.goto('/ru/cashier');
  await expect(page).toHaveURL(/\/ru\/cashier\/deposit$/);
  await expect(page.locator('.omad-shell-root')).toHaveAttribute('data-route', 'cashier-deposit');
});

test('legacy paths show the empty placeholder page', async ({ page }) => {
  await registerPlayer(page);
  for (const path of ['/responsible-game', '/bets/old/slip']) {
    await page.goto(path);
    await expect(page.locator('[data-system-page="legacy"]')).toBeVisible();
  }
});

test('the game page uses the game layout (no footer)', async ({ page }) => {
  await page.goto('/game/spribe_aviator');
  await expectPageMounted(page, 'mf-gamehall');
  await expect(page.locator('.omad-shell--game')).toBeVisible();
  await expect(page.locator('[data-remote="mf-content"][data-expose="./footer"]')).toHaveCount(0);
});
