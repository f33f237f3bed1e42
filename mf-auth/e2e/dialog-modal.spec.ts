// The UI kit's Dialog is the browser's own modal: the sign-in dialog opens as a modal
// <dialog> (the page behind is inert), Tab and Shift+Tab never leave it, Escape closes it
// and focus returns to the button that opened it, in both languages.
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, TEXTS, openSignIn } from './support';

/** Whether the focused element is inside the open modal <dialog>. */
const focusInModal = (page: Page) =>
  page.evaluate(() => {
    const modal = document.querySelector('dialog:modal');
    return modal !== null && modal.contains(document.activeElement);
  });

for (const locale of LOCALES) {
  test(`${locale}: the sign-in dialog is a native modal that keeps focus and gives it back`, async ({
    page,
  }) => {
    await page.goto(`${TEXTS[locale].prefix}/`);
    const dialog = await openSignIn(page, locale);
    await expect(page.locator('dialog:modal')).toHaveCount(1);
    await expect(page.locator('dialog:modal')).toContainText(TEXTS[locale].password);
    expect(await focusInModal(page)).toBe(true);

    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 14; press += 1) {
        await page.keyboard.press(key);
        expect(await focusInModal(page), `${key} #${press + 1}`).toBe(true);
      }
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(
      page.getByTestId('account-guest').getByRole('button', { name: TEXTS[locale].signIn }),
    ).toBeFocused();
  });
}
