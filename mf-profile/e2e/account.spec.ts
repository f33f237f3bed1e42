// The player's account pages in both languages, against the real platform: the overview, the
// personal data (a refusal keeps what was typed), a contact confirmed with the code from the
// dev outbox, the password changed (other sessions end, the new one signs in), two-factor on
// with its code and off with the password and a code (none without a confirmed contact), the
// notifications, and the fill-profile dialog a card deposit calls for.
import { expect, test } from '@playwright/test';
import {
  LOCALES,
  callApi,
  confirmEmail,
  newPlayer,
  newestCode,
  outbox,
  prefix,
  signIn,
} from '@omad/e2e';
import { TEXTS, apiData, openProfile } from './support';

type Account = { uid: number; two_factor_auth: boolean };
type Profile = {
  first_name: string | null;
  birth_date: string | null;
  contacts: { type: string; is_confirmed: boolean }[];
};

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  test.describe(`profile (${locale})`, () => {
    test('the overview names the player, shows the balances and leads to every section', async ({
      page,
    }) => {
      const player = await newPlayer(page, '250000');
      await openProfile(page, locale);
      await expect(page.getByTestId('profile-who')).toContainText(player.email);
      await expect(page.getByTestId('profile-balances')).toContainText('250,000');
      const nav = page.getByRole('navigation', { name: texts.nav.label });
      await expect(nav.getByRole('link', { name: texts.nav.overview })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await nav.getByRole('link', { name: texts.nav.security }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/profile/security`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title.security);
    });

    test('personal data: a refused date keeps what was typed, a valid save is stored', async ({
      page,
    }) => {
      await newPlayer(page);
      await openProfile(page, locale, '/profile/settings');
      const form = page.getByTestId('personal-form');
      await form.locator('[data-field="first_name"]').fill('Aziz');
      await form.locator('[data-field="last_name"]').fill('Karimov');
      await form.locator('[data-field="sex"]').selectOption('1');
      // A child's birth date is refused by the date rule (an adult's bounds).
      await form.locator('[data-field="birth_date"]').fill('01.01.2015');
      await form.getByRole('button', { name: texts.common.save }).click();
      await expect(form.locator('[data-field="first_name"]')).toHaveValue('Aziz');
      expect((await apiData<Profile>(page, 'account.getprofileinfo')).first_name).toBeNull();
      await form.locator('[data-field="birth_date"]').fill('07.04.1990');
      await form.getByRole('button', { name: texts.common.save }).click();
      await expect(page.getByText(texts.common.saved)).toBeVisible();
      const saved = await apiData<Profile>(page, 'account.getprofileinfo');
      expect([saved.first_name, saved.birth_date]).toEqual(['Aziz', '1990-04-07']);
      await page.reload();
      await expect(
        page.getByTestId('personal-form').locator('[data-field="birth_date"]'),
      ).toHaveValue('07.04.1990');
    });

    test('a contact is confirmed with the code from the outbox after a wrong one', async ({
      page,
    }) => {
      const player = await newPlayer(page);
      await openProfile(page, locale, '/profile/settings');
      const row = page.getByTestId('contacts-panel').locator('[data-contact="email"]');
      await expect(row).toContainText(texts.settings.unconfirmed);
      await row.getByRole('button', { name: texts.settings.sendCode }).click();
      const code = await newestCode(page.request, player.email, 'confirm');
      const wrong = code === '000000' ? '111111' : '000000';
      await row.getByLabel(texts.settings.codeLabel).fill(wrong);
      await row.getByRole('button', { name: texts.settings.confirmAction }).click();
      await expect(row.getByText(texts.errors.smsCode)).toBeVisible();
      await row.getByLabel(texts.settings.codeLabel).fill(code);
      await row.getByRole('button', { name: texts.settings.confirmAction }).click();
      await expect(
        page.getByTestId('contacts-panel').locator('[data-contact="email"]'),
      ).toContainText(texts.settings.confirmed);
      const profile = await apiData<Profile>(page, 'account.getprofileinfo');
      expect(profile.contacts.find((contact) => contact.type === 'email')?.is_confirmed).toBe(true);
    });

    test('a changed password ends the other sessions and signs in', async ({ page, browser }) => {
      const player = await newPlayer(page);
      const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const otherPage = await other.newPage();
      await signIn(otherPage, player.email, player.password);
      await openProfile(page, locale, '/profile/security');
      const sessions = page.getByTestId('sessions-panel');
      await expect(sessions.locator('[data-session]')).toHaveCount(2);
      await expect(sessions.getByText(texts.security.current)).toHaveCount(1);

      const form = page.getByTestId('password-form');
      await form.locator('[data-field="old_password"]').fill('Wrong-999');
      await form.locator('[data-field="password"]').fill('NewSecret456');
      await form.locator('[data-field="password_confirm"]').fill('NewSecret456');
      await form.getByRole('button', { name: texts.security.changePassword }).click();
      await expect(form.getByText(texts.errors.wrongPassword)).toBeVisible();
      await expect(form.locator('[data-field="password"]')).toHaveValue('NewSecret456');
      await form.locator('[data-field="old_password"]').fill(player.password);
      await form.getByRole('button', { name: texts.security.changePassword }).click();
      await expect(page.getByText(texts.security.passwordChanged)).toBeVisible();
      await expect(sessions.locator('[data-session]')).toHaveCount(1);
      expect((await apiData<Account>(otherPage, 'account.getInfo')).uid).toBe(0);
      await signIn(otherPage, player.email, 'NewSecret456');
      expect((await apiData<Account>(otherPage, 'account.getInfo')).uid).toBeGreaterThan(0);
      await other.close();
    });

    test('two-factor goes on with a code, and off only with the password and a code', async ({
      page,
    }) => {
      const player = await newPlayer(page);
      // Codes only go to a confirmed contact (issue 32).
      await confirmEmail(page, player.email);
      await openProfile(page, locale, '/profile/security');
      const panel = page.getByTestId('two-factor-panel');
      await expect(panel).toContainText(texts.security.stateOff);
      await panel.getByRole('button', { name: texts.security.enable }).click();
      const code = await newestCode(page.request, player.email, 'twofactor-change');
      await panel.getByLabel(texts.settings.codeLabel).fill(code);
      await panel.getByRole('button', { name: texts.common.confirm }).click();
      await expect(panel).toContainText(texts.security.stateOn);
      expect((await apiData<Account>(page, 'account.getInfo')).two_factor_auth).toBe(true);

      await panel.getByRole('button', { name: texts.security.disable }).click();
      const step = panel.getByTestId('two-factor-password');
      await step.getByLabel(texts.security.oldPassword, { exact: true }).fill('Wrong-999');
      await step.getByRole('button', { name: texts.security.continue }).click();
      await expect(step.getByText(texts.errors.wrongPassword)).toBeVisible();
      await step.getByLabel(texts.security.oldPassword, { exact: true }).fill(player.password);
      await step.getByRole('button', { name: texts.security.continue }).click();
      const codeForm = panel.getByTestId('two-factor-code');
      await expect(codeForm).toBeVisible();
      // A second code of the kind, not the first one again.
      const changeCodes = async () =>
        (await outbox(page.request, player.email)).filter(
          (item) => item.kind === 'twofactor-change',
        );
      await expect.poll(async () => (await changeCodes()).length).toBe(2);
      const offCode = (await changeCodes())[0]?.code ?? '';
      await codeForm.getByLabel(texts.settings.codeLabel).fill(offCode);
      await codeForm.getByRole('button', { name: texts.common.confirm }).click();
      await expect(panel).toContainText(texts.security.stateOff);
      expect((await apiData<Account>(page, 'account.getInfo')).two_factor_auth).toBe(false);
    });

    test('two-factor without a confirmed contact leads to the contacts', async ({ page }) => {
      await newPlayer(page);
      await openProfile(page, locale, '/profile/security');
      const panel = page.getByTestId('two-factor-panel');
      await panel.getByRole('button', { name: texts.security.enable }).click();
      const notice = panel.getByTestId('two-factor-need-contact');
      await expect(notice).toContainText(texts.security.needContact);
      await notice.getByRole('link', { name: texts.security.toContacts }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/profile/settings#contacts`);
      await expect(page.getByTestId('contacts-panel')).toBeInViewport();
      expect((await apiData<Account>(page, 'account.getInfo')).two_factor_auth).toBe(false);
    });

    test('notifications list the welcome message and mark it read', async ({ page }) => {
      await newPlayer(page);
      await openProfile(page, locale, '/profile/notification');
      const list = page.getByTestId('notifications');
      await expect(list.locator('[data-read="false"]')).toHaveCount(1);
      await page.getByRole('button', { name: texts.notifications.markAll }).click();
      await expect(list.locator('[data-read="true"]')).toHaveCount(1);
      await expect(list.locator('[data-read="false"]')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('notifications').locator('[data-read="true"]')).toHaveCount(1);
      await expect(
        page.getByTestId('channels').locator('[data-subscription="email"]'),
      ).toBeVisible();
    });

    test('a card deposit without a name opens fill-profile, and a save goes back', async ({
      page,
    }) => {
      await newPlayer(page);
      await page.goto(`${prefix(locale)}/cashier/deposit/visa`);
      await page.getByTestId('amount').fill('100000');
      const form = page.getByTestId('deposit-form');
      await form.locator('input[name="requisites.card_number"]').fill('4111111111111111');
      await form.locator('input[name="requisites.card_expiry"]').fill('1231');
      await form.locator('input[name="requisites.card_holder"]').fill('ALI VALIYEV');
      await page.getByTestId('deposit-submit').click();
      const dialog = page.getByTestId('fill-profile-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(texts.fields.first_name);
      await dialog.getByRole('button', { name: texts.fillProfile.go }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/settings\\?`));
      await expect(page.getByTestId('profile-needed')).toContainText(texts.fields.first_name);
      const personal = page.getByTestId('personal-form');
      await personal.locator('[data-field="first_name"]').fill('Aziz');
      await personal.locator('[data-field="last_name"]').fill('Karimov');
      await personal.locator('[data-field="sex"]').selectOption('1');
      await personal.locator('[data-field="birth_date"]').fill('07.04.1990');
      await personal.getByRole('button', { name: texts.common.save }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/cashier/deposit/visa`);
      const info = await callApi(page.request, 'account.getprofileinfo');
      expect((info.json as { data: Profile }).data.first_name).toBe('Aziz');
    });
  });
}
