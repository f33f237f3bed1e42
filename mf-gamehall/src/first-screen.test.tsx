// @vitest-environment jsdom
// The first screens the edge draws with this build: the lobby's top and first tiles from the
// reads it declared, a game page's bar; nothing when the reads are not what they should be.
import { describe, expect, it } from 'vitest';
import type { Game } from '@omad/contract/api';
import { renderFirstScreen } from './first-screen';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { gamesConfigFixture } from './testing/test-host';

const game = (sysname: string, overrides: Partial<Game> = {}): Game => ({
  sysname,
  name: sysname.toUpperCase(),
  image_url: `/api/_media/game/${sysname}.svg`,
  provider: 'pixelfox',
  type: 'slot',
  categories: [],
  has_demo: true,
  description: null,
  ...overrides,
});

/** The games-config as the CMS client resolves it, listing two of the types. */
const CONFIG = {
  ...gamesConfigFixture(),
  gameTypes: [
    { type: 'all', label: 'Hammasi' },
    { type: 'slot', label: 'Slotlar' },
  ],
};
const CATEGORIES = [
  { id: 2, sysname: 'new', name: 'Yangi', position: 2 },
  { id: 1, sysname: 'popular', name: 'Ommabop', position: 1 },
];
const GAMES = Array.from({ length: 30 }, (_, index) => game(`g${index}`));

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

/** The lobby's first screen from its three reads (the games page given, else 30 games). */
const drawLobby = ({
  locale,
  origin = '',
  games = { items: GAMES, count: 30 },
}: Readonly<{
  locale: 'uz' | 'ru';
  origin?: string;
  games?: Readonly<{ items: readonly Game[]; count: number }>;
}>) => {
  const drawing = renderFirstScreen({
    route: '/gamehall',
    params: {},
    locale,
    origin,
    reads: [CONFIG, CATEGORIES, games],
  });
  if (!drawing) throw new Error('no first screen');
  return { drawing, page: parse(drawing.html) };
};

describe('the lobby first screen', () => {
  it('draws the title, the categories in order and the first tiles with their links', () => {
    const first = [
      game('book', {
        categories: ['popular', 'new'],
        description: { name: 'Book of Omad', img_288_192: '/api/_media/cover/book.svg' },
      }),
      ...GAMES,
    ];
    const { drawing, page } = drawLobby({
      locale: 'ru',
      origin: 'https://omad.test',
      games: { items: first, count: 2400 },
    });
    expect(page.querySelector('h1')?.textContent).toBe(ru.lobby.title);
    const chips = [...page.querySelectorAll('.omad-lobby-chip')].map((chip) => chip.textContent);
    expect(chips).toEqual([ru.lobby.allCategories, 'Ommabop', 'Yangi']);
    expect(page.querySelector('.omad-lobby-chip')?.getAttribute('href')).toBe('/ru/gamehall');
    const tiles = page.querySelectorAll('.omad-game-tile');
    expect(tiles).toHaveLength(12);
    // The description's name and image win over the game's own (spec section 3).
    expect(tiles[0]?.querySelector('.omad-game-tile__name')?.textContent).toBe('Book of Omad');
    expect(tiles[0]?.querySelector('img')?.getAttribute('src')).toBe('/api/_media/cover/book.svg');
    expect(tiles[0]?.querySelector('a')?.getAttribute('href')).toBe('/ru/game/book');
    expect(tiles[0]?.querySelectorAll('[class*="badge"]').length).toBeGreaterThan(0);
    expect(page.textContent).toContain('2,400');
    expect(drawing.images.slice(0, 2)).toEqual(['/api/_media/cover/book.svg', GAMES[0]?.image_url]);
    // The type tabs as the page draws them from the games-config: 'all', then what it lists.
    const tabs = [...page.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['Hammasi', 'Slotlar']);
  });

  it("carries none of the page's test ids, which tests and the bench wait for", () => {
    const { page } = drawLobby({ locale: 'uz' });
    expect(page.querySelectorAll('.omad-game-tile')).toHaveLength(12);
    expect(page.querySelector('[data-testid]')).toBeNull();
  });

  it('writes Uzbek links without a prefix', () => {
    const { page } = drawLobby({ locale: 'uz' });
    expect(page.querySelector('h1')?.textContent).toBe(uz.lobby.title);
    expect(page.querySelector('.omad-game-tile a')?.getAttribute('href')).toBe('/game/g0');
  });

  it('draws nothing when a read is not what the lobby reads', () => {
    const input = { route: '/gamehall', params: {}, locale: 'uz' as const, origin: '' };
    expect(renderFirstScreen({ ...input, reads: [CONFIG, CATEGORIES, { oops: true }] })).toBeNull();
    expect(
      renderFirstScreen({ ...input, reads: [CONFIG, null, { items: GAMES, count: 1 }] }),
    ).toBeNull();
  });
});

describe('the game page first screen', () => {
  it("draws the bar with the game's name over the frame's place", () => {
    const drawing = renderFirstScreen({
      route: '/game/:sysname',
      params: { sysname: 'g1' },
      locale: 'uz',
      origin: '',
      reads: [{ items: [game('g1', { description: { name: 'Golden One' } })], count: 1 }],
    });
    const page = parse(drawing?.html ?? '');
    expect(page.querySelector('h1.omad-gh-game__name')?.textContent).toBe('Golden One');
    expect(page.querySelector('.omad-gh-game__stage [role="status"]')?.textContent).toBe(
      uz.gamePage.loading,
    );
    // The head names the game as the page does before it knows the provider.
    expect(drawing?.seo?.title).toContain('Golden One');
    expect(drawing?.seo?.description).toContain('Golden One');
  });

  it('draws nothing for a game the catalogue did not answer with', () => {
    const base = { route: '/game/:sysname', params: { sysname: 'other' }, locale: 'uz' as const };
    expect(
      renderFirstScreen({ ...base, origin: '', reads: [{ items: [game('g1')], count: 1 }] }),
    ).toBeNull();
    expect(renderFirstScreen({ ...base, route: '/providers', origin: '', reads: [] })).toBeNull();
  });
});

describe('the tournament first screen', () => {
  const DAY = 86_400_000;
  const tournament = {
    id: 4,
    sysname: 'cup',
    description: {
      title: 'Haftalik poyga',
      summary: 'Eng ko‘p yutgan 20 kishi',
      rules: ['Birinchi qoida.'],
    },
    status: 'active',
    starts_at: new Date(Date.now() - DAY).toISOString(),
    ends_at: new Date(Date.now() + 2 * DAY + 3_600_000).toISOString(),
    rule: 'total_win',
    min_bet: null,
    prize_pool: { amount: '1000000', currency: 'UZS' },
    prizes: [{ from: 1, to: 1, amount: { amount: '1000000', currency: 'UZS' } }],
    games: ['g1'],
    participants: 32,
    is_participating: false,
  };

  it("draws the tournament's head, countdown and rules from its read, money as skeletons", () => {
    const drawing = renderFirstScreen({
      route: '/tournaments/:id',
      params: { id: '4' },
      locale: 'uz',
      origin: 'https://omad.test',
      reads: [{ items: [tournament], count: 1 }],
    });
    if (!drawing) throw new Error('no first screen');
    const page = parse(drawing.html);
    expect(page.querySelector('h1')?.textContent).toBe('Haftalik poyga');
    expect(page.querySelector('[role="timer"]')?.textContent).toMatch(/^2 kun \d\d:\d\d:\d\d$/);
    expect(page.textContent).toContain('32 ishtirokchi');
    expect(page.textContent).toContain('Birinchi qoida.');
    expect(page.textContent).not.toContain('1,000,000');
    expect(page.querySelector('a.omad-hall-link')?.getAttribute('href')).toBe('/tournaments');
    expect(drawing.seo).toEqual({
      title: 'Haftalik poyga',
      description: 'Eng ko‘p yutgan 20 kishi',
    });
  });

  it('draws nothing for another id or an answer that is not a page of tournaments', () => {
    const input = { route: '/tournaments/:id', locale: 'ru', origin: '' } as const;
    expect(
      renderFirstScreen({
        ...input,
        params: { id: '5' },
        reads: [{ items: [tournament], count: 1 }],
      }),
    ).toBeNull();
    expect(
      renderFirstScreen({ ...input, params: { id: '4' }, reads: [{ error: 'x' }] }),
    ).toBeNull();
  });
});
