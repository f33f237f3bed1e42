// What a crawler's first pass reads (no JavaScript: the HTML the edge sends): each public
// page's own title, description, canonical and language versions in its language; honest
// status codes (404 for what is not there, 301/302 for the content service's redirects);
// robots.txt and the sitemap index.
import { expect, test, type APIRequestContext } from '@playwright/test';

const SITE = 'https://omad.uz';

/** The public routes of the list, detail pages by the seed's own entries. */
const PUBLIC_PATHS = [
  '/',
  '/gamehall',
  '/providers',
  '/jackpots',
  '/jackpots/1',
  '/tournaments',
  '/tournaments/1',
  '/winners',
  '/promotions',
  '/promotions/welcome',
  '/offers',
  '/offers/201',
  '/loyalty',
  '/loyalty/omad-club',
  '/betting',
  '/support',
  '/about',
  '/game/playngo_book_of_dead',
] as const;

type Head = Readonly<{
  status: number;
  lang: string | null;
  title: string | null;
  titles: number;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  /** The text of the first <h1> in the body as sent (markup inside it dropped), or null. */
  heading: string | null;
}>;

/** The head of the HTML a path answers with, read as text (nothing runs). */
const headOf = async (request: APIRequestContext, path: string): Promise<Head> => {
  const response = await request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  // What a crawler reads: the body without its scripts (the runtime config is one).
  const body = html.slice(html.indexOf('</head>')).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i
    .exec(body)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  const attribute = (pattern: RegExp) => pattern.exec(head)?.[1] ?? null;
  return {
    status: response.status(),
    lang: attribute(/<html[^>]*\slang="([^"]+)"/),
    title: attribute(/<title[^>]*>([^<]*)<\/title>/),
    titles: head.match(/<title/g)?.length ?? 0,
    description: attribute(/<meta name="description" content="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map(
        (match) => [match[1] ?? '', match[2] ?? ''],
      ),
    ),
    heading: heading || null,
  };
};

for (const prefix of ['', '/ru'] as const) {
  test(`every public page has its own head and heading without JavaScript (${prefix || 'uz'})`, async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const head = await headOf(request, `${prefix}${path === '/' && prefix ? '' : path}`);
      expect(head.status, path).toBe(200);
      expect(head.lang, path).toBe(prefix ? 'ru' : 'uz');
      expect(head.titles, path).toBe(1);
      expect(head.title, path).toBeTruthy();
      expect(head.robots, path).toBe('index, follow');
      expect(head.canonical, path).toMatch(new RegExp(`^${SITE}${prefix}`));
      expect(Object.keys(head.alternates).sort(), path).toEqual(['ru', 'uz', 'x-default']);
      expect(head.heading, path).toBeTruthy();
      titles.add(head.title ?? '');
    }
    // Pages are told apart by their titles (the game page names its game).
    expect([...titles]).toHaveLength(PUBLIC_PATHS.length);
  });
}

test('what is not there is a 404 a crawler drops, with the not-found page', async ({ request }) => {
  for (const path of [
    '/no-such-page-here',
    '/game/no_such_game',
    '/ru/tournaments/999999',
    '/jackpots/999999',
    '/promotions/no-such-promotion',
    '/offers/999',
    '/offers/abc',
    '/tournaments/abc',
    '/ru/loyalty/no_such_programme',
  ]) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex"');
    expect(html, path).toContain('data-system-page="notFound"');
    expect(html, path).not.toContain('rel="canonical"');
  }
});

test("the content service's redirects are answered before the page", async ({ request }) => {
  const moved = await request.get('/ru/casino', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/ru/gamehall');
  const away = await request.get('/telegram', { maxRedirects: 0 });
  expect(away.status()).toBe(302);
  expect(away.headers().location).toBe('https://t.me/omad_support');
});

test("the shell's own redirects are answered before the page", async ({ request }) => {
  const moved = await request.get('/ru/gamehall/slots', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/ru/gamehall?category=slots');
});

test('a players’ page is kept out of the index', async ({ request }) => {
  expect((await headOf(request, '/ru/cashier/deposit')).robots).toBe('noindex, nofollow');
});

test('robots.txt names the sitemap, whose index names every kind', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /ru/profile');
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  for (const kind of ['pages', 'cms-pages', 'games', 'tournaments', 'promotions']) {
    expect(index).toContain(`<loc>${SITE}/sitemaps/${kind}.xml</loc>`);
  }
  const games = await request.get('/sitemaps/games.xml');
  expect(games.status()).toBe(200);
  expect(await games.text()).toContain(
    `<loc>${SITE}/ru/platform/game/playngo_book_of_dead/play</loc>`,
  );
});
