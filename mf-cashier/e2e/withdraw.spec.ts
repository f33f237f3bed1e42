// Withdrawals and the history, in both languages: a first withdrawal without a confirmed
// contact is refused with the CMS's button; requisites never withdrawn to ask for the account's
// password (a wrong one said in words, the form kept), the same requisites again do not; a
// withdrawal over the withdrawable amount is refused with nothing moved; a pending withdrawal
// cancelled gives the money back; the history's tab comes from the query and pages 4 at a time.
import { expect, test } from '@playwright/test';
import { LOCALES, callApi, grantBonus, headerBalance, newPlayer, prefix, signIn } from '@omad/e2e';
import { TEXTS, mainBalance, sendWithdrawal, transactions, withdrawingPlayer } from './support';

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  test.describe(`withdrawal (${locale})`, () => {
    test('a first withdrawal without a confirmed contact leads to confirming one', async ({
      page,
    }) => {
      await newPlayer(page, '100000');
      await page.goto(`${prefix(locale)}/cashier/withdraw`);
      await page.getByLabel('Payme').check();
      await page.getByTestId('amount').fill('40000');
      await page.getByLabel(texts.requisite.phone).fill('901234567');
      await page.getByTestId('withdraw-submit').click();
      const refusal = page.getByTestId('refusal');
      await expect(refusal).toHaveAttribute('data-type', 'UserNeedConfirmContactException');
      await expect(refusal).toContainText(texts.refusal.confirmContact);
      await expect(page.getByTestId('amount')).toHaveValue('40000');
      expect(await mainBalance(page)).toBe('100000.00');
      // The CMS's button (spec section 8) leads to the profile's contacts.
      await refusal.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/settings`));
      await expect(page.getByTestId('contacts-panel')).toBeVisible();
    });

    test('new requisites ask for the password once; the same ones again do not', async ({
      page,
    }) => {
      const player = await withdrawingPlayer(page, '100000');
      await page.goto(`${prefix(locale)}/cashier/withdraw`);
      await page.getByLabel('Payme').check();
      await page.getByTestId('amount').fill('30000');
      await page.getByLabel(texts.requisite.phone).fill('907654321');
      await page.getByTestId('withdraw-submit').click();
      const asked = page.getByTestId('withdraw-password');
      await expect(asked).toContainText(texts.withdraw.passwordWhy);
      await expect(asked.locator('input[name="password"]')).toBeFocused();
      await asked.locator('input[name="password"]').fill('Wrong-999');
      await page.getByTestId('withdraw-submit').click();
      await expect(asked.getByText(texts.withdraw.passwordInvalid)).toBeVisible();
      await expect(page.getByTestId('amount')).toHaveValue('30000');
      expect(await mainBalance(page)).toBe('100000.00');
      await asked.locator('input[name="password"]').fill(player.password);
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('withdraw-done')).toBeVisible();
      expect(await mainBalance(page)).toBe('70000.00');

      // The same wallet again is known: no password is asked.
      await page.reload();
      await page.getByLabel('Payme').check();
      await page.getByTestId('amount').fill('20000');
      await page.getByLabel(texts.requisite.phone).fill('907654321');
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('withdraw-done')).toBeVisible();
      await expect(page.getByTestId('withdraw-password')).toHaveCount(0);
      expect(await mainBalance(page)).toBe('50000.00');
    });

    test('more than the withdrawable amount is refused and nothing moves', async ({ page }) => {
      const player = await withdrawingPlayer(page, '100000');
      await page.goto(`${prefix(locale)}/cashier/withdraw`);
      await expect(page.getByTestId('withdrawable')).toContainText('100,000');
      await page.getByLabel('Payme').check();
      await page.getByTestId('amount').fill('150000');
      await page.getByLabel(texts.requisite.phone).fill('901234567');
      await sendWithdrawal(page, player.password);
      const refusal = page.getByTestId('refusal');
      await expect(refusal).toHaveAttribute('data-type', 'WithdrawalDeclinedException');
      await expect(refusal).toContainText(texts.refusal.withdrawalDeclined);
      await expect(page.getByTestId('amount')).toHaveValue('150000');
      expect(await mainBalance(page)).toBe('100000.00');
      expect(await transactions(page, 'withdrawal')).toEqual([]);
    });

    test('a pending withdrawal cancelled gives the money back', async ({ page }) => {
      const player = await withdrawingPlayer(page, '100000');
      await page.goto(`${prefix(locale)}/cashier/withdraw`);
      await page.getByLabel('Payme').check();
      await page.getByTestId('amount').fill('40000');
      await page.getByLabel(texts.requisite.phone).fill('901234567');
      await sendWithdrawal(page, player.password);
      await expect(page.getByTestId('withdraw-done')).toBeVisible();
      const pending = page.getByTestId('pending-withdrawal');
      await expect(pending).toHaveCount(1);
      await expect(pending).toContainText(texts.withdraw.step.processing);
      // Where it goes, by the last four digits only.
      await expect(pending.getByTestId('pending-destination')).toHaveText('Payme · ••••\u00a04567');
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

    test('a withdrawal while a bonus is active is warned about, then forfeits it', async ({
      page,
    }) => {
      const player = await withdrawingPlayer(page, '100000');
      await grantBonus(page.request, player.email, '20000');
      const listed = await callApi(page.request, 'bonuses.get');
      const [bonus] = (listed.json as { data: { items: { id: number }[] } }).data.items;
      const activated = await callApi(page.request, 'bonuses.activate', {
        bonus_id: String(bonus?.id),
      });
      expect(activated.status, JSON.stringify(activated.json)).toBe(200);
      await page.goto(`${prefix(locale)}/cashier/withdraw`);
      await expect(page.getByTestId('withdraw-bonus-warning')).toContainText(
        texts.withdraw.forfeitsBonus,
      );
      await page.getByLabel('Payme').check();
      await page.getByTestId('amount').fill('40000');
      await page.getByLabel(texts.requisite.phone).fill('901234567');
      await sendWithdrawal(page, player.password);
      await expect(page.getByTestId('withdraw-done')).toBeVisible();
      await expect(page.getByTestId('withdraw-bonus-warning')).toHaveCount(0);
      const after = await callApi(page.request, 'bonuses.get');
      const [forfeited] = (after.json as { data: { items: { status: string }[] } }).data.items;
      expect(forfeited?.status).toBe('removed');
    });

    test('the history opens the tab of its query and pages 4 at a time', async ({ page }) => {
      await signIn(page, 'player@omad.uz', 'Secret123');
      await page.goto(`${prefix(locale)}/cashier/history?tab=bonuses`);
      const selected = page.getByRole('tab', { selected: true });
      await expect(selected).toHaveText(texts.history.tab.bonuses);
      // Bonuses and cashbacks are the contract's cards, the same the profile shows.
      const { json } = await callApi(page.request, 'bonuses.get');
      const total = (json as { data: { count: number } }).data.count;
      expect(total).toBeGreaterThan(4);
      const bonuses = page.getByTestId('bonus-card');
      await expect(bonuses).toHaveCount(4);
      await page.getByTestId('history-more').click();
      await expect(bonuses).toHaveCount(Math.min(total, 8));
      await expect(
        page.locator('[data-testid="bonus-card"][data-status="active"]').getByRole('progressbar'),
      ).toBeVisible();
      await page.getByRole('tab', { name: texts.history.tab.cashbacks }).click();
      await expect(page).toHaveURL(/\?tab=cashbacks$/);
      await expect(page.getByTestId('cashback-card')).toHaveCount(4);
      await expect(page.getByTestId('cashback-card').first()).toContainText('17,250');
      await page.goto(`${prefix(locale)}/cashier/history`);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(texts.history.tab.deposit);
    });
  });
}
