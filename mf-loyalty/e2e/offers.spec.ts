// Offers, promotions and promo codes in both languages, against the real stack: an offer
// taken shows as taken (and its free spins are the player's), a promo code activated opens
// the promo-code-activated dialog and a wrong one says why on the field, keeping what was
// typed, and a promotion shows its terms with the state of the offer it links.
import { expect, test } from '@playwright/test';
import { LOCALES, dataOf, expectPageMounted, prefix, registerPlayer } from '@omad/e2e';
import { TEXTS } from './support';

/** The seed's public take offer: 10 free spins before a first deposit. */
const FREE_SPINS_OFFER = 301;
const NOT_FOUND_TEXT = /Bunday promokod topilmadi|Такой промокод не найден/;

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  const at = (path: string) => `${prefix(locale)}${path}`;

  test.describe(`offers (${locale})`, () => {
    test('an offer taken shows as taken and grants its free spins once', async ({ page }) => {
      await registerPlayer(page);
      await page.goto(at('/offers'));
      await expectPageMounted(page, 'mf-loyalty');
      const card = page.getByTestId(`offer-${FREE_SPINS_OFFER}`);
      const state = card.getByTestId('offer-state');
      await expect(state).toHaveAttribute('data-state', 'qualifies');
      await state.getByRole('button').click();
      await expect(state).toHaveAttribute('data-state', 'taken');
      await expect(state).toContainText(texts.offer.taken);

      await page.reload();
      await expect(
        page.getByTestId(`offer-${FREE_SPINS_OFFER}`).getByTestId('offer-state'),
      ).toHaveAttribute('data-state', 'taken');
      const packs = await dataOf<{ items: unknown[] }>(page.request, 'freespins.get');
      expect(packs.items).toHaveLength(1);
    });

    test('a promo code activated shows its dialog, a wrong one its error', async ({ page }) => {
      await registerPlayer(page);
      await page.goto(at('/offers'));
      const form = page.getByTestId('promo-code');
      const field = form.getByRole('textbox', { name: texts.promoCode.label });
      await field.fill('NOSUCHCODE');
      await form.getByRole('button', { name: texts.promoCode.submit }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(form).toContainText(NOT_FOUND_TEXT);
      // What was typed stays.
      await expect(field).toHaveValue('NOSUCHCODE');

      await field.fill('ONCEONLY');
      await form.getByRole('button', { name: texts.promoCode.submit }).click();
      const dialog = page.getByRole('dialog', { name: texts.promoCode.activatedTitle });
      await expect(dialog.getByTestId('promo-code-activated')).toBeVisible();
      await expect(dialog).toContainText('ONCEONLY');
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('a promotion shows its terms and the offer it links', async ({ page }) => {
      await registerPlayer(page);
      await page.goto(at('/promotions'));
      await expectPageMounted(page, 'mf-loyalty');
      const list = page.getByTestId('promotions-page');
      const first = list.locator('[data-testid^="promotion-"]').first();
      await first.getByRole('link').first().click();
      await expect(page.getByTestId('promotion-page')).toBeVisible();
      await expect(page.getByTestId('promotion-terms')).not.toBeEmpty();
    });
  });
}
