// campaigns.getoffers: the offers a guest, a new player, a depositor and a player of another
// currency are shown, with why they cannot take one, and the offers' pictures. Taking them:
// campaigns-offers-take.test.ts; deposits using offers: deposit-bonus.test.ts; promo codes
// opening offers: campaigns.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OfferSchema, pageOf } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, parseWith } from '../testing/api-client';
import { depositHelpers } from '../testing/deposits';
import { registerPlayer } from '../testing/players';
import { offersOf, offerIn, standing, take } from '../testing/offers';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let clock = Date.UTC(2030, 2, 1, 9);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { deposit, startOf, choose } = depositHelpers(() => platform);

const paidDeposit = async (client: TestClient, fields: Record<string, string> = {}) =>
  expect((await choose(client, startOf(await deposit(client, fields)), 'success')).status).toBe(
    303,
  );

describe('campaigns.getoffers', () => {
  it('shows a guest the public offers, each needing a sign-in, with texts, terms and a picture', async () => {
    const guest = new TestClient(platform.app);
    const page = await offersOf(guest);
    expect(page.count).toBe(5);
    expect(standing(page)).toEqual(
      [201, 202, 203, 301, 302].map((id) => ({ id, unmet: ['sign_in'], ok: false, taken: false })),
    );
    const welcome = offerIn(page, 201);
    expect(welcome.trigger.action).toBe('deposit');
    expect(welcome.description).toMatchObject({
      title: 'Birinchi depozitga 100%',
      text: "Birinchi to'ldirishingizni ikki baravar oshiramiz.",
      short_description: "Birinchi to'ldirishingizni ikki baravar oshiramiz.",
      button_text: 'Depozit qilish',
      img_desktop: '/api/_media/offer/201-uz.svg',
      bonus_percent: 100,
      min_deposit: '50000',
      max_bonus: '2000000',
      currency: 'UZS',
    });
    expect(welcome.description.terms).toContain("ko'pi bilan 2 000 000 so'm");
    expect(welcome.ends_at).toBeNull();
    expect(offerIn(page, 202).trigger.params.exclude_methods).toEqual(['payme', 'click']);
    expect(offerIn(page, 202).description.terms).toContain(
      "Payme va Click orqali to'ldirishlarga taalluqli emas.",
    );

    const spins = offerIn(page, 301);
    expect(spins.trigger.action).toBe('take');
    expect(spins.promotions).toEqual([
      {
        type: 'freespins',
        count: 10,
        game: { sysname: 'pragmatic_sweet_bonanza', name: 'Sweet Bonanza' },
        percent: null,
        amount: null,
      },
    ]);
    const bonus = offerIn(page, 302);
    expect(bonus.promotions).toEqual([
      {
        type: 'bonus',
        amount: { amount: '20000.00', currency: 'UZS' },
        percent: null,
        count: null,
        game: null,
      },
    ]);
    expect(bonus.ends_at).toBe('2030-12-31T19:00:00.000Z');

    const ru = await offersOf(guest, 'ru');
    expect(offerIn(ru, 302).description).toMatchObject({
      title: 'Казино-бонус 20 000 сум',
      button_text: 'Получить',
    });
    expect(offerIn(ru, 302).description.terms).toContain(
      'Предложение действует по 31.12.2030 включительно (время Ташкента).',
    );
    // Paging by offset; count stays the whole list's.
    const rest = await guest.call('campaigns.getoffers', { offset: '3' }, { http: 'GET' });
    expect(parseWith(pageOf(OfferSchema), rest.body.data)).toMatchObject({
      count: 5,
      items: [{ id: 301 }, { id: 302 }],
    });

    const picture = await platform.app.request('/api/_media/offer/301-uz.svg');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await picture.text()).toMatch(
      /^<svg[^>]+width="720" height="360"[\s\S]*BEPUL AYLANTIRISH/,
    );
    // The picture says what the offer is in the page's language.
    const inRussian = await platform.app.request('/api/_media/offer/301-ru.svg');
    expect(await inRussian.text()).toContain('БЕСПЛАТНЫЕ ВРАЩЕНИЯ');
    expect((await platform.app.request('/api/_media/offer/999-uz.svg')).status).toBe(404);
    expect((await platform.app.request('/api/_media/offer/301-en.svg')).status).toBe(404);
  });

  it('lets a new player take every public offer, and tells a depositor what is only for a first deposit', async () => {
    const client = await registerPlayer(platform.app);
    expect(standing(await offersOf(client))).toEqual(
      [201, 202, 203, 301, 302].map((id) => ({ id, unmet: [], ok: true, taken: false })),
    );
    await paidDeposit(client);
    expect(standing(await offersOf(client))).toEqual([
      { id: 201, unmet: ['first_deposit'], ok: false, taken: false },
      { id: 202, unmet: [], ok: true, taken: false },
      { id: 203, unmet: [], ok: true, taken: false },
      { id: 301, unmet: ['first_deposit'], ok: false, taken: false },
      { id: 302, unmet: [], ok: true, taken: false },
    ]);
  });

  it('shows a player of another currency its amounts, and the so’m-only bonus as not for them', async () => {
    const client = await registerPlayer(platform.app, { currency: 'USD' });
    const page = await offersOf(client);
    expect(offerIn(page, 201).description).toMatchObject({ max_bonus: '200', currency: 'USD' });
    expect(offerIn(page, 301).description).toMatchObject({ freespin_bet: '0.20', currency: 'USD' });
    expect(offerIn(page, 302).trigger).toMatchObject({
      user_satisfies_params: false,
      unmet: ['currency'],
    });
    expect(offerIn(page, 302).description.terms).toContain("Faqat so'mdagi hisoblar uchun.");
    expect((await take(client, '302')).body.error?.error_data).toEqual({ offer_id: ['INVALID'] });
  });

  it('stops listing an offer once it has ended', async () => {
    const guest = new TestClient(platform.app);
    const before = clock;
    clock = Date.UTC(2030, 11, 31, 19);
    try {
      expect((await offersOf(guest)).items.map((offer) => offer.id)).toEqual([201, 202, 203, 301]);
    } finally {
      clock = before;
    }
  });
});
