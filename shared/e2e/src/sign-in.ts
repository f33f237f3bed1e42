// The sign-in dialog (mf-auth's) as the pages that ask a guest to sign in drive it: the
// dialog and its two fields, labelled in both languages.
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@omad/contract';

/** The dialog's field labels, as mf-auth words them. */
export const SIGN_IN_FIELDS = {
  uz: { login: 'Telefon yoki elektron pochta', password: 'Parol' },
  ru: { login: 'Телефон или электронная почта', password: 'Пароль' },
} as const;

/** The auth dialog, in whichever mode it is open. */
export const authDialog = (page: Page) => page.getByTestId('auth-dialog');

/** Types the credentials into the open sign-in dialog. */
export const fillCredentials = async (
  dialog: Locator,
  locale: Locale,
  login: string,
  password: string,
): Promise<void> => {
  await dialog.getByLabel(SIGN_IN_FIELDS[locale].login, { exact: true }).fill(login);
  await dialog.getByLabel(SIGN_IN_FIELDS[locale].password, { exact: true }).fill(password);
};
