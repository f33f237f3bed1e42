// The UI kit's Dialog is the browser's own modal: the sign-in dialog opens as a modal
// <dialog> (the page behind is inert), Tab and Shift+Tab never reach the page behind it
// (past its last control focus may leave the document for the browser's own controls, as
// with every native modal, and comes back to the dialog), Escape closes it and focus
// returns to the button that opened it, in both languages.
import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '@omad/e2e';
import { TEXTS, openSignIn } from './support';

/** Where focus is: inside the open modal <dialog>, out of the page (body), or behind it. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const modal = document.querySelector('dialog:modal');
    const active = document.activeElement;
    if (modal?.contains(active)) return 'dialog';
    return active === null || active === document.body ? 'outside-page' : 'page-behind';
  });

for (const locale of LOCALES) {
  test(`${locale}: the sign-in dialog is a native modal that keeps focus and gives it back`, async ({
    page,
  }) => {
    await page.goto(`${TEXTS[locale].prefix}/`);
    const dialog = await openSignIn(page, locale);
    await expect(page.locator('dialog:modal')).toHaveCount(1);
    await expect(page.locator('dialog:modal')).toContainText(TEXTS[locale].password);
    expect(await focusPlace(page)).toBe('dialog');

    for (const key of ['Tab', 'Shift+Tab']) {
      const places = new Set<string>();
      for (let press = 0; press < 14; press += 1) {
        await page.keyboard.press(key);
        places.add(await focusPlace(page));
      }
      expect(places.has('page-behind'), key).toBe(false);
      expect(places.has('dialog'), key).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(
      page.getByTestId('account-guest').getByRole('button', { name: TEXTS[locale].signIn }),
    ).toBeFocused();
  });
}
