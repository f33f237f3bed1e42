import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, GameSchema, pageOf } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { openFrame } from '../testing/game-frames';
import { FRAME_TEXTS } from './frame-texts';
import { tokenHashOf } from './game-sessions';
import { escapeHtml } from './html';
import { SPORTSBOOK_TEXTS } from './sportsbook-texts';

const NOW = Date.UTC(2030, 4, 14, 9, 5);

let platform: Platform;
let client: TestClient;

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => NOW });
  client = new TestClient(platform.app);
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

/** The frame's data block: the book and the seat the script draws. */
const bookData = (html: string) => {
  const json = /<script type="application\/json" id="sportsbook-data">([^<]*)<\/script>/.exec(html);
  return JSON.parse(json?.[1] ?? 'null') as {
    seat: string;
    token: string | null;
    book: { sport: string; status: string; score: unknown; kickoff: number; prices: unknown[] }[];
  };
};

const frame = async (path: string) => {
  const response = await platform.app.request(path);
  return { response, html: await response.text() };
};

const launchUrls = async (options: Record<string, unknown>) => {
  const answer = await client.call(
    'games.get',
    { options: JSON.stringify(options) },
    { http: 'GET' },
  );
  expect(answer.status).toBe(200);
  expect(issuesOf(pageOf(GameSchema), answer.body.data)).toEqual([]);
  // Checked against the contract's schema just above.
  const page = answer.body.data as {
    items: { sysname: string; has_demo?: boolean; launch_url?: string }[];
  };
  return page.items;
};

describe('GET /api/_games/{sysname}/{mode}', () => {
  it('serves the sportsbook as an HTML page in Uzbek by default, allowing only its script', async () => {
    const { response, html } = await frame('/api/_games/dgt_sportsbook/play');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="uz">');
    expect(html).toContain('<title>Omad Sport — simulyatsiya</title>');
    expect(html).toContain(escapeHtml(SPORTSBOOK_TEXTS.uz.simulation));
    expect(html).toContain('Paxtakor');
    expect(html).not.toMatch(/(src|href)="https?:/);

    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
  });

  it('carries the book as it stands: fixtures of four sports, some under way', async () => {
    const { html } = await frame('/api/_games/dgt_sportsbook/play');
    const { book, seat, token } = bookData(html);
    expect(seat).toBe('guest');
    expect(token).toBeNull();
    expect(new Set(book.map((fixture) => fixture.sport))).toEqual(
      new Set(['football', 'basketball', 'tennis', 'esports']),
    );
    expect(book.some((fixture) => fixture.status === 'live' && fixture.score !== null)).toBe(true);
    for (const fixture of book) {
      expect(fixture.kickoff).toBeLessThan(NOW + 8 * 24 * 60 * 60 * 1000);
      expect(fixture.prices.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('speaks Russian with ?locale=ru and falls back to Uzbek for other locales', async () => {
    const ru = await frame('/api/_games/dgt_sportsbook/play?locale=ru');
    expect(ru.response.status).toBe(200);
    expect(ru.html).toContain('<html lang="ru">');
    expect(ru.html).toContain('<title>Omad Sport — симуляция</title>');
    expect(ru.html).toContain(SPORTSBOOK_TEXTS.ru.simulation);
    expect(ru.html).toContain('Пахтакор');
    expect(ru.html).not.toContain('Paxtakor');
    const en = await frame('/api/_games/dgt_sportsbook/play?locale=en');
    expect(en.html).toContain('<html lang="uz">');
  });

  it('answers 404 for an unknown game, an unknown mode and a demo the game does not have', async () => {
    for (const path of [
      '/api/_games/no_such_game/play',
      '/api/_games/dgt_sportsbook/live',
      '/api/_games/dgt_sportsbook/demo',
    ]) {
      const answer = await client.request(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body.error?.type).toBe(ErrorType.MethodNotFound);
    }
  });

  it('frames other games as the labelled simulated slot, in demo mode only when they have one', async () => {
    const [game] = (await launchUrls({ count: 50 })).filter((item) => item.has_demo);
    expect(game).toBeDefined();
    const demo = await openFrame(platform.app, null, game?.sysname ?? '', 'demo', 'ru');
    expect(demo.status).toBe(200);
    expect(demo.headers.get('cache-control')).toBe('no-store');
    expect(demo.html).toContain('<html lang="ru">');
    expect(demo.html).toContain(escapeHtml(FRAME_TEXTS.ru.slot.simulation));
    expect(demo.html).toContain('data-simulation-label');
    expect(demo.html).toContain('Демо-режим');
    expect(demo.html).toContain(`src="/api/_media/game/${game?.sysname}.webp"`);
    // A guest's demo money, the bets of the currency, a token, and one script the CSP allows.
    expect(demo.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(demo.html).toContain('data-balance>500,000 UZS</output>');
    expect(demo.html).toContain(
      'data-bet="1000.00" aria-pressed="true" aria-label="1,000 UZS">1K</button>',
    );
    const csp = demo.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self'");
    const scripts = [...demo.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    );
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    const uz = await openFrame(platform.app, null, game?.sysname ?? '', 'demo');
    expect(uz.html).toContain(escapeHtml(FRAME_TEXTS.uz.slot.simulation));
    expect(uz.token).not.toBe(demo.token);
  });

  it('lets the slot frame call the origin the browser addressed, and nothing a header smuggles', async () => {
    const csp = async (host: string) =>
      (
        await platform.app.request('/api/_games/spribe_aviator/demo', {
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': host },
        })
      ).headers.get('content-security-policy') ?? '';
    expect(await csp('omad.example')).toContain("connect-src 'self' https://omad.example;");
    const smuggled = await csp('omad.example; script-src *');
    expect(smuggled).toContain("connect-src 'self';");
    expect(smuggled).not.toContain('script-src *');
  });

  it('asks a guest to sign in for real money, with no token in the page', async () => {
    const frame = await openFrame(platform.app, null, 'spribe_aviator', 'play');
    expect(frame.status).toBe(200);
    expect(frame.token).toBeUndefined();
    expect(frame.html).not.toContain('data-endpoint');
    expect(frame.html).toContain(escapeHtml(FRAME_TEXTS.uz.slot.signInNeeded));
    expect(frame.html).toContain(escapeHtml(FRAME_TEXTS.uz.slot.simulation));
  });

  it('gives a signed-in player a token for real money, kept only as its hash', async () => {
    const player = new TestClient(platform.app);
    await player.call('auth.login', { login: 'player@omad.uz', password: 'Secret123' });
    const frame = await openFrame(platform.app, player, 'spribe_aviator', 'play');
    // The seeded player's active bonus covers the bets: the frame shows the bonus money it
    // stakes (round-funds.ts), labelled so.
    expect(frame.html).toContain(
      `data-balance-label>${FRAME_TEXTS.uz.slot.bonusBalance}</span><output class="meter__value" data-balance>50,000 UZS</output>`,
    );
    expect(frame.html).toContain('data-mode="real"');
    const token = frame.token ?? '';
    const rows = await platform.db.query<{ token_hash: string; mode: string; sysname: string }>(
      'select token_hash, mode, sysname from game_sessions where account_id is not null',
    );
    expect(rows).toContainEqual({
      token_hash: tokenHashOf(token),
      mode: 'real',
      sysname: 'spribe_aviator',
    });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('tells a player banned since signing in that the game is not available', async () => {
    const player = new TestClient(platform.app);
    await player.call('auth.register', {
      email: 'frame.banned@omad.uz',
      password: 'Omad-Pa55word',
    });
    await player.request('/api/_dev/ban', {
      method: 'POST',
      body: new URLSearchParams({ login: 'frame.banned@omad.uz' }),
    });
    for (const mode of ['play', 'demo'] as const) {
      const frame = await openFrame(platform.app, player, 'spribe_aviator', mode, 'ru');
      expect(frame.token).toBeUndefined();
      expect(frame.html).toContain(escapeHtml(FRAME_TEXTS.ru.slot.accountBlocked));
    }
  });
});

describe('launch_url in games.get', () => {
  it('points every game at its frame, the sportsbook included', async () => {
    const [sportsbook] = await launchUrls({ sysname: ['dgt_sportsbook'] });
    expect(sportsbook?.launch_url).toBe('/api/_games/dgt_sportsbook/play');
    const { response } = await frame(sportsbook?.launch_url ?? '');
    expect(response.status).toBe(200);
    const page = await launchUrls({ count: 30 });
    for (const game of page) {
      expect(game.launch_url).toBe(`/api/_games/${encodeURIComponent(game.sysname)}/play`);
    }
  });

  it(
    'is absent in production, where the simulated frames are not served',
    async () => {
      const production = await createTestPlatform({ production: true });
      try {
        const answer = await new TestClient(production.app).call(
          'games.get',
          { options: JSON.stringify({ sysname: ['dgt_sportsbook'] }) },
          { http: 'GET' },
        );
        expect(answer.body.data).toMatchObject({ count: 1 });
        expect(JSON.stringify(answer.body.data)).not.toContain('launch_url');
        const response = await production.app.request('/api/_games/dgt_sportsbook/play');
        expect(response.status).toBe(404);
      } finally {
        await production.close();
      }
    },
    START_TIMEOUT_MS,
  );
});
