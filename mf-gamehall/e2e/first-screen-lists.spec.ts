// The first screens of the public list pages (/providers, /jackpots, /jackpots/:id,
// /tournaments, /winners): the HTML a crawler fetches without JavaScript has each page's
// title and its items in both languages, and in the browser the page takes over the first
// screen without anything moving and without sending again the read the edge inlined.
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, apiPath, boxOf, expectPageMounted, holdRemoteApp, inLocale } from '@omad/e2e';
import type { Locale } from '@omad/e2e';
import { TEXTS } from './support';

type Texts = (typeof TEXTS)[Locale];

/** A page with its first screen: what marks it, its title, and where its items are read. */
type Case = Readonly<{
  route: string;
  screen: string;
  testId: string;
  /** The first item's box, compared before and after the page takes over. */
  item: string;
  title: (texts: Texts, read: unknown) => string;
  /** The platform read the page's items come from (its first declared read). */
  method: string;
  query: Readonly<Record<string, string>>;
  /** The items' names in that read's data, in page order. */
  names: (data: unknown) => string[];
}>;

type Described = { description: { title: string } };
const titles = (data: unknown) => (data as Described[]).map((item) => item.description.title);

const CASES: readonly Case[] = [
  {
    route: '/providers',
    screen: 'providers',
    testId: 'providers-page',
    item: '.omad-providers__card',
    title: (texts) => texts.providers.title,
    method: 'games.getProviders',
    query: { fields: '["game_params"]', types: '["casino","slot","live","fast"]' },
    names: (data) => (data as { name: string }[]).map((provider) => provider.name),
  },
  {
    route: '/jackpots',
    screen: 'jackpots',
    testId: 'jackpots-page',
    item: '.omad-jackpot-card',
    title: (texts) => texts.jackpots.title,
    method: 'jackpots.get',
    query: {},
    names: titles,
  },
  {
    route: '/jackpots/2',
    screen: 'jackpot',
    testId: 'jackpot-page',
    item: '.omad-jackpot-hero',
    title: (_texts, data) => titles(data)[0] ?? '',
    method: 'jackpots.get',
    query: { id: '2' },
    names: titles,
  },
  {
    route: '/tournaments',
    screen: 'tournaments',
    testId: 'tournaments-page',
    item: '.omad-tournament-card',
    title: (texts) => texts.tournaments.title,
    method: 'tournaments.get',
    query: { status: '["active"]', count: '50' },
    names: (data) => titles((data as { items: unknown }).items),
  },
  {
    route: '/winners',
    screen: 'winners',
    testId: 'winners-page',
    item: '.omad-winners__row',
    title: (texts) => texts.winners.title,
    method: 'jackpots.getWinners',
    query: { offset: '0', count: '25' },
    // The feed's five newest: a win added since the read pushes none of them out.
    names: (data) =>
      (data as { items: { game: { name: string } }[] }).items
        .slice(0, 5)
        .map((win) => win.game.name),
  },
];

const dataOf = async (page: Page, { method, query }: Case, locale: Locale) => {
  const response = await page.request.get(apiPath(method, query, locale));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
};

/** True for a request of `method` with exactly `query` (the client adds v and locale). */
const isRead = (url: string, { method, query }: Case) => {
  const { pathname, searchParams } = new URL(url);
  if (pathname !== `/api/${method}`) return false;
  const sent = [...searchParams].filter(([key]) => key !== 'v' && key !== 'locale');
  return JSON.stringify(Object.fromEntries(sent)) === JSON.stringify(query);
};

/** Resolves in the frame after the next one: rendering, so the page's stylesheets, are in. */
const painted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

type Shift = Readonly<{ value: number; at: number; moved: string }>;

/**
 * The layout shifts of the page region from the document's start, as the browser scores them
 * (CLS entries); the shell's header, whose regions mount on their own, is not the page's.
 */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly };
    const shifts: Shift[] = [];
    Object.assign(window, { omadShifts: shifts });
    const inPage = ({ node }: Source) =>
      (node instanceof Element ? node : node?.parentElement)?.closest('.omad-page-region');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: Source[];
      })[]) {
        const sources = entry.sources.filter(inPage);
        if (sources.length === 0) continue;
        const moved = sources.map(({ node }) => (node as Element | null)?.className).join(' ');
        shifts.push({ value: entry.value, at: entry.startTime, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The page region's layout shifts since `since` (performance.now()). */
const shiftsSince = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      (window as unknown as { omadShifts: Shift[] }).omadShifts.filter((shift) => shift.at >= from),
    since,
  );

for (const locale of LOCALES) {
  test(`without JavaScript each list page has its title and items (${locale})`, async ({
    browser,
    page,
  }) => {
    const crawler = await browser.newContext({ javaScriptEnabled: false });
    const html = await crawler.newPage();
    for (const entry of CASES) {
      const data = await dataOf(page, entry, locale);
      const response = await html.goto(inLocale(locale, entry.route));
      expect(response?.status(), entry.route).toBe(200);
      const screen = html.locator(`[data-first-screen="${entry.screen}"]`);
      await expect(screen.locator('h1'), entry.route).toHaveText(entry.title(TEXTS[locale], data));
      const names = entry.names(data);
      expect(names.length, entry.route).toBeGreaterThan(0);
      for (const name of names) await expect(screen, entry.route).toContainText(name);
      // Its links are addresses in the page's language, for the crawler to follow.
      const links = await screen
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links.length, entry.route).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith('/ru/'), link).toBe(locale === 'ru');
    }
    await crawler.close();
  });
}

test('an unknown jackpot is a 404 with the not-found page, in both languages', async ({
  request,
}) => {
  for (const locale of LOCALES) {
    const response = await request.get(inLocale(locale, '/jackpots/999999'), {
      headers: { Accept: 'text/html' },
    });
    expect(response.status(), locale).toBe(404);
    expect(await response.text(), locale).toContain('data-system-page="notFound"');
  }
});

for (const [index, entry] of CASES.entries()) {
  const locale = LOCALES[index % LOCALES.length] ?? 'uz';
  test(`${entry.route} (${locale}): the page takes over its first screen in place, without reading again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await recordShifts(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isRead(request.url(), entry)) sent.push(request.url());
    });
    const app = await holdRemoteApp(page, 'mf-gamehall');
    await page.goto(inLocale(locale, entry.route), { waitUntil: 'commit' });
    const screen = page.locator(`[data-first-screen="${entry.screen}"]`);
    await expect(screen.locator('h1')).toBeVisible();
    await painted(page);
    const title = await boxOf(screen.locator('h1'), 'the drawn title has a box');
    const item = await boxOf(screen.locator(entry.item).first(), 'the drawn item has a box');
    const before = await page.evaluate(() => performance.now());

    await expect.poll(() => app.held.length).toBeGreaterThan(0);
    await app.release();
    await expectPageMounted(page, 'mf-gamehall');
    const mounted = page.getByTestId(entry.testId);
    await expect(mounted.locator(`${entry.item}:not([aria-hidden])`).first()).toBeVisible();
    await expect(screen).toHaveCount(0);
    await painted(page);
    for (const [drawn, now] of [
      [title, await boxOf(mounted.locator('h1'))],
      [item, await boxOf(mounted.locator(entry.item).first())],
    ] as const)
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(now[side] - drawn[side]), side).toBeLessThan(0.5);
    // A win's amount is as wide as its currency's symbol once the cashier config answers
    // (the first screen writes the code): what follows it on its line moves aside, a little.
    const shifts = await shiftsSince(page, before);
    const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(score, JSON.stringify(shifts)).toBeLessThan(0.001);
    expect(sent).toEqual([]);
  });
}
