// Remotes are warmed before the click: hovering a link to another remote's page fetches
// that remote's manifest and entry, and the games hall is warmed once the page is idle.
import { expect, test } from '@playwright/test';
import { expectPageMounted } from '@omad/e2e';
import { header } from './support';

test('hovering a link warms its remote; the click then mounts it', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/ru/');
  await expectPageMounted(page, 'mf-content');
  await page.waitForLoadState('networkidle');
  // Idle time has passed: the likeliest next remote is warm, the others are not.
  await expect
    .poll(() => fetched.some((path) => path.startsWith('/remotes/mf-gamehall/')))
    .toBe(true);
  expect(fetched.filter((path) => path.startsWith('/remotes/mf-loyalty/'))).toEqual([]);

  const promotions = header(page).getByRole('link', { name: 'Акции' });
  await promotions.hover();
  await expect
    .poll(() =>
      fetched.filter((path) => /^\/remotes\/mf-loyalty\/[^/]+\/remoteEntry\.js$/.test(path)),
    )
    .toHaveLength(1);
  await promotions.click();
  await expectPageMounted(page, 'mf-loyalty');
  // Mounting reused the warm entry instead of fetching it again.
  expect(fetched.filter((path) => path.endsWith('/mf-loyalty/1.0.0/remoteEntry.js'))).toHaveLength(
    1,
  );
});
