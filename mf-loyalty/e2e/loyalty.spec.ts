// The loyalty programme in both languages, against the real stack: a new player's level and
// progress bar, a guest's invitation to register, the shop's insufficient-funds dialog, points
// earned by real rounds spent through the confirm dialog on a product that takes effect, a
// character that stays chosen after a reload, a level-up toast, and the profile's summary.
import { expect, test } from '@playwright/test';
import {
  LOCALES,
  authDialog,
  credit,
  creditPoints,
  dataOf,
  expectPageMounted,
  prefix,
  registerPlayer,
} from '@omad/e2e';
import { TEXTS, cheapestSpins, playForPoints, standingOf } from './support';

/** The seeded game every e2e competition and shop product uses. */
const GAME = 'pixelfox_aero_rocket_rush';
/** The frame's largest UZS bet: 25 points a round at one point per 1,000 so'm. */
const BIG_BET = '25000.00';

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  const at = (path: string) => `${prefix(locale)}${path}`;

  test.describe(`loyalty (${locale})`, () => {
    test("a new player's level and progress bar", async ({ page }) => {
      await registerPlayer(page);
      await page.goto(at('/loyalty'));
      await expectPageMounted(page, 'mf-loyalty');
      await expect(page.getByTestId('loyalty-level')).toContainText(
        locale === 'ru' ? 'Уровень 1' : '1-daraja',
      );
      await expect(page.getByTestId('loyalty-points')).toHaveText(
        locale === 'ru' ? '0 баллов' : '0 ball',
      );
      const bar = page.getByRole('progressbar', { name: texts.common.progressLabel });
      await expect(bar).toHaveAttribute('aria-valuenow', '0');
      await expect(
        page.getByTestId('loyalty-levels').getByRole('listitem').first(),
      ).toHaveAttribute('aria-current', 'step');
    });

    test('a guest sees the programme and a register button', async ({ page }) => {
      await page.goto(at('/loyalty'));
      await expectPageMounted(page, 'mf-loyalty');
      await expect(page.getByTestId('loyalty-levels').locator(':scope > li')).toHaveCount(5);
      await expect(page.getByTestId('loyalty-points')).toHaveCount(0);
      await page
        .getByTestId('loyalty-guest')
        .getByRole('button', { name: texts.programme.register })
        .click();
      await expect(authDialog(page)).toBeVisible();
    });

    test('buying without enough points opens the insufficient-funds dialog', async ({ page }) => {
      await registerPlayer(page);
      const product = await cheapestSpins(page.request);
      await page.goto(at('/loyalty/shop'));
      await expectPageMounted(page, 'mf-loyalty');
      const card = page.getByTestId(`product-${product.id}`);
      await card.getByRole('button', { name: texts.shop.buy }).click();
      const dialog = page.getByRole('dialog', { name: texts.shop.insufficientTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('shop-insufficient')).toBeVisible();
      expect((await standingOf(page.request)).points).toBe(0);
    });

    test('points earned by real rounds buy a product through the confirm dialog', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const { email } = await registerPlayer(page);
      await credit(page.request, email, '300000');
      const product = await cheapestSpins(page.request);
      await playForPoints(page, locale, GAME, BIG_BET, product.price);
      const before = await standingOf(page.request);

      await page.goto(at('/loyalty/shop'));
      const card = page.getByTestId(`product-${product.id}`);
      await expect(card).toHaveAttribute('data-affordable', 'true');
      await card.getByRole('button', { name: texts.shop.buy }).click();
      const confirm = page.getByRole('alertdialog', { name: texts.shop.confirmTitle });
      await confirm.getByRole('button', { name: texts.shop.confirm }).click();
      const bought = page.getByRole('dialog', { name: texts.shop.boughtTitle });
      await expect(bought.getByTestId('shop-bought')).toBeVisible();

      const after = await standingOf(page.request);
      expect(after.points).toBe(before.points - product.price);
      // Spending never lowers the experience a level is reached by.
      expect(after.expCount).toBe(before.expCount);
      await expect(page.getByTestId('shop-balance')).toContainText(String(after.points));
      const packs = await dataOf<{
        items: { game: { sysname: string }; remaining_count: number }[];
      }>(page.request, 'freespins.get');
      expect(packs.items.some((pack) => pack.game.sysname === GAME)).toBe(true);
    });

    test('a character chosen stays chosen after a reload', async ({ page }) => {
      await registerPlayer(page);
      await page.goto(at('/loyalty'));
      const section = page.getByTestId('loyalty-character');
      await section.getByRole('button', { name: texts.programme.characters.choose }).click();
      const picker = page.getByRole('dialog', { name: texts.programme.characters.chooseTitle });
      const name = locale === 'ru' ? 'Хумо' : 'Humo';
      await picker.locator('[data-character="humo"]').click();
      await expect(page.getByTestId('loyalty-character-name')).toHaveText(name);
      await page.reload();
      await expectPageMounted(page, 'mf-loyalty');
      await expect(page.getByTestId('loyalty-character-name')).toHaveText(name);
      const standing = await dataOf<{ character: { sysname: string } | null }>(
        page.request,
        'loyalty.getinfo',
      );
      expect(standing.character?.sysname).toBe('humo');
    });

    test('a level-up arrives as a toast and shows on the profile', async ({ page }) => {
      const { email } = await registerPlayer(page);
      await page.goto(at('/profile/loyalty'));
      await expect(page.getByTestId('profile-loyalty')).toBeVisible();
      await creditPoints(page.request, email, 200);
      // Notices are fetched on the first click and on every route change.
      await page
        .getByTestId('profile-loyalty')
        .getByRole('link', { name: texts.common.toLoyalty })
        .click();
      await expect(page).toHaveURL(new RegExp(`${at('/loyalty')}$`));
      await expect(page.getByRole('status').filter({ hasText: /Bronza|Бронза/ })).toBeVisible();
      await expect(page.getByTestId('loyalty-level')).toContainText(
        locale === 'ru' ? 'Уровень 2' : '2-daraja',
      );
    });
  });
}
