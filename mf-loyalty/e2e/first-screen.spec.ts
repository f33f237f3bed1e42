// First screens: the edge serves the top of the programme pages, the promotion pages and
// /offers drawn by mf-loyalty's own build, so a crawler's fetch without JavaScript reads each
// page's h1, its own text and its links, and a browser paints them with the shell's first
// frame. When mf-loyalty mounts (held back here to measure) it draws its title where the first
// screen had it, and takes the programmes and the promotions from the reads inlined in the
// page, not the network.
import { expect, test, type Page } from '@playwright/test';
import {
  LOCALES,
  apiPath,
  boxOf,
  expectPageMounted,
  holdRemoteApp,
  inLocale,
  pageRegion,
  prefix,
  type Locale,
} from '@omad/e2e';
import { TEXTS } from './support';

type Program = Readonly<{
  sysname: string;
  title: string;
  is_default: boolean;
  levels: readonly Readonly<{ level: number; name: string }>[];
}>;

/** The programmes as loyalty.getPrograms answers a guest in `locale`. */
const programsIn = async (page: Page, locale: Locale): Promise<Program[]> => {
  const response = await page.request.get(apiPath('loyalty.getPrograms', {}, locale), {
    headers: { Cookie: '' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { items: Program[] } }).data.items;
};

type Promotion = Readonly<{ slug: string; title: string; summary: string }>;

/** The CMS's promotions in `locale`, by position, as a guest reads them. */
const promotionsIn = async (page: Page, locale: Locale): Promise<Promotion[]> => {
  const response = await page.request.get(
    `/cms/api/promotions?locale=${locale}&sort[0]=position:asc`,
    { headers: { Cookie: '' } },
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Promotion[] };
  return data;
};

/** The programme's texts the editors wrote (the content's loyalty), in `locale`. */
const loyaltyTextsIn = async (page: Page, locale: Locale) => {
  const response = await page.request.get(`/cms/api/loyalty?locale=${locale}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { title: string; description: string } };
  return data;
};

/** The seed's running promotion taken through an offer, in `locale`. */
const welcomeIn = async (page: Page, locale: Locale): Promise<Promotion> => {
  const welcome = (await promotionsIn(page, locale)).find((entry) => entry.slug === 'welcome');
  if (!welcome) throw new Error('the CMS has no welcome promotion');
  return welcome;
};

/** The shell's box for a first screen (what the edge drew), while it stands. */
const firstScreen = (page: Page) => page.getByTestId('page-first-screen');

for (const locale of LOCALES) {
  test(`${locale}: without JavaScript each public page has its h1, its text and its links`, async ({
    browser,
    page: reader,
  }) => {
    const programs = await programsIn(reader, locale);
    const welcome = await welcomeIn(reader, locale);
    const loyaltyTexts = await loyaltyTextsIn(reader, locale);
    const main = programs.find((program) => program.is_default) ?? programs[0];
    if (!main) throw new Error('the platform lists no programme');
    const texts = TEXTS[locale];
    // A crawler's first pass: the HTML as the edge sends it, and nothing run.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(inLocale(locale, '/loyalty'));
    const loyalty = firstScreen(page);
    await expect(loyalty.locator('h1')).toHaveText(loyaltyTexts.title);
    await expect(loyalty).toContainText(loyaltyTexts.description);
    await expect(loyalty).toContainText(texts.programme.guestTitle);
    const levels = [...main.levels].sort((a, b) => a.level - b.level).map((level) => level.name);
    await expect(loyalty.locator('.omad-loyalty-level__name')).toHaveText(levels);
    for (const other of programs.filter((program) => program !== main)) {
      await expect(loyalty.getByRole('heading', { name: other.title })).toBeVisible();
      await expect(
        loyalty.locator(`a[href="${prefix(locale)}/loyalty/${other.sysname}"]`),
      ).toHaveCount(1);
    }

    await page.goto(inLocale(locale, `/loyalty/${main.sysname}`));
    const program = firstScreen(page);
    await expect(program.locator('h1')).toHaveText(main.title);
    await expect(program.locator('.omad-loyalty-level__name')).toHaveText(levels);
    await expect(program.locator(`a[href="${prefix(locale)}/loyalty"]`)).toHaveCount(1);

    await page.goto(inLocale(locale, '/promotions'));
    const promotions = firstScreen(page);
    await expect(promotions.locator('h1')).toHaveText(texts.promotions.title);
    await expect(promotions).toContainText(texts.promotions.lead);
    const card = promotions.getByRole('heading', { level: 2, name: welcome.title });
    await expect(card.getByRole('link')).toHaveAttribute(
      'href',
      `${prefix(locale)}/promotions/welcome`,
    );
    await expect(promotions).toContainText(welcome.summary);

    await page.goto(inLocale(locale, '/promotions/welcome'));
    const promotion = firstScreen(page);
    await expect(promotion.locator('h1')).toHaveText(welcome.title);
    await expect(promotion).toContainText(welcome.summary);
    await expect(promotion.locator('.omad-tile-terms li').first()).toBeVisible();
    await expect(promotion.locator(`a[href="${prefix(locale)}/promotions"]`)).toHaveCount(1);
    // The head says what the page will: the promotion's own title (the drawing's seo).
    expect(await page.title()).toContain(welcome.title);

    await page.goto(inLocale(locale, '/offers'));
    await expect(firstScreen(page).locator('h1')).toHaveText(texts.offers.title);
    await expect(firstScreen(page)).toContainText(texts.offers.lead);
    await expect(firstScreen(page)).toContainText(texts.promoCode.guest);
    await context.close();
  });
}

for (const locale of LOCALES) {
  test(`${locale}: the programme pages take over their first screens in place, with the inlined programmes`, async ({
    page,
  }) => {
    const [main] = await programsIn(page, locale);
    if (!main) throw new Error('the platform lists no programme');
    const programsRead: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/loyalty.getPrograms')) programsRead.push(request.url());
    });
    for (const [path, title] of [
      ['/loyalty', TEXTS[locale].programme.title],
      [`/loyalty/${main.sysname}`, main.title],
    ] as const) {
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const app = await holdRemoteApp(page, 'mf-loyalty');
        // Not until 'load': the held module may be what the load event waits for.
        await page.goto(inLocale(locale, path), { waitUntil: 'commit' });
        const drawnTitle = firstScreen(page).locator('h1');
        await expect(drawnTitle).toHaveText(title);
        await expect(firstScreen(page).locator('.omad-loyalty-level').first()).toBeVisible();
        // Measured at once: the shell gives a held module 6 s before it shows its fallback.
        const before = await boxOf(drawnTitle, 'the drawn title has a box');
        await expect.poll(() => app.held.length).toBeGreaterThan(0);

        await app.release();
        await expectPageMounted(page, 'mf-loyalty');
        await expect(firstScreen(page)).toHaveCount(0);
        const mine = pageRegion(page).getByRole('heading', { level: 1 });
        await expect(mine).toBeVisible();
        const after = await boxOf(mine, "the page's title has a box");
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs(after[side] - before[side]), `${path} ${width} px ${side}`).toBeLessThan(
            1,
          );
        await expect(pageRegion(page).getByTestId('loyalty-levels')).toBeVisible();
        await page.unrouteAll();
      }
    }
    // Each load's programmes came with the page: the browser never asked for them.
    expect(programsRead).toEqual([]);
  });
}

for (const locale of LOCALES) {
  test(`${locale}: the promotion pages take their promotions from the page, not the network`, async ({
    page,
  }) => {
    const welcome = await welcomeIn(page, locale);
    const promotionsRead: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/cms/api/promotions')
        promotionsRead.push(request.url());
    });
    await page.goto(inLocale(locale, '/promotions'));
    await expectPageMounted(page, 'mf-loyalty');
    const list = pageRegion(page).getByTestId('promotions-page');
    await expect(list.getByRole('heading', { level: 2, name: welcome.title })).toBeVisible();

    await page.goto(inLocale(locale, '/promotions/welcome'));
    await expectPageMounted(page, 'mf-loyalty');
    const mine = pageRegion(page).getByRole('heading', { level: 1 });
    await expect(mine).toHaveText(welcome.title);
    await expect(pageRegion(page).getByTestId('promotion-terms')).toBeVisible();
    expect(promotionsRead).toEqual([]);
  });
}

for (const [path, title] of [
  ['/promotions', 'promotions'],
  ['/offers', 'offers'],
] as const) {
  for (const locale of LOCALES) {
    test(`${locale}: ${path}'s page draws its head where its first screen had it`, async ({
      page,
    }) => {
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const app = await holdRemoteApp(page, 'mf-loyalty');
        await page.goto(inLocale(locale, path), { waitUntil: 'commit' });
        const drawn = firstScreen(page).locator('.omad-loyalty-page__head');
        await expect(drawn.locator('h1')).toHaveText(TEXTS[locale][title].title);
        const before = await boxOf(drawn, 'the drawn head has a box');
        await expect.poll(() => app.held.length).toBeGreaterThan(0);

        await app.release();
        await expectPageMounted(page, 'mf-loyalty');
        await expect(firstScreen(page)).toHaveCount(0);
        const head = pageRegion(page).locator('.omad-loyalty-page__head');
        await expect(head).toBeVisible();
        const after = await boxOf(head, "the page's head has a box");
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs(after[side] - before[side]), `${width} px ${side}`).toBeLessThan(1);
        await page.unrouteAll();
      }
    });
  }
}
