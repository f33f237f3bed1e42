// The shell's first frame comes in the HTML the edge sends: a page without JavaScript (a
// crawler's first pass, a phone still downloading the shell) shows the header, the link home,
// the language switch and the page's first screen, and the browser then takes that markup
// over instead of drawing it again, in both languages.
import { expect, test } from '@playwright/test';
import { expectPageMounted, inLocale, shellTookOver } from '@omad/e2e';

const CASES = [
  { locale: 'uz', home: 'Bosh sahifa', heading: 'Biz haqimizda' },
  { locale: 'ru', home: 'Главная', heading: 'О нас' },
] as const;

for (const { locale, home, heading } of CASES) {
  test(`${locale}: without JavaScript the page shows the shell's frame and its first screen`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(inLocale(locale, '/about'));
      await expect(page.locator('#omad-root [data-first-frame]')).toHaveAttribute(
        'data-locale',
        locale,
      );
      await expect(page.getByRole('link', { name: home })).toHaveAttribute(
        'href',
        locale === 'ru' ? '/ru' : '/',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    } finally {
      await context.close();
    }
  });

  test(`${locale}: the browser takes the edge's frame over without drawing it again`, async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('first frame')) warnings.push(message.text());
    });
    // Any first frame added after the HTML was parsed is one drawn again in the browser.
    await page.addInitScript(() => {
      const redrawn: string[] = [];
      (window as unknown as { __redrawn: string[] }).__redrawn = redrawn;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('omad-root');
        if (root?.querySelector('[data-first-frame]')) redrawn.push('parsed');
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof Element && node.matches('[data-first-frame]'))
                redrawn.push('drawn again');
        }).observe(root ?? document, { childList: true, subtree: true });
      });
    });
    await page.goto(inLocale(locale, '/about'));
    await expectPageMounted(page, 'mf-content');
    // The frame came with the HTML and was never drawn again before the layout replaced it.
    expect(
      await page.evaluate(() => (window as unknown as { __redrawn: string[] }).__redrawn),
    ).toEqual(['parsed']);
    expect(warnings).toEqual([]);
  });
}

// Before the shell has taken the frame over, its buttons have no handlers yet: a tap on one
// starts the shell at once, and the shell taps its own button with the same intent.
const EARLY_TAPS = [
  { locale: 'uz', width: 360, button: '.omad-shell-header__menu', menu: 'Menyu' },
  { locale: 'ru', width: 1440, button: '.omad-shell-header__menu', menu: 'Меню' },
] as const;

for (const { locale, width, button, menu } of EARLY_TAPS) {
  test(`${locale}, ${width} px: a tap on the first frame's menu before the shell starts opens it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The shell's entry is held until the tap has been made.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/main.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(inLocale(locale, '/about'));
    await page.locator(`[data-first-frame] ${button}`).click();
    await expect(page.locator('html')).toHaveAttribute('data-omad-pending-intent', 'menu');
    release();
    await shellTookOver(page);
    await expect(page.getByRole('dialog', { name: menu })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-omad-pending-intent', /.*/);
  });
}

test('a header widget rendering while its region still loads stays in its place, not beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The account widget's module never arrives: its region keeps loading, with its skeleton.
  await page.route(
    '**/remotes/mf-auth/**/__federation_expose_header_account.*.js',
    () => undefined,
  );
  await page.goto('/');
  const region = page.locator('[data-remote="mf-auth"][data-expose="./header-account"]');
  await shellTookOver(page);
  await expect(region).toHaveAttribute('data-status', 'loading');
  const before = await region.boundingBox();
  // What a widget has drawn before its region says it mounted (hidden under the skeleton).
  const drawn = await region.evaluate((element) => {
    const widget = document.createElement('div');
    widget.style.cssText = 'width: 200px; height: 40px';
    element.querySelector('.omad-remote-region__host')?.append(widget);
    const box = element.getBoundingClientRect();
    const own = widget.getBoundingClientRect();
    return { width: box.width, right: box.right, ownRight: own.right };
  });
  expect(drawn.width).toBe(before?.width);
  // At the region's end, where the mounted widget will be.
  expect(drawn.ownRight).toBe(drawn.right);
});
