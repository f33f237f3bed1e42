// Every public page the edge draws is taken over by its remote in place: the first screen
// and the page it becomes leave no layout shift in the page's region, and no read the edge
// inlined with the page (its own reads and the head's content) is asked for again while the
// page mounts.
import { expect, test, type Page } from '@playwright/test';
import { expectPageMounted } from '@omad/e2e';

/** The public pages a remote draws on the edge, with the remote that takes each over. */
const PAGES = [
  ['/', 'mf-content'],
  ['/gamehall', 'mf-gamehall'],
  ['/providers', 'mf-gamehall'],
  ['/jackpots', 'mf-gamehall'],
  ['/jackpots/1', 'mf-gamehall'],
  ['/tournaments', 'mf-gamehall'],
  ['/tournaments/1', 'mf-gamehall'],
  ['/winners', 'mf-gamehall'],
  ['/promotions', 'mf-loyalty'],
  ['/promotions/welcome', 'mf-loyalty'],
  ['/offers', 'mf-loyalty'],
  ['/offers/201', 'mf-loyalty'],
  ['/loyalty', 'mf-loyalty'],
  ['/loyalty/omad-club', 'mf-loyalty'],
  ['/betting', 'mf-content'],
  ['/support', 'mf-content'],
  ['/about', 'mf-content'],
  ['/game/playngo_book_of_dead', 'mf-gamehall'],
] as const;

declare global {
  interface Window {
    __shifts?: number;
    /** What moved, for the message of a failed check. */
    __shifted?: string[];
  }
}

/** Sums the page's layout shifts from its first paint on (none a visitor caused). */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    window.__shifts = 0;
    window.__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // The page's own: what moved is in <main>, where the first screen becomes the page
        // (the header's regions are the layout's, measured by the bench's CLS).
        const sources = (entry.sources ?? []).map((source) => source.node ?? null);
        if (!sources.some((node) => node instanceof Element && node.closest('main'))) continue;
        window.__shifts = (window.__shifts ?? 0) + entry.value;
        for (const node of sources) {
          const name = node instanceof Element ? `${node.tagName}.${node.className}` : 'text';
          window.__shifted?.push(`${entry.value.toFixed(4)} ${name}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** Every request to the platform and the content service, by path and query. */
const readsAsked = (page: Page): string[] => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/cms/api/'))
      asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
};

for (const width of [360, 1440]) {
  test(`at ${width} px every public page is taken over in place, reading nothing twice`, async ({
    page,
  }) => {
    test.setTimeout(PAGES.length * 20_000);
    await page.setViewportSize({ width, height: 800 });
    await watchShifts(page);
    const asked = readsAsked(page);
    for (const [path, remote] of PAGES) {
      asked.length = 0;
      await page.goto(path);
      // Each page's own shifts: the observer starts again with the document.
      const inlined = await page.evaluate(() =>
        (window.__OMAD__ as { firstReads: { path: string }[] }).firstReads.map((read) => read.path),
      );
      expect(inlined.length, path).toBeGreaterThan(0);
      await expectPageMounted(page, remote);
      // Let the page settle: its images decoded, its own later reads sent.
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => window.__shifts ?? 0);
      const shifted = await page.evaluate(() => window.__shifted ?? []);
      // /support's chat card grows when the chat vendor cannot be reached, as here (no
      // network): that failure's message moves what is below it, which is not the takeover.
      if (path !== '/support') {
        expect(shifts, `${path}: layout shift of ${shifted.join(', ')}`).toBeLessThanOrEqual(0.01);
      }
      expect(
        asked.filter((read) => inlined.includes(read)),
        `${path}: inlined reads asked again`,
      ).toEqual([]);
    }
  });
}
