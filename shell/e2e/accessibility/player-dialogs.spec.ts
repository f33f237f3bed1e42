// Every dialog a player opens passes axe's WCAG 2.2 AA rules without a serious or critical
// violation, in Uzbek and Russian, at 360 and 1440 px, opened as a player opens it (its
// button, or the answer that calls for it): the menu, games search, a CMS popup and the
// balance panel, the account's dialogs and confirms, the loyalty programme's, the reality
// check and the inactivity warning, the unseen cashback. The dialog is checked; the page
// under it is the pages spec's.
import { expect, test } from '@playwright/test';
import {
  LOCALES,
  callApi,
  credit,
  creditPoints,
  inLocale,
  openGameFrame,
  registerThrough,
  spinUntil,
  shellRoot,
} from '@omad/e2e';
import { readSeed } from './pages';
import { TEXTS, checkOverlay, checkPageDialogs, signInWorkerPlayer } from './support';

// Flows of several dialogs each, next to another worker on two cores.
test.describe.configure({ timeout: 180_000 });

for (const locale of LOCALES) {
  const text = TEXTS[locale];

  test.describe(`accessibility of a player's dialogs (${locale})`, () => {
    test('the menu, games search, a CMS popup and the balance panel', async ({ page }) => {
      await signInWorkerPlayer(page);
      await checkPageDialogs(page, locale, 'player');
      await page.getByTestId('balance-toggle').click();
      const panel = page.getByTestId('balance-panel');
      await checkOverlay(page, `${locale} balance panel`, panel, '[data-testid="balance-panel"]');
    });

    test("the account's dialogs", async ({ page }) => {
      const player = await signInWorkerPlayer(page);
      // An international card needs the holder's name and birth date on the profile.
      await page.goto(inLocale(locale, '/cashier/deposit/visa'));
      await page.getByTestId('amount').fill('60000');
      await page.locator('input[name="requisites.card_number"]').fill('4111111111111111');
      await page.locator('input[name="requisites.card_expiry"]').fill('1231');
      await page.locator('input[name="requisites.card_holder"]').fill('ALI VALIYEV');
      await page.getByTestId('deposit-submit').click();
      const fill = page.getByTestId('fill-profile-dialog');
      await checkOverlay(page, `${locale} fill in the profile`, fill);
      await fill.getByRole('button', { name: text.later }).click();

      // A deposit above the threshold needs a verified identity.
      await page.goto(inLocale(locale, '/cashier/deposit/uzcard'));
      await page.getByTestId('amount').fill('25000000');
      await page.locator('input[name="requisites.card_number"]').fill('8600000000000007');
      await page.locator('input[name="requisites.card_expiry"]').fill('1231');
      await page.getByTestId('deposit-submit').click();
      await checkOverlay(
        page,
        `${locale} verify the identity`,
        page.getByTestId('verification-dialog'),
      );
      await page.keyboard.press('Escape');

      // Giving up a bonus is asked first (the kit's confirm, its danger button).
      await page.goto(inLocale(locale, '/profile/bonuses'));
      await page.getByTestId('bonus-card').locator('[data-action="remove"]').first().click();
      const remove = page.getByTestId('bonus-remove-confirm');
      await checkOverlay(page, `${locale} remove a bonus`, remove);
      await remove.getByRole('button').first().click();

      // A time-out is asked first too.
      await page.goto(inLocale(locale, '/profile/responsible-game'));
      const exclusion = page.getByTestId('exclusion-panel');
      await exclusion.getByRole('radio').first().check();
      await exclusion.locator('[data-field="password"]').fill(player.password);
      await exclusion.locator('button[type="submit"]').click();
      const confirm = page.getByTestId('exclusion-confirm');
      await checkOverlay(page, `${locale} take a time-out`, confirm);
      await confirm.getByRole('button').last().click();
      await expect(confirm).toHaveCount(0);
    });

    test("the loyalty programme's dialogs", async ({ page }) => {
      const { email } = await registerThrough(page.request);
      await page.goto(inLocale(locale, '/loyalty'));
      await page.getByTestId('loyalty-character').getByRole('button').first().click();
      await checkOverlay(
        page,
        `${locale} choose a character`,
        page.getByTestId('character-picker'),
      );
      await page.keyboard.press('Escape');

      await page.goto(inLocale(locale, '/loyalty/shop'));
      const product = page.getByTestId('product-1');
      await product.getByRole('button').click();
      await checkOverlay(
        page,
        `${locale} not enough points`,
        page.getByTestId('shop-insufficient'),
      );
      await page.keyboard.press('Escape');

      await creditPoints(page.request, email, 200);
      await page.reload();
      await expect(product).toHaveAttribute('data-affordable', 'true');
      await product.getByRole('button').click();
      const confirm = page.getByTestId('shop-confirm');
      await checkOverlay(page, `${locale} confirm a purchase`, confirm);
      await confirm.getByRole('button').last().click();
      await checkOverlay(page, `${locale} purchase made`, page.getByTestId('shop-bought'));
      await page.keyboard.press('Escape');

      await page.goto(inLocale(locale, '/offers'));
      const promo = page.getByTestId('promo-code');
      await promo.getByRole('textbox').fill('WELCOME100');
      await promo.locator('button[type="submit"]').click();
      await checkOverlay(
        page,
        `${locale} promo code activated`,
        page.getByTestId('promo-code-activated'),
      );
    });

    test('the reality check and the inactivity warning', async ({ page }) => {
      await page.clock.install();
      await registerThrough(page.request);
      const set = await callApi(page.request, 'responsibleGaming.setRealityCheck', {
        minutes: '15',
      });
      expect(set.status, JSON.stringify(set.json)).toBe(200);
      await page.goto(inLocale(locale, '/gamehall'));
      await expect(page.locator('[data-reality-check="scheduled"]')).toHaveCount(1);
      await page.clock.fastForward('15:30');
      const reality = page.getByTestId('reality-check');
      await checkOverlay(page, `${locale} reality check`, reality);
      await reality.getByRole('button').first().click();

      // With no activity, a warning counts down to the sign-out (80 % of 30 minutes).
      const off = await callApi(page.request, 'responsibleGaming.setRealityCheck', {
        minutes: '0',
      });
      expect(off.status, JSON.stringify(off.json)).toBe(200);
      await page.reload();
      await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');
      await page.clock.fastForward('24:10');
      await checkOverlay(
        page,
        `${locale} inactivity warning`,
        page.getByTestId('inactivity-countdown'),
      );
    });

    test('the unseen cashback and removing a cashback', async ({ page }) => {
      const { email } = await registerThrough(page.request);
      await credit(page.request, email, '500000');
      // A real round that loses (rigged, so no lucky win can delay it): the week's cashback is
      // a share of the net loss.
      const rigged = await page.request.post('/api/_dev/next-round', {
        multipart: { login: email, outcome: 'loss' },
      });
      expect(rigged.status(), await rigged.text()).toBe(200);
      const frame = await openGameFrame(page, locale, (await readSeed(page.request)).game);
      await spinUntil(frame, async () => {
        const { json } = await callApi(page.request, 'games.getHistory');
        expect(JSON.stringify(json)).toMatch(/"net":"-/);
      });
      const counted = await page.request.post('/api/_dev/cashback', {
        multipart: { login: email },
      });
      expect(counted.status(), await counted.text()).toBe(200);
      await page.goto(inLocale(locale, '/profile'));
      const popup = page.getByTestId('unseen-cashback');
      await checkOverlay(page, `${locale} unseen cashback`, popup);
      await popup.getByRole('button').last().click();

      await page.goto(inLocale(locale, '/profile/cashback'));
      await page.getByTestId('cashback-card').locator('[data-action="remove"]').click();
      const remove = page.getByTestId('cashback-remove-confirm');
      await checkOverlay(page, `${locale} remove a cashback`, remove);
      await remove.getByRole('button').first().click();
    });
  });
}
