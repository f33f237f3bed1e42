// Identity verification in both languages through the platform's simulated provider in its
// frame: a rejection with the reviewer's comment shown to the player, then a resubmission that
// is approved and marks the account verified.
import { expect, test, type FrameLocator } from '@playwright/test';
import { LOCALES, newPlayer } from '@omad/e2e';
import { TEXTS, apiData, openProfile } from './support';

/** A 1×1 PNG: a real image for the provider's image check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const sendDocuments = async (frame: FrameLocator, decision: 'approve' | 'reject') => {
  await frame.locator('input[name="document_number"]').fill('AA1234567');
  await frame.locator('input[name="document_file"]').setInputFiles(image('passport.png'));
  await frame.locator('input[name="selfie_file"]').setInputFiles(image('selfie.png'));
  await frame.locator(`input[name="decision"][value="${decision}"]`).check();
  await frame.locator('[data-submit-button]').click();
};

type Account = { is_verified: boolean; is_on_verification: boolean };

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  test(`verification (${locale}): rejected with a comment, resubmitted and approved`, async ({
    page,
  }) => {
    test.slow();
    await newPlayer(page);
    await openProfile(page, locale, '/profile/verification');
    const flow = page.getByTestId('verification');
    await expect(flow).toHaveAttribute('data-status', 'init');
    await flow.getByRole('button', { name: texts.verification.start }).click();
    await expect(flow.getByText(texts.verification.simulated)).toBeVisible();
    const frame = page.frameLocator('[data-testid="verification-frame"]');
    await expect(frame.locator('[data-simulation-label]')).toBeVisible();
    await sendDocuments(frame, 'reject');
    await expect(flow).toHaveAttribute('data-status', 'pending');
    expect((await apiData<Account>(page, 'account.getInfo')).is_on_verification).toBe(true);
    await expect(flow).toHaveAttribute('data-status', 'rejected', { timeout: 20_000 });
    await expect(page.getByTestId('verification-comment')).toBeVisible();

    await flow.getByRole('button', { name: texts.verification.resubmit }).click();
    await sendDocuments(page.frameLocator('[data-testid="verification-frame"]'), 'approve');
    await expect(flow).toHaveAttribute('data-status', 'approved', { timeout: 20_000 });
    await expect(flow).toContainText(texts.verification.statusApproved);
    const account = await apiData<Account>(page, 'account.getInfo');
    expect([account.is_verified, account.is_on_verification]).toEqual([true, false]);
  });
}
