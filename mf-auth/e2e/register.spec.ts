// Registration through the header dialog (CMS forms-config fields, both languages), the
// promo code activated after registration, and #real on a game page.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, callApi, signIn, signOut } from '@omad/e2e';

const TEXTS = {
  uz: {
    home: '/',
    signUp: "Ro'yxatdan o'tish",
    email: 'Elektron pochta',
    phone: 'Telefon raqami',
    password: 'Parol',
    promo: 'Promokod (ixtiyoriy)',
    terms: /18 yoshdan kattaman/,
    submit: "Ro'yxatdan o'tish",
    later: 'Keyinroq',
    confirmTitle: 'Elektron pochtangizni tasdiqlang',
    expired: 'Promokodning amal qilish muddati tugagan',
    retry: "Qo'llash",
    taken: "Bu elektron pochta bilan allaqachon ro'yxatdan o'tilgan",
    currency: "so'm",
  },
  ru: {
    home: '/ru',
    signUp: 'Регистрация',
    email: 'Электронная почта',
    phone: 'Номер телефона',
    password: 'Пароль',
    promo: 'Промокод (необязательно)',
    terms: /Мне исполнилось 18 лет/,
    submit: 'Зарегистрироваться',
    later: 'Позже',
    confirmTitle: 'Подтвердите электронную почту',
    expired: 'Срок действия промокода истёк',
    retry: 'Применить',
    taken: 'Эта электронная почта уже зарегистрирована',
    currency: 'сум',
  },
} as const;
type Locale = keyof typeof TEXTS;

let counter = 0;
/** A fresh e-mail and phone, unique across workers and runs. */
const freshPlayer = () => {
  counter += 1;
  const stamp = `${Date.now()}${process.pid}${counter}`;
  return {
    email: `reg-${stamp}@omad.test`,
    phoneDigits: `9${stamp.slice(-8)}`,
    password: E2E_PASSWORD,
  };
};

const openRegistration = async (page: Page, locale: Locale) => {
  await page
    .getByTestId('account-guest')
    .getByRole('button', { name: TEXTS[locale].signUp })
    .click();
  const dialog = page.getByRole('dialog', { name: TEXTS[locale].signUp });
  await expect(dialog.getByTestId('register-form-full')).toBeVisible();
  return dialog;
};

const fillForm = async (
  page: Page,
  locale: Locale,
  player: ReturnType<typeof freshPlayer>,
  promo?: string,
) => {
  const text = TEXTS[locale];
  const form = page.getByTestId('register-form-full');
  await form.getByRole('textbox', { name: text.email, exact: true }).fill(player.email);
  await form
    .getByRole('textbox', { name: text.phone, exact: true })
    .pressSequentially(player.phoneDigits);
  await form.getByRole('textbox', { name: text.password, exact: true }).fill(player.password);
  if (promo !== undefined) await form.getByRole('textbox', { name: text.promo }).fill(promo);
  await form.getByRole('checkbox', { name: text.terms }).check();
  return form;
};

for (const locale of ['uz', 'ru'] as const) {
  test(`${locale}: registers through the header dialog, then signs out and in again`, async ({
    page,
  }) => {
    const text = TEXTS[locale];
    const player = freshPlayer();
    await page.goto(text.home);
    const dialog = await openRegistration(page, locale);
    const form = await fillForm(page, locale, player);
    await expect(form.getByRole('textbox', { name: text.phone, exact: true })).toHaveValue(
      `+998 ${player.phoneDigits.slice(0, 2)} ${player.phoneDigits.slice(2, 5)} ${player.phoneDigits.slice(5, 7)} ${player.phoneDigits.slice(7)}`,
    );
    await form.getByRole('button', { name: text.submit }).click();

    await expect(dialog).toBeHidden();
    const confirm = page.getByRole('dialog', { name: text.confirmTitle });
    await expect(confirm).toContainText(player.email);
    await confirm.getByRole('button', { name: text.later }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('account-player')).toBeVisible();
    await expect(page.getByTestId('balance-main')).toContainText(text.currency);
    await expect(page.getByTestId('registration-hint')).toBeVisible();

    await signOut(page);
    await expect(page.getByTestId('account-guest')).toBeVisible();
    await signIn(page, player.email, player.password);
    await page.reload();
    await expect(page.getByTestId('account-player')).toBeVisible();
  });
}

test('uz: a taken e-mail is shown under the field and what was typed stays', async ({ page }) => {
  const player = { ...freshPlayer(), email: 'player@omad.uz' };
  await page.goto('/');
  const dialog = await openRegistration(page, 'uz');
  const form = await fillForm(page, 'uz', player);
  await form.getByRole('button', { name: TEXTS.uz.submit }).click();
  await expect(form.getByText(TEXTS.uz.taken)).toBeVisible();
  await expect(form.getByRole('textbox', { name: TEXTS.uz.email, exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByRole('textbox', { name: TEXTS.uz.password, exact: true })).toHaveValue(
    player.password,
  );
  await expect(dialog).toBeVisible();
});

for (const locale of ['uz', 'ru'] as const) {
  test(`${locale}: an expired promo code is refused on its field while the player is signed in`, async ({
    page,
  }) => {
    const text = TEXTS[locale];
    const player = freshPlayer();
    await page.goto(text.home);
    const dialog = await openRegistration(page, locale);
    const form = await fillForm(page, locale, player, 'OLDCODE');
    await form.getByRole('button', { name: text.submit }).click();

    const retry = dialog.getByTestId('promo-retry');
    const promo = retry.getByRole('textbox');
    await expect(retry).toContainText(text.expired);
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(promo).toHaveValue('OLDCODE');
    await expect(page.getByTestId('account-player')).toBeVisible();
    const info = (await callApi(page.request, 'account.getInfo')).json as { data: { uid: number } };
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/_dev/events?name=promocodeNotFound');
        const { data } = (await response.json()) as {
          data: { uid: number; event_params: unknown }[];
        };
        return data
          .filter((event) => event.uid === info.data.uid)
          .map((event) => event.event_params);
      })
      .toEqual([{ promo_code: 'OLDCODE', code: 'EXPIRED' }]);

    await promo.fill('WELCOME100');
    await retry.getByRole('button', { name: text.retry }).click();
    await expect(dialog).toBeHidden();
  });
}

test('ru: a promo code from the link is prefilled and activated with the registration', async ({
  page,
}) => {
  const player = freshPlayer();
  await page.goto('/ru/promotions?promo_code=WELCOME100');
  const dialog = await openRegistration(page, 'ru');
  await expect(dialog.getByRole('textbox', { name: TEXTS.ru.promo })).toHaveValue('WELCOME100');
  const form = await fillForm(page, 'ru', player);
  await form.getByRole('button', { name: TEXTS.ru.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-player')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('promo_code'))).toBeNull();
});

test('a guest on a game page with #real gets registration and lands home on close', async ({
  page,
}) => {
  await page.goto('/game/spribe_aviator#real');
  const dialog = page.getByRole('dialog', { name: TEXTS.uz.signUp });
  await expect(dialog.getByTestId('register-form-full')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yopish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
