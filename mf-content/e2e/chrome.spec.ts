// The layout-slot widgets mf-content fills from CMS common: header navigation, footer
// (links, payment methods, social items, rating sites, countries), the mobile bottom menu
// and the sidebar; every internal link carries the page's locale.
import { expect, test, type Page } from '@playwright/test';
import { openMenu, siteFooter } from '@omad/e2e';

const CASES = [
  { locale: 'uz', prefix: '', gamehall: "O'yinlar zali", country: 'uz' },
  { locale: 'ru', prefix: '/ru', gamehall: 'Игровой зал', country: 'ru' },
] as const;

const slot = (page: Page, expose: string) =>
  page.locator(`[data-remote="mf-content"][data-expose="./${expose}"]`);

for (const { locale, prefix, gamehall } of CASES) {
  test(`${locale}: header navigation and footer links are locale-aware`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${prefix}/`);
    const nav = slot(page, 'header-nav');
    const link = nav.getByRole('link', { name: gamehall });
    await expect(link).toHaveAttribute('href', `${prefix}/gamehall`);

    const footer = await siteFooter(page);
    await expect(footer.getByRole('link', { name: gamehall })).toHaveAttribute(
      'href',
      `${prefix}/gamehall`,
    );
    // Every internal footer link keeps the locale; external ones open in a new tab.
    const hrefs = await footer.locator('a').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
      })),
    );
    for (const { href, target } of hrefs) {
      if (href.startsWith('/')) expect(href.startsWith(`${prefix}/`) || href === prefix).toBe(true);
      else if (href.startsWith('http')) expect(target).toBe('_blank');
    }

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/gamehall$`));
  });

  test(`${locale}: footer shows payments, social items, rating sites and countries`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    const footer = await siteFooter(page);
    await expect(footer.locator('.omad-footer__logos img').first()).toBeVisible();
    expect(await footer.locator('.omad-footer__social a').count()).toBeGreaterThan(0);
    expect(await footer.locator('.omad-footer__ratings a').count()).toBeGreaterThan(0);
    const countries = footer.locator('.omad-footer__countries li');
    await expect(countries.first()).toBeVisible();
    expect(await countries.count()).toBeGreaterThanOrEqual(2);
    // Country names are written in the page's language.
    const uzbekistan = footer.locator('.omad-footer__countries li[data-country="uz"]');
    await expect(uzbekistan).toHaveText(locale === 'ru' ? /Узбекистан/ : /O.zbekiston/);
  });

  test(`${locale}: the phone bottom menu and the sidebar carry the locale`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/`);
    const bottom = slot(page, 'bottom-menu');
    await expect(bottom.getByRole('link').first()).toBeVisible();
    await expect(bottom.locator(`a[href="${prefix}/gamehall"]`)).toHaveCount(1);

    await openMenu(page);
    const sidebar = slot(page, 'sidebar');
    const sidebarLink = sidebar.locator(`a[href="${prefix}/support"]`);
    await expect(sidebarLink).toBeVisible();
    await sidebarLink.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/support$`));
    await expect(sidebar).toBeHidden();
  });
}
