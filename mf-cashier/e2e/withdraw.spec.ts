// Withdrawals and the history, in both languages: a withdrawal over the withdrawable amount
// is refused with nothing moved; a pending withdrawal cancelled gives the money back; the
// history's tab comes from the query and pages 4 at a time.
import { expect, test } from '@playwright/test';
import { signIn } from '../../shell/e2e/support';
import {
  LOCALES,
  TEXTS,
  headerBalance,
  mainBalance,
  newPlayer,
  prefix,
  transactions,
} from './support';

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  test.describe(`withdrawal (${locale})`, () => {
    test('more than the withdrawable amount is refused and nothing moves', async ({ page }) => {
      await newPlayer(page, '100000');
      await page.goto(`${prefix(locale)}/cashier/withdraw`);
      await expect(page.getByTestId('withdrawable')).toContainText('100,000');
      await page.getByLabel('Payme').check();
      await page.getByTestId('amount').fill('150000');
      await page.getByLabel(texts.requisite.phone).fill('901234567');
      await page.getByTestId('withdraw-submit').click();
      const refusal = page.getByTestId('refusal');
      await expect(refusal).toHaveAttribute('data-type', 'WithdrawalDeclinedException');
      await expect(refusal).toContainText(texts.refusal.withdrawalDeclined);
      await expect(page.getByTestId('amount')).toHaveValue('150000');
      expect(await mainBalance(page)).toBe('100000.00');
      expect(await transactions(page, 'withdrawal')).toEqual([]);
    });

    test('a pending withdrawal cancelled gives the money back', async ({ page }) => {
      await newPlayer(page, '100000');
      await page.goto(`${prefix(locale)}/cashier/withdraw`);
      await page.getByLabel('Payme').check();
      await page.getByTestId('amount').fill('40000');
      await page.getByLabel(texts.requisite.phone).fill('901234567');
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('withdraw-done')).toBeVisible();
      const pending = page.getByTestId('pending-withdrawal');
      await expect(pending).toHaveCount(1);
      await expect(pending).toContainText(texts.withdraw.step.processing);
      expect(await mainBalance(page)).toBe('60000.00');
      await expect(page.getByTestId('withdrawable')).toContainText('60,000');
      await expect(headerBalance(page)).toContainText('60,000');
      await pending.getByTestId('cancel-withdrawal').click();
      await expect(pending).toHaveCount(0);
      await expect(page.getByTestId('withdrawable')).toContainText('100,000');
      expect(await mainBalance(page)).toBe('100000.00');
      await expect(headerBalance(page)).toContainText('100,000');
      expect((await transactions(page, 'withdrawal')).map((item) => item.status)).toEqual([
        'cancel',
      ]);
    });

    test('the history opens the tab of its query and pages 4 at a time', async ({ page }) => {
      await signIn(page, 'player@omad.uz', 'Secret123');
      await page.goto(`${prefix(locale)}/cashier/history?tab=bonuses`);
      const selected = page.getByRole('tab', { selected: true });
      await expect(selected).toHaveText(texts.history.tab.bonuses);
      await expect(page.getByTestId('history-item')).toHaveCount(4);
      await page.getByTestId('history-more').click();
      await expect(page.getByTestId('history-item')).toHaveCount(5);
      await expect(page.getByTestId('history-more')).toHaveCount(0);
      await page.getByRole('tab', { name: texts.history.tab.cashbacks }).click();
      await expect(page).toHaveURL(/\?tab=cashbacks$/);
      await expect(page.getByTestId('history-item')).toHaveCount(4);
      await expect(page.getByTestId('history-item').first()).toContainText('17,250');
      await page.goto(`${prefix(locale)}/cashier/history`);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(texts.history.tab.deposit);
    });
  });
}
