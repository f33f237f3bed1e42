// Responsible gaming in both languages, enforced by the platform: a daily limit refuses a
// deposit over it, a raise waits out the cooling-off and can be cancelled, the reality check
// opens over the page at its interval, and a time-out signs the player out and keeps deposits
// closed while the account stays readable.
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, callApi, newPlayer, prefix, signIn } from '@omad/e2e';
import { TEXTS, apiData, openProfile } from './support';

type Account = { uid: number; exclusion: { kind: string; until: string } | null };

let keys = 0;
/** A deposit asked of the platform directly, as a page would send it. */
const deposit = (page: Page, amount: string) => {
  keys += 1;
  return callApi(page.request, 'cashier.makedeposit', {
    method: 'uzcard',
    amount,
    requisites: JSON.stringify({ card_number: '8600000000000007', card_expiry: '12/31' }),
    idempotency_key: `rg-e2e-${Date.now()}-${keys}`,
  });
};

const errorType = (json: unknown) => (json as { error?: { type?: string } }).error?.type;

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  test.describe(`responsible gaming (${locale})`, () => {
    test('a daily limit refuses a bigger deposit; a raise waits and can be cancelled', async ({
      page,
    }) => {
      await newPlayer(page);
      await openProfile(page, locale, '/profile/responsible-game');
      const day = page.locator('[data-period="day"]');
      await day.locator('[data-field="limit-day"]').fill('500000');
      await day.getByRole('button', { name: texts.responsible.set }).click();
      await expect(page.getByTestId('limit-day')).toContainText('500,000');
      await expect(page.getByText(texts.responsible.limitApplied)).toBeVisible();

      const refused = await deposit(page, '600000');
      expect(errorType(refused.json)).toBe('BillingDepositLimitExceededException');
      const accepted = await deposit(page, '400000');
      expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);

      await day.locator('[data-field="limit-day"]').fill('800000');
      await day.getByRole('button', { name: texts.responsible.set }).click();
      const pending = page.getByTestId('pending-day');
      await expect(pending).toBeVisible();
      await expect(pending.getByRole('timer')).toContainText(/23:59:\d\d|24:00:00/);
      // The raise is not in force: still 500,000, 100,000 of it left after the 400,000.
      await expect(page.getByTestId('limit-day')).toContainText('500,000');
      expect(errorType((await deposit(page, '200000')).json)).toBe(
        'BillingDepositLimitExceededException',
      );
      await pending.getByRole('button', { name: texts.responsible.cancelChange }).click();
      await expect(pending).toHaveCount(0);
      await page.goto(`${prefix(locale)}/cashier/deposit/uzcard`);
      await expect(page.getByTestId('deposit-limit')).toContainText('500,000');
    });

    test('the reality check opens over the page at the chosen interval', async ({ page }) => {
      await page.clock.install();
      await newPlayer(page);
      await openProfile(page, locale, '/profile/responsible-game');
      await page.locator('[data-field="reality-check"]').selectOption('15');
      await expect(page.getByText(texts.responsible.realitySaved)).toBeVisible();
      await page.goto(`${prefix(locale)}/gamehall`);
      // The widget has read the interval and set its timer before the clock moves.
      await expect(page.locator('[data-reality-check="scheduled"]')).toHaveCount(1);
      await page.clock.fastForward('15:30');
      const dialog = page.getByTestId('reality-check');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(texts.reality.net);
      await dialog.getByRole('button', { name: texts.reality.continue }).click();
      await expect(dialog).toHaveCount(0);
    });

    test('a time-out signs the player out and keeps deposits closed until it ends', async ({
      page,
    }) => {
      const player = await newPlayer(page, '100000');
      await openProfile(page, locale, '/profile/responsible-game');
      const panel = page.getByTestId('exclusion-panel');
      await panel.getByLabel(texts.responsible.periods['24h']).check();
      await panel.locator('[data-field="password"]').fill('Wrong-999');
      await panel.getByRole('button', { name: texts.responsible.exclude }).click();
      await page
        .getByTestId('exclusion-confirm')
        .getByRole('button', { name: texts.responsible.exclude })
        .click();
      await expect(panel.getByText(texts.errors.wrongPassword)).toBeVisible();
      expect((await apiData<Account>(page, 'account.getInfo')).exclusion).toBeNull();

      await panel.locator('[data-field="password"]').fill(player.password);
      await panel.getByRole('button', { name: texts.responsible.exclude }).click();
      await page
        .getByTestId('exclusion-confirm')
        .getByRole('button', { name: texts.responsible.exclude })
        .click();
      await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${prefix(locale)}/?$`));
      expect((await apiData<Account>(page, 'account.getInfo')).uid).toBe(0);

      await signIn(page, player.email, player.password);
      const account = await apiData<Account>(page, 'account.getInfo');
      expect(account.exclusion?.kind).toBe('timeout');
      expect(errorType((await deposit(page, '50000')).json)).toBe(
        'ResponsibleGamingRestrictionException',
      );
      await openProfile(page, locale);
      await expect(page.getByTestId('profile-exclusion')).toBeVisible();
      await page.goto(`${prefix(locale)}/cashier/deposit/uzcard`);
      await page.getByTestId('amount').fill('50000');
      await page.locator('input[name="requisites.card_number"]').fill('8600000000000007');
      await page.locator('input[name="requisites.card_expiry"]').fill('1231');
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('refusal')).toHaveAttribute(
        'data-type',
        'ResponsibleGamingRestrictionException',
      );
    });
  });
}
