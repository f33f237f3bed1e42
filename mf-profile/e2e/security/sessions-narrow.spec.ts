// The security page of a player signed in on three devices fits a 360 px phone in both
// languages: long device names, addresses and the "sign out everywhere else" button wrap or
// end in an ellipsis instead of widening the page.
import { expect, test } from '@playwright/test';
import { LOCALES, newPlayer, signIn } from '@omad/e2e';
import { openProfile } from '../support';

const AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 SamsungBrowser/25.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
];

test.use({ viewport: { width: 360, height: 780 } });

test('three sessions fit a 360 px screen in both languages', async ({ page, browser }) => {
  const player = await newPlayer(page);
  for (const userAgent of AGENTS) {
    const other = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      userAgent,
    });
    await signIn(await other.newPage(), player.email, player.password);
    await other.close();
  }
  for (const locale of LOCALES) {
    await openProfile(page, locale, '/profile/security');
    const sessions = page.getByTestId('sessions-panel');
    await expect(sessions.locator('[data-session]')).toHaveCount(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const panel = await sessions.boundingBox();
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(360);
  }
});
