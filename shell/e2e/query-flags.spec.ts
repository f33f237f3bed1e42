// Query flags and hashes the shell hands to their owners: auth popups, #real on a game
// page, tracking parameters with the /hit request, and the offer to reload when a new
// shell is deployed.
import { expect, test } from '@playwright/test';
import { expectPageMounted } from '@omad/e2e';

test('show_popup_auth with prevent_close=1 opens a dialog that cannot be closed', async ({
  page,
}) => {
  await page.goto('/?show_popup_auth=1&prevent_close=1');
  const dialog = page.getByTestId('auth-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-mode', 'login');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Yopish' })).toHaveCount(0);
});

test('show_popup_reg opens registration, is stored locally, and leaves the URL on close', async ({
  page,
}) => {
  await page.goto('/ru/gamehall?show_popup_reg=1&category=slots');
  const dialog = page.getByTestId('auth-dialog');
  await expect(dialog).toHaveAttribute('data-mode', 'register');
  expect(await page.evaluate(() => localStorage.getItem('show_popup_reg'))).toBe('1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/ru\/gamehall\?category=slots$/);
});

test('#real on a game page opens registration for a guest and returns home on close', async ({
  page,
}) => {
  await page.goto('/game/spribe_aviator#real');
  const dialog = page.getByTestId('auth-dialog');
  await expect(dialog).toHaveAttribute('data-mode', 'register');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('tracking parameters are stored and reported with /hit (td_ prefix rewritten)', async ({
  page,
}) => {
  const hit = page.waitForRequest((request) => new URL(request.url()).pathname === '/hit');
  await page.goto('/?track_id=td_abc123&publisher_id=77');
  const url = new URL((await hit).url());
  expect(url.searchParams.get('track_id')).toBe('abc123');
  expect(url.searchParams.has('referer')).toBe(true);
  const track = `abc${Date.now()}`;
  await page.goto(`/?track_id=td_${track}`);
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/_dev/hits?track_id=${track}`);
      return ((await response.json()) as { data: unknown[] }).data.length;
    })
    .toBe(1);
  const stored = await page.evaluate(() => localStorage.getItem('omad_tracking'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ track_id: track, publisher_id: '77' });
});

test('a new shell build offers a reload', async ({ page }) => {
  await page.goto('/winners');
  await expectPageMounted(page, 'mf-gamehall');
  await page.route('**/build-meta.json', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build' } }),
  );
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('update-banner')).toBeVisible();
  await expect(page.getByTestId('update-banner')).toContainText('Saytning yangi versiyasi tayyor.');
});
