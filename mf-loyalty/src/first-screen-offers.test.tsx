// @vitest-environment jsdom
// The offers pages' first screens are a guest's first render of the pages from the same
// answers: the first page of campaigns.getoffers and the CMS's common, the reads they declare
// and send first. An offer no page can hold is absent (404); one a later page may hold is not
// drawn (the page reads on).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import type { Locale } from '@omad/contract';
import { createApi, type Offer } from '@omad/contract/api';
import { CommonSchema } from '@omad/contract/cms';
import { FIRST_SCREEN_ABSENT } from '@omad/contract/pages';
import { OfferPage } from './features/offers/offer-page';
import { OffersPage } from './features/offers/offers-page';
import { renderFirstScreen } from './first-screen';
import { OFFERS_READS, PAGES } from './pages';
import {
  ORIGIN,
  TEXTS,
  cmsWith,
  draw,
  guestPage,
  markup,
  never,
  parse,
  texts,
} from './testing/first-screen-support';
import {
  answer,
  asGuest,
  commonContent,
  offerFixture,
  offersPage,
  spinsOfferFixture,
  type PlatformCall,
} from './testing/test-host';

afterEach(cleanup);

/** A deposit offer with an end, excluded payment methods and its own description keys' texts. */
const RELOAD = asGuest(
  offerFixture(202, {
    trigger: {
      action: 'deposit',
      params: { exclude_methods: ['payme', 'click'] },
      user_satisfies_params: true,
      unmet: [],
    },
    ends_at: '2030-12-31T19:00:00.000Z',
  }),
);
const SPINS = asGuest(spinsOfferFixture(301));
const NO_PICTURE = asGuest(
  spinsOfferFixture(302, { description: { title: 'Spins 302', terms: 'Once.' } }),
);
const OFFERS: readonly Offer[] = [RELOAD, SPINS, NO_PICTURE];

/** `common` as the content client resolves it (what the edge hands the renderer). */
const common = (options: Parameters<typeof commonContent>[0] = {}) =>
  v.parse(CommonSchema, commonContent(options));

/** getoffers answering `offers` a platform page at a time, offsets past `answered` never. */
const getoffers =
  (offers: readonly Offer[], pageSize = 100, answered = 0) =>
  (call: PlatformCall) => {
    const offset = Number(call.fields['offset'] ?? 0);
    return offset > answered ? never() : answer(offersPage(offers, offset, pageSize));
  };

const imagesOf = (offers: readonly Offer[]) =>
  offers.flatMap(({ description }) =>
    typeof description['img_desktop'] === 'string' ? [description['img_desktop']] : [],
  );

describe.each<Locale>(['uz', 'ru'])('the offers’ first screens in %s', (locale) => {
  const prefix = locale === 'ru' ? '/ru' : '';
  const cms = (answered = common()) => cmsWith({ getCommon: () => Promise.resolve(answered) });

  it('/offers: a guest’s cards from the first page read, as the page draws them', async () => {
    const drawing = draw('/offers', locale, [offersPage(OFFERS, 0), common()]);
    const drawn = parse(drawing.html);
    expect(drawn.querySelector('h1')?.textContent).toBe(TEXTS[locale].offers.title);
    expect(drawn.textContent).toContain(TEXTS[locale].promoCode.guest);
    expect(texts(drawn, '.omad-tile-grid h2')).toEqual(['Offer 202', 'Spins 301', 'Spins 302']);
    expect(texts(drawn, '[data-state="guest"] button')).toEqual(
      OFFERS.map(() => TEXTS[locale].offer.signInToTake),
    );
    expect(drawn.querySelector('.omad-tile-grid a')?.getAttribute('href')).toBe(
      `${prefix}/offers/202`,
    );
    expect(drawn.querySelector('[aria-busy="true"], .omad-offers__more')).toBeNull();
    expect(drawing.images).toEqual(imagesOf(OFFERS));

    const platform = { 'campaigns.getoffers': getoffers(OFFERS) };
    const host = guestPage(locale, '/offers', <OffersPage />, platform, '/offers', cms());
    await screen.findByRole('heading', { level: 2, name: 'Spins 302' });
    expect(markup(drawn)).toBe(markup(screen.getByTestId('offers-page')));
    expect(host.props.seo.setPage).toHaveBeenCalledWith(drawing.seo);
  });

  it('/offers: as many as the CMS says a page shows, deposit offers hidden if it says so', async () => {
    const offers = [RELOAD, SPINS, asGuest(offerFixture(203)), NO_PICTURE];
    const options = common({ pageSize: 2, isShownToGuests: false });
    const drawing = draw('/offers', locale, [offersPage(offers, 0), options]);
    const drawn = parse(drawing.html);
    expect(texts(drawn, '.omad-tile-grid h2')).toEqual(['Spins 301']);
    expect(drawn.querySelector('.omad-offers__guest-note')?.textContent).toContain(
      TEXTS[locale].offers.signIn,
    );
    expect(drawn.querySelector('.omad-offers__shown')?.textContent).toBe(
      locale === 'ru' ? 'Показано 2 из 4' : "4 ta taklifdan 2 tasi ko'rsatilgan",
    );
    expect(drawing.images).toEqual(imagesOf([SPINS]));

    const platform = { 'campaigns.getoffers': getoffers(offers) };
    guestPage(locale, '/offers', <OffersPage />, platform, '/offers', cms(options));
    await screen.findByTestId('offers-more');
    await screen.findByRole('heading', { level: 2, name: 'Spins 301' });
    expect(markup(drawn)).toBe(markup(screen.getByTestId('offers-page')));
  });

  it('/offers: the skeletons while the page reads past a first page shorter than it shows', async () => {
    const drawing = draw('/offers', locale, [offersPage(OFFERS, 0, 2), common()]);
    const drawn = parse(drawing.html);
    expect(drawn.querySelector('ul')?.getAttribute('aria-busy')).toBe('true');
    expect(drawing.images).toEqual([]);

    const platform = { 'campaigns.getoffers': getoffers(OFFERS, 2) };
    const host = guestPage(locale, '/offers', <OffersPage />, platform, '/offers', cms());
    await waitFor(() => expect(host.callsOf('campaigns.getoffers')).toHaveLength(2));
    expect(markup(drawn)).toBe(markup(screen.getByTestId('offers-page')));
  });

  it('/offers/:id: the offer found in the first page read, as the page draws it', async () => {
    const drawing = draw('/offers/:id', locale, [offersPage(OFFERS, 0), common()], { id: '202' });
    const drawn = parse(drawing.html);
    expect(drawn.querySelector('h1')?.textContent).toBe('Offer 202');
    expect(drawn.querySelector('a')?.getAttribute('href')).toBe(`${prefix}/offers`);
    expect(drawn.querySelector('[data-state="guest"] button')?.textContent).toBe(
      TEXTS[locale].offer.signInToTake,
    );
    // The methods it excludes by the names the CMS's common gives them.
    expect(texts(drawn, '.omad-offer-conditions li').at(-2)).toContain('Payme, Click');
    expect(texts(drawn, '.omad-tile-terms li')).toEqual([
      'First rule of 202.',
      'Second rule of 202.',
    ]);
    expect(drawing.images).toEqual(['/api/_media/offer/202.svg']);
    expect(drawing.seo).toEqual({
      title: 'Offer 202',
      description: 'Offer 202 in short',
      image: '/api/_media/offer/202.svg',
    });

    const platform = { 'campaigns.getoffers': getoffers(OFFERS) };
    const host = guestPage(locale, '/offers/202', <OfferPage />, platform, '/offers/:id', cms());
    await screen.findByRole('heading', { level: 1, name: 'Offer 202' });
    await screen.findByText(/Payme, Click/);
    expect(markup(drawn)).toBe(markup(screen.getByTestId('offer-page')));
    expect(host.props.seo.setPage).toHaveBeenLastCalledWith(drawing.seo);
  });

  it('/offers/:id: an offer without a picture or text, as the page draws it', async () => {
    const drawing = draw('/offers/:id', locale, [offersPage(OFFERS, 0), common()], { id: '302' });
    expect(drawing.images).toEqual([]);
    expect(drawing.seo).toEqual({
      title: 'Spins 302',
      description: TEXTS[locale].offers.seoDescription,
    });
    const platform = { 'campaigns.getoffers': getoffers(OFFERS) };
    const host = guestPage(locale, '/offers/302', <OfferPage />, platform, '/offers/:id', cms());
    await screen.findByRole('heading', { level: 1, name: 'Spins 302' });
    expect(markup(parse(drawing.html))).toBe(markup(screen.getByTestId('offer-page')));
    expect(host.props.seo.setPage).toHaveBeenLastCalledWith(drawing.seo);
  });
});

describe('an offer’s first screen', () => {
  const input = { route: '/offers/:id', locale: 'uz' as const, origin: ORIGIN };
  const drawOf = (id: string, reads: readonly unknown[]) =>
    renderFirstScreen({ ...input, params: { id }, reads });

  it('is absent for an id the first page does not list when it holds every offer', async () => {
    expect(drawOf('42', [offersPage(OFFERS, 0), common()])).toEqual(FIRST_SCREEN_ABSENT);
    expect(drawOf('42', [offersPage([], 0), common()])).toEqual(FIRST_SCREEN_ABSENT);
    // The page says so too.
    const platform = { 'campaigns.getoffers': getoffers(OFFERS) };
    guestPage('uz', '/offers/42', <OfferPage />, platform, '/offers/:id', cmsWith());
    expect(await screen.findByTestId('offer-missing')).toBeTruthy();
  });

  it('is absent for an id that cannot be an offer’s, which the page looks up nowhere', () => {
    for (const id of ['abc', '0', '012', '1234567890']) {
      expect(drawOf(id, [offersPage(OFFERS, 0), common()])).toEqual(FIRST_SCREEN_ABSENT);
    }
  });

  it('is not drawn for an offer a later page may hold, nor from a read that is no page', () => {
    expect(drawOf('302', [offersPage(OFFERS, 0, 2), common()])).toBeNull();
    expect(drawOf('202', [{ oops: true }, common()])).toBeNull();
    expect(drawOf('202', [])).toBeNull();
    // The list's first screen neither, from a read that is not a page of offers.
    expect(
      renderFirstScreen({ ...input, route: '/offers', params: {}, reads: [[RELOAD], common()] }),
    ).toBeNull();
  });

  it('is drawn with the platform’s description keys when the CMS’s common is no answer', () => {
    const drawing = drawOf('202', [offersPage(OFFERS, 0), { oops: true }]);
    expect(parse(drawing?.html ?? '').querySelector('h1')?.textContent).toBe('Offer 202');
  });
});

/** A path and query in one normal form (URLSearchParams spells both sides alike). */
const normal = (path: string) => {
  const [where = '', query = ''] = path.split('?');
  return `${where}?${new URLSearchParams(query).toString()}`;
};

/**
 * The path and query the edge requests for a declared platform read (infra/edge
 * page-head-start.ts: the client's own method, spelt as the client spells it, given the params).
 */
const edgePath = async (method: string, params: Readonly<Record<string, unknown>>) => {
  const paths: string[] = [];
  const api = createApi({
    getLocale: () => 'uz',
    isInFrame: () => false,
    fetch: (request) => {
      paths.push(normal(String(request)));
      return Promise.resolve(new Response(JSON.stringify({ data: { items: [], count: 0 } })));
    },
  });
  const [namespace = '', name = ''] = method.split('.');
  const group = (api as unknown as Record<string, Record<string, (p: unknown) => unknown>>)[
    namespace
  ];
  const own = Object.keys(group ?? {}).find((key) => key.toLowerCase() === name.toLowerCase());
  await group?.[own ?? '']?.(params);
  return paths;
};

describe('the reads the offers pages declare', () => {
  it.each([
    ['/offers', '/offers', <OffersPage key="offers" />, {}],
    ['/offers/:id', '/offers/202', <OfferPage key="offer" />, { params: { id: 'digits' } }],
  ])('are the reads %s sends first, and all it reads', async (route, url, page, kinds) => {
    const row = PAGES.reads.find((reads) => reads.route === route);
    expect(row).toEqual({
      route,
      reads: OFFERS_READS,
      firstScreen: true,
      perVisitor: true,
      ...kinds,
    });
    const [platformRead, cmsRead] = OFFERS_READS;
    if (!platformRead || !('method' in platformRead) || !cmsRead || !('cms' in cmsRead)) {
      throw new Error('the offers pages read the platform, then the content');
    }
    const getCommon = vi.fn(() => Promise.resolve(common()));
    const platform = { 'campaigns.getoffers': getoffers(OFFERS) };
    const host = guestPage('uz', url, page, platform, route, cmsWith({ getCommon }));
    await screen.findByRole('heading', { name: 'Offer 202' });
    const calls = host.callsOf('campaigns.getoffers');
    expect(calls).toHaveLength(1);
    expect([normal(`/api/campaigns.getoffers?${calls[0]?.query.toString() ?? ''}`)]).toEqual(
      await edgePath(platformRead.method, platformRead.params),
    );
    expect(host.calls).toHaveLength(1);
    expect(cmsRead.cms).toBe('getCommon');
    expect(getCommon.mock.calls).toEqual([cmsRead.args]);
  });
});
