// Issue 32, "a session alone cannot move codes to a new contact", in both languages against
// the real platform: a signed-in player with a confirmed e-mail adds a phone in the settings.
// Without the password, and with a wrong one, it is refused in words and nothing is added;
// with the password it is added unconfirmed, the e-mail is told, and a password restore for
// the login still goes to the e-mail only, never to the new phone.
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, callApi, confirmEmail, newPlayer, outbox } from '@omad/e2e';
import { TEXTS, apiData, openProfile } from '../support';

type Profile = { contacts: { type: string; contact: string; is_confirmed: boolean }[] };

const phones = async (page: Page) =>
  (await apiData<Profile>(page, 'account.getprofileinfo')).contacts.filter(
    (contact) => contact.type === 'phone',
  );

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  test(`a session alone cannot move codes to a new contact (${locale})`, async ({ page }) => {
    const player = await newPlayer(page);
    await confirmEmail(page, player.email);
    // A phone no other run uses: nine digits after Uzbekistan's +998.
    const national = `9${String(Date.now()).slice(-8)}`;
    const phone = `998${national}`;

    // The platform itself refuses a contact sent without the password.
    const bare = await callApi(page.request, 'account.addcontact', {
      contact: phone,
      phone_country_code: '998',
    });
    expect(bare.status).toBe(400);
    expect(JSON.stringify(bare.json)).toContain('"password":["REQUIRED"]');

    await openProfile(page, locale, '/profile/settings');
    const form = page.getByTestId('add-phone');
    const add = form.getByRole('button', { name: texts.settings.addPhone });
    await form.getByLabel(texts.settings.phoneLabel).fill(national);
    await add.click();
    await expect(form.getByText(texts.errors.passwordRequired, { exact: true })).toBeVisible();

    const password = form.getByLabel(texts.security.oldPassword, { exact: true });
    await password.fill('Wrong-999');
    const refused = page.waitForResponse((response) =>
      response.url().includes('/api/account.addcontact'),
    );
    await add.click();
    expect((await refused).status()).toBe(400);
    await expect(form.getByText(texts.errors.wrongPassword)).toBeVisible();
    await expect(form.getByLabel(texts.settings.phoneLabel)).toHaveValue(/\d\d \d\d\d \d\d \d\d/);
    expect(await phones(page)).toEqual([]);

    await password.fill(player.password);
    await add.click();
    const row = page.getByTestId('contacts-panel').locator('[data-contact="phone"]');
    await expect(row).toContainText(texts.settings.unconfirmed);
    expect((await phones(page)).map((contact) => contact.is_confirmed)).toEqual([false]);
    // The contact the account had is told of the change.
    await expect
      .poll(async () => (await outbox(page.request, player.email)).map((item) => item.kind))
      .toContain('notice');

    // A restore for the login: its link reaches the confirmed e-mail (the positive signal),
    // and the new, unconfirmed phone has been sent nothing at all.
    const before = (await outbox(page.request, player.email)).filter(
      (item) => item.kind === 'restore',
    ).length;
    const restore = await callApi(page.request, 'auth.restore', { login: player.email });
    expect(restore.status, JSON.stringify(restore.json)).toBe(200);
    await expect
      .poll(
        async () =>
          (await outbox(page.request, player.email)).filter((item) => item.kind === 'restore')
            .length,
      )
      .toBe(before + 1);
    expect(await outbox(page.request, phone)).toEqual([]);
  });
}
