// First screens: the edge serves the top of /about, /support and /betting drawn by
// mf-content's own build, so it paints with the shell's first frame, before any remote has
// loaded; when mf-content mounts it draws the same markup in the same place. Held here by
// keeping mf-content's ./app module back, measured at 360 and 1440 px, in both languages.
import { expect, test, type Locator } from '@playwright/test';
import { boxOf, expectPageMounted, holdRemoteApp, inLocale, pageRegion } from '@omad/e2e';

type Case = Readonly<{
  path: string;
  /** What the first screen shows, per locale. */
  text: Readonly<Record<'uz' | 'ru', string>>;
  /** The element measured in the first screen and then in the mounted page. */
  measured: (scope: Locator) => Locator;
}>;

const CASES: readonly Case[] = [
  {
    path: '/about',
    text: { uz: 'Biz haqimizda', ru: 'О нас' },
    measured: (scope) => scope.locator('h1.omad-cms-page__title'),
  },
  {
    path: '/support',
    text: { uz: "Qo'llab-quvvatlash", ru: 'Поддержка' },
    measured: (scope) => scope.locator('.omad-support__intro'),
  },
  {
    path: '/betting',
    text: { uz: 'Sport tikish yuklanmoqda…', ru: 'Загружаем ставки на спорт…' },
    measured: (scope) => scope.locator('.omad-betting__frame'),
  },
];

for (const { path, text, measured } of CASES) {
  for (const locale of ['uz', 'ru'] as const) {
    test(`${locale}: ${path} is drawn before mf-content loads, where the page then draws it`, async ({
      page,
    }) => {
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const app = await holdRemoteApp(page, 'mf-content');
        const response = await page.goto(inLocale(locale, path));
        const html = (await response?.text()) ?? '';
        expect(html).toContain('<style data-first-screen="mf-content">');

        const drawn = page.getByTestId('page-first-screen');
        await expect(drawn).toBeVisible();
        await expect(drawn).toContainText(text[locale]);
        // Measured at once: the shell gives a held module 6 s before it shows its fallback.
        const before = await boxOf(measured(drawn));
        await expect.poll(() => app.held.length).toBeGreaterThan(0);

        await app.release();
        await expectPageMounted(page, 'mf-content');
        await expect(drawn).toHaveCount(0);
        // The page's own element (the sportsbook's loading line may be gone by now).
        const mine = measured(pageRegion(page));
        await expect(mine).toBeVisible();
        const after = await boxOf(mine);
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs(after[side] - before[side]), `${width} px ${side}`).toBeLessThan(1);
        await page.unrouteAll();
      }
    });
  }
}

test('the first screen of a CMS page preloads its image and draws it before mf-content', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const app = await holdRemoteApp(page, 'mf-content');
  const response = await page.goto('/about');
  expect((await response?.text()) ?? '').toMatch(
    /<link rel="preload" as="image" fetchpriority="high" href="\/cms\/uploads\/[^"]+">/,
  );
  const image = page.getByTestId('page-first-screen').locator('img').first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(app.held.length).toBeGreaterThan(0);
  await app.release();
  await expectPageMounted(page, 'mf-content');
});

test('a page mf-content declares no first screen for is served without one', async ({ page }) => {
  await page.goto('/confirmation');
  await expectPageMounted(page, 'mf-content');
  expect(await page.evaluate(() => (window.__OMAD__ as { firstScreen: unknown }).firstScreen)).toBe(
    null,
  );
});
