// @vitest-environment jsdom
// The first screens the edge draws with this build are the pages' own first renders for a
// guest: the same markup in the same place, from the reads the pages declare (and send).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@omad/contract';
import { FIRST_SCREEN_ABSENT } from '@omad/contract/pages';
import { LoyaltyPage } from './features/loyalty/loyalty-page';
import { ProgramPage } from './features/loyalty/program-page';
import { OffersPage } from './features/offers/offers-page';
import { PromotionPage } from './features/promotions/promotion-page';
import { PromotionsPage } from './features/promotions/promotions-page';
import { renderFirstScreen } from './first-screen';
import { PAGES, PROGRAMS_READ, PROMOTIONS_READ } from './pages';
import { answer } from './testing/test-host';

import {
  CASHBACK,
  CLUB,
  ORIGIN,
  OVER,
  PROMOTIONS,
  RUNNING,
  TEXTS,
  VIP,
  WEEKLY,
  WELCOME,
  cmsWith,
  draw,
  guestPage,
  markup,
  never,
  parse,
  texts,
} from './testing/first-screen-support';

afterEach(cleanup);

describe.each<Locale>(['uz', 'ru'])('first screens in %s', (locale) => {
  const prefix = locale === 'ru' ? '/ru' : '';

  it('/loyalty: the head, the call to register and the default programme, as the page draws them', async () => {
    const drawing = draw('/loyalty', locale, [[CLUB, VIP]]);
    const drawn = parse(drawing.html);
    expect(drawn.querySelector('h1')?.textContent).toBe(TEXTS[locale].programme.title);
    expect(drawn.textContent).toContain(TEXTS[locale].programme.lead);
    expect(drawn.textContent).toContain(TEXTS[locale].programme.guestTitle);
    expect(texts(drawn, '.omad-loyalty-level__name')).toEqual(CLUB.levels.map((l) => l.name));
    expect(texts(drawn, '.omad-loyalty-programs h3')).toEqual(['VIP Klub']);
    expect(drawn.querySelector('.omad-loyalty-programs a')?.getAttribute('href')).toBe(
      `${prefix}/loyalty/vip`,
    );
    expect(drawn.querySelector('[data-testid]')).toBeNull();

    const host = guestPage(locale, '/loyalty', <LoyaltyPage />, {
      'loyalty.getPrograms': () => answer({ items: [CLUB, VIP] }),
      'loyalty.getcharacters': never,
    });
    await screen.findByTestId('loyalty-levels');
    expect(markup(drawn)).toBe(markup(screen.getByTestId('loyalty-page')));
    expect(host.props.seo.setPage).toHaveBeenCalledWith(expect.objectContaining(drawing.seo));
  });

  it('/loyalty/:sysname: the programme’s head and sections, as the page draws them', async () => {
    const drawing = draw('/loyalty/:sysname', locale, [[CLUB, VIP]], { sysname: 'vip' });
    const drawn = parse(drawing.html);
    expect(drawn.querySelector('h1')?.textContent).toBe('VIP Klub');
    expect(drawn.textContent).toContain(VIP.description);
    expect(drawn.querySelector('a')?.getAttribute('href')).toBe(`${prefix}/loyalty`);
    expect(texts(drawn, '.omad-loyalty-level__name')).toEqual(VIP.levels.map((l) => l.name));

    const host = guestPage(
      locale,
      '/loyalty/vip',
      <ProgramPage />,
      { 'loyalty.getPrograms': () => answer({ items: [CLUB, VIP] }) },
      '/loyalty/:sysname',
    );
    await screen.findByTestId('loyalty-levels');
    expect(markup(drawn)).toBe(markup(screen.getByTestId('loyalty-program-page')));
    expect(host.props.seo.setPage).toHaveBeenCalledWith(expect.objectContaining(drawing.seo));
  });

  it('/promotions: the head over the cards’ skeletons, the page’s first render', () => {
    const drawing = draw('/promotions', locale);
    const drawn = parse(drawing.html);
    expect(drawn.querySelector('h1')?.textContent).toBe(TEXTS[locale].promotions.title);
    expect(drawn.textContent).toContain(TEXTS[locale].promotions.lead);
    expect(drawn.querySelector('ul')?.getAttribute('aria-busy')).toBe('true');
    const host = guestPage(locale, '/promotions', <PromotionsPage />);
    expect(markup(drawn)).toBe(markup(screen.getByTestId('promotions-page')));
    expect(host.props.seo.setPage).toHaveBeenCalledWith(expect.objectContaining(drawing.seo));
  });

  it('/promotions: the current promotions’ cards from a read of them, as the page draws them', async () => {
    const drawing = draw('/promotions', locale, [PROMOTIONS]);
    const drawn = parse(drawing.html);
    expect(drawn.querySelector('h1')?.textContent).toBe(TEXTS[locale].promotions.title);
    const running = [RUNNING, CASHBACK, WELCOME, WEEKLY];
    expect(texts(drawn, '.omad-tile-grid h2')).toEqual(running.map((p) => p.title));
    expect(texts(drawn, '.omad-tile__text')).toEqual(running.map((p) => p.summary));
    expect(
      [...drawn.querySelectorAll('.omad-tile-grid h2 a')].map((a) => a.getAttribute('href')),
    ).toEqual(running.map((p) => `${prefix}/promotions/${p.slug}`));
    expect(drawn.querySelector('.omad-tile-grid img')?.getAttribute('src')).toBe(RUNNING.image);
    expect(drawing.images).toEqual([RUNNING.image, WELCOME.image, WEEKLY.image]);

    const cms = cmsWith({ getPromotions: () => Promise.resolve(PROMOTIONS) });
    const host = guestPage(locale, '/promotions', <PromotionsPage />, {}, '/promotions', cms);
    await screen.findByRole('heading', { level: 2, name: RUNNING.title });
    expect(markup(drawn)).toBe(markup(screen.getByTestId('promotions-page')));
    expect(host.props.seo.setPage).toHaveBeenCalledWith(expect.objectContaining(drawing.seo));
  });

  it.each([
    ['taken through an offer', WELCOME],
    ['with its own call to action', WEEKLY],
    ['finished', OVER],
  ])('/promotions/:id: a promotion %s, as the page draws it', async (_, promotion) => {
    const drawing = draw('/promotions/:id', locale, [PROMOTIONS], { id: promotion.slug });
    const drawn = parse(drawing.html);
    expect(drawn.querySelector('h1')?.textContent).toBe(promotion.title);
    expect(drawn.querySelector('a')?.getAttribute('href')).toBe(`${prefix}/promotions`);
    expect(drawn.textContent).toContain(promotion.summary);
    expect(drawn.textContent).toContain(`Second paragraph of ${promotion.id}.`);
    expect(texts(drawn, '.omad-tile-terms li')).toEqual([
      `Rule one of ${promotion.id}.`,
      `Rule two of ${promotion.id}.`,
    ]);
    expect(drawn.querySelector('img')?.getAttribute('src')).toBe(promotion.image);
    expect(drawing.images).toEqual([promotion.image]);
    expect(drawing.seo).toEqual({
      title: promotion.title,
      description: promotion.summary,
      image: promotion.image,
    });

    const cms = cmsWith({ getPromotions: () => Promise.resolve(PROMOTIONS) });
    const host = guestPage(
      locale,
      `/promotions/${promotion.slug}`,
      <PromotionPage />,
      { 'campaigns.getoffers': never },
      '/promotions/:id',
      cms,
    );
    await screen.findByRole('heading', { level: 1, name: promotion.title });
    expect(markup(drawn)).toBe(markup(screen.getByTestId('promotion-page')));
    expect(host.props.seo.setPage).toHaveBeenCalledWith(drawing.seo);
  });

  it('/promotions/:id: the call to action and the offer’s frame, in the page’s language', () => {
    const weekly = parse(draw('/promotions/:id', locale, [PROMOTIONS], { id: 'weekly' }).html);
    expect(weekly.querySelector('a.omad-loyalty-link--strong')?.getAttribute('href')).toBe(
      `${prefix}/profile/cashback`,
    );
    expect(weekly.querySelector('.omad-promotion-offer')).toBeNull();
    // An entry id finds it too, as the page's address does.
    const welcome = parse(draw('/promotions/:id', locale, [PROMOTIONS], { id: '4' }).html);
    expect(welcome.querySelector('.omad-promotion-offer h2')?.textContent).toBe(
      TEXTS[locale].promotions.offerTitle,
    );
    expect(welcome.querySelector('.omad-promotion-offer button')).toBeNull();
    const over = parse(draw('/promotions/:id', locale, [PROMOTIONS], { id: 'spring' }).html);
    expect(over.textContent).toContain(TEXTS[locale].promotions.finishedText);
  });

  it('/offers: the head, a guest’s promo-code invitation and the cards’ skeletons, read nothing', () => {
    const drawing = draw('/offers', locale);
    const drawn = parse(drawing.html);
    expect(drawn.querySelector('h1')?.textContent).toBe(TEXTS[locale].offers.title);
    expect(drawn.textContent).toContain(TEXTS[locale].offers.lead);
    expect(drawn.textContent).toContain(TEXTS[locale].promoCode.guest);
    const host = guestPage(locale, '/offers', <OffersPage />, { 'campaigns.getoffers': never });
    expect(markup(drawn)).toBe(markup(screen.getByTestId('offers-page')));
    expect(host.props.seo.setPage).toHaveBeenCalledWith(expect.objectContaining(drawing.seo));
  });
});

describe('the reads the pages declare', () => {
  it.each([
    ['/loyalty', '/loyalty', <LoyaltyPage key="loyalty" />],
    ['/loyalty/:sysname', '/loyalty/omad-club', <ProgramPage key="program" />],
  ])(
    'are the reads the pages send first: %s reads every programme, no params',
    async (route, url, page) => {
      const row = PAGES.reads.find((reads) => reads.route === route);
      // /loyalty reads the programme's texts too (the content's getLoyaltyConfig).
      expect(row?.reads).toEqual(
        route === '/loyalty'
          ? [PROGRAMS_READ, { cms: 'getLoyaltyConfig', args: [] }]
          : [PROGRAMS_READ],
      );
      const platform = {
        'loyalty.getPrograms': () => answer({ items: [CLUB] }),
        'loyalty.getcharacters': never,
      };
      const host = guestPage('uz', url, page, platform, route);
      await screen.findByTestId('loyalty-levels');
      const calls = host.callsOf(PROGRAMS_READ.method);
      expect(calls).toHaveLength(1);
      // Nothing besides the declared params (none) and the client's own: its version, the language.
      const { v: _version, locale: _locale, ...sent } = calls[0]?.fields ?? {};
      expect(sent).toEqual(PROGRAMS_READ.params);
      // Nothing else is read of the platform on a guest's first render, but the characters.
      expect(host.calls.map((call) => call.method).sort()).toEqual(
        route === '/loyalty'
          ? ['loyalty.getPrograms', 'loyalty.getcharacters']
          : ['loyalty.getPrograms'],
      );
    },
  );

  it.each([
    ['/promotions', '/promotions', <PromotionsPage key="promotions" />],
    ['/promotions/:id', '/promotions/welcome', <PromotionPage key="promotion" />],
  ])(
    'are the reads the pages send first: %s reads every promotion, no arguments',
    async (route, url, page) => {
      const row = PAGES.reads.find((reads) => reads.route === route);
      expect(row?.reads).toEqual([PROMOTIONS_READ]);
      const getPromotions = vi.fn(() => Promise.resolve([RUNNING]));
      const host = guestPage('uz', url, page, {}, route, cmsWith({ getPromotions }));
      await screen.findByRole('heading', { name: RUNNING.title });
      expect(getPromotions.mock.calls).toEqual([PROMOTIONS_READ.args]);
      expect(host.calls).toEqual([]);
    },
  );

  it('draw a first screen for the public pages but the shop', () => {
    expect(PAGES.reads.filter((reads) => reads.firstScreen).map((reads) => reads.route)).toEqual([
      '/loyalty',
      '/loyalty/:sysname',
      '/offers',
      '/offers/:id',
      '/promotions',
      '/promotions/:id',
    ]);
  });
});

describe('a first screen', () => {
  it('is not drawn from a read that is not what the page reads', () => {
    const input = { params: {}, locale: 'uz' as const, origin: ORIGIN };
    expect(renderFirstScreen({ ...input, route: '/loyalty', reads: [{ oops: true }] })).toBeNull();
    expect(renderFirstScreen({ ...input, route: '/loyalty', reads: [] })).toBeNull();
    // A sysname the programmes do not list: the page is absent (the edge answers 404).
    expect(
      renderFirstScreen({
        ...input,
        route: '/loyalty/:sysname',
        params: { sysname: 'nope' },
        reads: [[CLUB]],
      }),
    ).toEqual(FIRST_SCREEN_ABSENT);
    expect(
      renderFirstScreen({ ...input, route: '/promotions', reads: [[{ title: 'x' }]] }),
    ).toBeNull();
    // A slug the promotions do not list: the page is absent (the edge answers 404).
    const promotion = { ...input, route: '/promotions/:id', params: { id: 'nope' } };
    expect(renderFirstScreen({ ...promotion, reads: [PROMOTIONS] })).toEqual(FIRST_SCREEN_ABSENT);
    expect(renderFirstScreen({ ...promotion, reads: [] })).toBeNull();
    expect(renderFirstScreen({ ...promotion, reads: [[{ title: 'x' }]] })).toBeNull();
  });

  it('is not drawn for a route without one', () => {
    const input = { params: {}, locale: 'uz' as const, origin: ORIGIN, reads: [] };
    expect(renderFirstScreen({ ...input, route: '/loyalty/shop' })).toBeNull();
  });
});
