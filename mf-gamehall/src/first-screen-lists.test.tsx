// @vitest-environment jsdom
// The first screens of the public list pages, drawn by the edge with this build from the reads
// pages.ts declares: the providers, the jackpots, one jackpot, the tournaments and the winners,
// each with its page's title, items and links in both languages and the head part its page
// gives usePageSeo; nothing when a read is not what the page reads.
import { describe, expect, it } from 'vitest';
import type { Locale } from '@omad/contract';
import { renderFirstScreen } from './first-screen';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import {
  jackpotFixture,
  providersFixture,
  tournamentFixture,
  winFixture,
} from './testing/test-host';

const TEXTS = { uz, ru } as const;
const LOCALES = ['uz', 'ru'] as const;
/** A link's address in the page's language (Uzbek has no prefix). */
const linkIn = (locale: Locale, path: string) => (locale === 'ru' ? `/ru${path}` : path);

const draw = (
  route: string,
  locale: Locale,
  reads: readonly unknown[],
  params: Readonly<Record<string, string>> = {},
) => renderFirstScreen({ route, params, locale, origin: 'https://omad.test', reads });

/** The drawing's markup as a page to query; fails the test when nothing was drawn. */
const drawn = (...args: Parameters<typeof draw>) => {
  const drawing = draw(...args);
  if (!drawing) throw new Error(`no first screen for ${args[0]}`);
  const page = document.createElement('div');
  page.innerHTML = drawing.html;
  return { page, images: drawing.images, seo: drawing.seo };
};

const texts = (page: HTMLElement, selector: string) =>
  [...page.querySelectorAll(selector)].map((element) => element.textContent);
const hrefs = (page: HTMLElement, selector: string) =>
  [...page.querySelectorAll(selector)].map((element) => element.getAttribute('href'));

const PROVIDERS = [
  {
    ...providersFixture[0]!,
    game_params: { game_count: 1200, logo_url: '/api/_media/providers/pragmatic.svg' },
  },
  providersFixture[1]!,
];
const JACKPOTS = [jackpotFixture(1), jackpotFixture(2, { last_won_at: '2026-11-20T10:00:00Z' })];
const WINS = {
  items: [
    winFixture(1, { kind: 'jackpot', multiplier: null, jackpot: { id: 1, title: 'Mega' } }),
    winFixture(2),
  ],
  count: 2,
};
const TOURNAMENTS = {
  items: [
    tournamentFixture(4),
    tournamentFixture(5, 'active', { description: { title: 'Poyga' } }),
  ],
  count: 2,
};

describe.each(LOCALES)('the list pages first screens in %s', (locale) => {
  const t = TEXTS[locale];

  it('draws every provider with its game count and its link to the hall', () => {
    const { page, images, seo } = drawn('/providers', locale, [PROVIDERS]);
    expect(page.querySelector('h1')?.textContent).toBe(t.providers.title);
    expect(seo).toEqual({ title: t.providers.title, description: t.providers.seoDescription });
    expect(texts(page, '.omad-providers__name')).toEqual(['Pragmatic Play', 'Evolution']);
    expect(hrefs(page, 'a.omad-providers__card')).toEqual([
      linkIn(locale, '/gamehall?providers=pragmatic'),
      linkIn(locale, '/gamehall?providers=evolution'),
    ]);
    expect(page.querySelector('.omad-providers__count')?.textContent).toContain('1,200');
    expect(images).toEqual(['/api/_media/providers/pragmatic.svg']);
  });

  it('draws every jackpot with its amount as read, then the newest wins', () => {
    const { page, seo } = drawn('/jackpots', locale, [JACKPOTS, WINS]);
    expect(page.querySelector('h1')?.textContent).toBe(t.jackpots.title);
    expect(seo).toEqual({ title: t.jackpots.title, description: t.jackpots.seoDescription });
    expect(page.textContent).toContain(t.jackpots.lead);
    expect(texts(page, '.omad-jackpot-card__title')).toEqual(['Jackpot 1', 'Jackpot 2']);
    expect(hrefs(page, 'a.omad-jackpot-card')).toEqual([
      linkIn(locale, '/jackpots/1'),
      linkIn(locale, '/jackpots/2'),
    ]);
    expect(page.querySelector('.omad-jackpot-card__amount')?.textContent).toContain(
      '1,000,000 UZS',
    );
    expect(page.querySelector('h2')?.textContent).toBe(t.winners.ticker.title);
    expect(hrefs(page, '.omad-win__game')).toEqual([
      linkIn(locale, '/game/game_1'),
      linkIn(locale, '/game/game_2'),
    ]);
    expect(page.textContent).toContain('Mega');
    expect(page.querySelector('[data-testid]')).toBeNull();
  });

  it("draws one jackpot's head, its games' place and its hits", () => {
    const { page, seo } = drawn('/jackpots/:id', locale, [[JACKPOTS[1]], WINS], { id: '2' });
    expect(page.querySelector('h1')?.textContent).toBe('Jackpot 2');
    expect(seo).toEqual({ title: 'Jackpot 2', description: 'Summary 2' });
    expect(page.querySelector('.omad-jackpot-hero__amount')?.textContent).toContain(
      '2,000,000 UZS',
    );
    expect(page.textContent).toContain('Summary 2');
    expect(page.textContent).toContain('1,000,000 UZS');
    expect(hrefs(page, '.omad-hall-page__back a')).toEqual([linkIn(locale, '/jackpots')]);
    expect(texts(page, 'h2')).toEqual([t.jackpots.games, t.jackpots.winners]);
    expect(page.querySelector('.omad-game-row[data-state="loading"]')).not.toBeNull();
    expect(hrefs(page, '.omad-win__game')).toHaveLength(2);
  });

  it('draws the active tournaments with their names linked, dates and pools', () => {
    const { page, seo } = drawn('/tournaments', locale, [TOURNAMENTS]);
    expect(page.querySelector('h1')?.textContent).toBe(t.tournaments.title);
    expect(seo?.title).toBe(t.tournaments.title);
    expect(page.textContent).toContain(t.tournaments.lead);
    expect(texts(page, '.omad-tournament-card__title')).toEqual(['Cup 4', 'Poyga']);
    expect(hrefs(page, '.omad-tournament-card__title a')).toEqual([
      linkIn(locale, '/tournaments/4'),
      linkIn(locale, '/tournaments/5'),
    ]);
    expect(page.querySelector('.omad-tournament-card__period')?.textContent).toMatch(
      /\d\d\.\d\d\.\d{4}/,
    );
    expect(page.querySelector('[role="timer"]')).not.toBeNull();
    expect(page.querySelector('.omad-tournament-card__pool')?.textContent).toBe('35,000,000 UZS');
    expect(page.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(
      t.tournaments.status.active,
    );
  });

  it('draws the newest wins with their games linked and "show more" while the feed has more', () => {
    const feed = Array.from({ length: 25 }, (_, index) => winFixture(index + 1));
    const { page, seo } = drawn('/winners', locale, [{ items: feed, count: 90 }]);
    expect(page.querySelector('h1')?.textContent).toBe(t.winners.title);
    expect(seo?.title).toBe(t.winners.title);
    expect(page.textContent).toContain(t.winners.lead);
    expect(page.querySelectorAll('.omad-winners__row')).toHaveLength(25);
    expect(page.querySelector('.omad-win__game')?.textContent).toBe('Game 1');
    expect(page.querySelector('.omad-win__game')?.getAttribute('href')).toBe(
      linkIn(locale, '/game/game_1'),
    );
    expect(page.querySelector('button')?.textContent).toContain(t.winners.more);
    const all = drawn('/winners', locale, [{ items: feed, count: 25 }]).page;
    expect(all.querySelector('button')).toBeNull();
  });
});

describe('the list pages first screens of reads that are not what the page reads', () => {
  it.each([
    ['/providers', [{ items: PROVIDERS }], {}],
    ['/jackpots', [{ items: JACKPOTS }, WINS], {}],
    ['/jackpots', [JACKPOTS, [WINS]], {}],
    ['/jackpots/:id', [JACKPOTS, { oops: true }], { id: '1' }],
    ['/jackpots/:id', [JACKPOTS, WINS], { id: '9' }],
    ['/tournaments', [TOURNAMENTS.items], {}],
    ['/winners', [{ items: [{ id: 'x' }], count: 1 }], {}],
  ] as const)('%s draws nothing from %j', (route, reads, params) => {
    expect(draw(route, 'uz', reads, params)).toBeNull();
  });
});
