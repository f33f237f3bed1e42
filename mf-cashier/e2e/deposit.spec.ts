// Deposits from the form to the result page through the simulated provider, in both
// languages: paid, declined, left pending (the page moves on by itself) and cancelled, with the
// balance right after each (in the header too, without a reload); a double click deposits once;
// the deposit limit refuses with what is left and keeps the form; /cashier/billing goes to
// the deposit index.
import { expect, test } from '@playwright/test';
import { LOCALES, headerBalance, newPlayer, prefix, signIn } from '@omad/e2e';
import { PROVIDER, TEXTS, fillUzcard, mainBalance, transactions } from './support';

const OUTCOMES = ['success', 'fail', 'pending', 'cancel'] as const;
const RESULT_PATH = {
  success: /\/cashier\/paysuccess\/\d+$/,
  fail: /\/cashier\/payfail\/\d+$/,
  pending: /\/cashier\/paypending\/\d+$/,
  cancel: /\/cashier\/paycancel$/,
} as const;

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  test.describe(`deposit (${locale})`, () => {
    for (const outcome of OUTCOMES) {
      test(`a ${outcome} payment goes from the form to its result page with the balance right`, async ({
        page,
      }) => {
        test.slow();
        await newPlayer(page);
        await page.goto(`${prefix(locale)}/cashier/deposit/uzcard`);
        await expect(headerBalance(page)).toContainText('0');
        await fillUzcard(page, locale, '100000');
        await page.getByTestId('deposit-submit').click();
        // The simulated provider's page, labelled as a simulation.
        await expect(page).toHaveURL(/\/api\/_pay\/checkout\/\d+/);
        await expect(page.locator('[data-simulated-provider]')).toContainText('100,000 UZS');
        await page.getByRole('button', { name: PROVIDER[locale][outcome] }).click();
        await expect(page).toHaveURL(RESULT_PATH[outcome]);
        if (locale === 'ru') expect(new URL(page.url()).pathname.startsWith('/ru/')).toBe(true);
        const result = page.getByTestId('pay-result');
        if (outcome === 'pending') {
          await expect(result).toHaveAttribute('data-result', 'payPending');
          await expect(result).toContainText(texts.system.payPending.header);
          // The provider confirms a few seconds later; the page moves on by itself.
          await expect(page).toHaveURL(RESULT_PATH.success, { timeout: 20_000 });
        }
        const kind =
          outcome === 'pending' || outcome === 'success'
            ? 'paySuccess'
            : outcome === 'fail'
              ? 'payFail'
              : 'payCancel';
        await expect(result).toHaveAttribute('data-result', kind);
        await expect(result).toContainText(texts.system[kind].header);
        const paid = kind === 'paySuccess';
        expect(await mainBalance(page)).toBe(paid ? '100000.00' : '0.00');
        // The header shows it without a reload.
        await expect(headerBalance(page)).toContainText(paid ? '100,000' : '0');
        const button = page.getByTestId('result-button');
        await expect(button).toHaveText(texts.system[kind].button);
        await expect(button).toHaveAttribute(
          'href',
          `${prefix(locale)}${paid ? '/gamehall' : '/cashier/deposit'}`,
        );
      });
    }

    test('a double click on pay makes one deposit, paid once', async ({ page }) => {
      await newPlayer(page);
      await page.goto(`${prefix(locale)}/cashier/deposit/uzcard`);
      await fillUzcard(page, locale, '250000');
      await page.getByTestId('deposit-submit').dblclick();
      await expect(page).toHaveURL(/\/api\/_pay\/checkout\/\d+/);
      await page.getByRole('button', { name: PROVIDER[locale].success }).dblclick();
      await expect(page).toHaveURL(RESULT_PATH.success);
      const deposits = await transactions(page, 'deposit');
      expect(deposits.map((deposit) => [deposit.status, deposit.amount.amount])).toEqual([
        ['success', '250000.00'],
      ]);
      expect(await mainBalance(page)).toBe('250000.00');
    });

    test('a deposit over the deposit limit is refused, saying what is left, the form kept', async ({
      page,
    }) => {
      await signIn(page, 'limit@omad.uz', 'Secret123');
      const before = await mainBalance(page);
      await page.goto(`${prefix(locale)}/cashier/deposit/uzcard`);
      await expect(page.getByTestId('deposit-limit')).toContainText('1,000,000');
      await fillUzcard(page, locale, '1000001');
      await page.getByTestId('deposit-submit').click();
      const refusal = page.getByTestId('refusal');
      await expect(refusal).toHaveAttribute('data-type', 'BillingDepositLimitExceededException');
      await expect(refusal).toContainText('1,000,000');
      await expect(page).toHaveURL(/\/cashier\/deposit\/uzcard$/);
      await expect(page.getByTestId('amount')).toHaveValue('1000001');
      expect(await transactions(page, 'deposit')).toEqual([]);
      expect(await mainBalance(page)).toBe(before);
    });

    test('the sum rule refuses an amount outside the method bounds, naming both', async ({
      page,
    }) => {
      await newPlayer(page);
      await page.goto(`${prefix(locale)}/cashier/deposit/uzcard`);
      await fillUzcard(page, locale, '5000');
      await page.getByTestId('deposit-submit').click();
      const range = texts.validation.sumRange
        .replace('$$min$$', '10,000')
        .replace('$$max$$', '50,000,000');
      await expect(page.getByText(range)).toBeVisible();
      expect(await transactions(page, 'deposit')).toEqual([]);
    });
  });
}

test('/cashier/billing without a method goes to the deposit index', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/cashier/billing');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  await expect(page.getByTestId('deposit-methods')).toBeVisible();
});

test('an international card asks for the profile and keeps the amount for the way back', async ({
  page,
}) => {
  await newPlayer(page);
  await page.goto('/cashier/deposit/visa');
  await page.getByTestId('amount').fill('60000');
  await page.getByLabel(TEXTS.uz.requisite.card_number).fill('4111111111111111');
  await page.getByLabel(TEXTS.uz.requisite.card_expiry).fill('1231');
  await page.getByLabel(TEXTS.uz.requisite.card_holder).fill('ALI VALIYEV');
  await page.getByTestId('deposit-submit').click();
  const refusal = page.getByTestId('refusal');
  await expect(refusal).toHaveAttribute('data-type', 'UserNeedProfileDataException');
  // The profile's fill-profile dialog opens over the page too; put off, the notice remains.
  await page.getByTestId('fill-profile-dialog').getByRole('button', { name: 'Keyinroq' }).click();
  await refusal.getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await page.goto('/cashier/deposit/visa');
  await expect(page.getByTestId('amount')).toHaveValue('60000');
});

test('a wallet payment waits on the phone page and moves on once paid in the app', async ({
  page,
}) => {
  await newPlayer(page);
  await page.goto('/ru/cashier/deposit/payme');
  await page.getByTestId('amount').fill('30000');
  await page.getByLabel(TEXTS.ru.requisite.phone).fill('901234567');
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/ru\/cashier\/paymobile\?transaction=\d+$/);
  await expect(page.getByTestId('pay-result')).toContainText(TEXTS.ru.system.payMobile.header);
  // The wallet's app is the simulated provider's page, opened beside the storefront.
  const [app] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('open-app').click(),
  ]);
  await app.getByRole('button', { name: PROVIDER.ru.success }).click();
  await expect(page).toHaveURL(/\/ru\/cashier\/paysuccess\/\d+$/, { timeout: 15_000 });
  expect(await mainBalance(page)).toBe('30000.00');
});
