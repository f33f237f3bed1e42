// campaigns.getoffers and campaigns.takepromotions: the offers a guest, a new player, a
// depositor and a player of another currency are shown, with why they cannot take one; taking a
// take offer grants it exactly once (also two submits at once), a deposit offer is kept taken;
// every refusal; and the offers' pictures. Deposits using offers: deposit-bonus.test.ts; promo
// codes opening offers: campaigns.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BonusSchema,
  ErrorType,
  FreespinPackSchema,
  OfferSchema,
  pageOf,
} from '@omad/contract/api';
import type { Offer } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, parseWith } from '../testing/api-client';
import { depositHelpers } from '../testing/deposits';
import {
  PLAYER_PASSWORD,
  accountOf,
  freshEmail,
  registerPlayer,
  signInAs,
} from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let clock = Date.UTC(2030, 2, 1, 9);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { deposit, startOf, choose } = depositHelpers(() => platform);

const offersOf = async (client: TestClient, locale = 'uz') => {
  const answer = await client.call('campaigns.getoffers', {}, { http: 'GET', locale });
  return parseWith(pageOf(OfferSchema), answer.body.data);
};

const offerIn = (page: { items: readonly Offer[] }, id: number): Offer => {
  const offer = page.items.find((item) => item.id === id);
  if (!offer) throw new Error(`offer ${id} is not listed`);
  return offer;
};

/** Each listed offer's id with why it cannot be taken ([] when it can) and is_taken. */
const standing = (page: { items: readonly Offer[] }) =>
  page.items.map((offer) => ({
    id: offer.id,
    unmet: offer.trigger.unmet,
    ok: offer.trigger.user_satisfies_params,
    taken: offer.is_taken,
  }));

const take = (client: TestClient, offerId: string) =>
  client.call('campaigns.takepromotions', { offer_id: offerId });

const packsOf = async (client: TestClient) =>
  parseWith(
    pageOf(FreespinPackSchema),
    (await client.call('freespins.get', {}, { http: 'GET' })).body.data,
  );

const bonusesOf = async (client: TestClient) =>
  parseWith(pageOf(BonusSchema), (await client.call('bonuses.get', {}, { http: 'GET' })).body.data);

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

describe('campaigns.takepromotions', () => {
  it('grants a take offer once, and answers it as now listed', async () => {
    const client = await registerPlayer(platform.app);
    const answer = await take(client, '301');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(parseWith(OfferSchema, answer.body.data)).toMatchObject({
      id: 301,
      trigger: { user_satisfies_params: false, unmet: ['already_taken'] },
      is_taken: false,
    });
    const packs = await packsOf(client);
    expect(packs).toMatchObject({
      count: 1,
      items: [
        {
          game: { sysname: 'pragmatic_sweet_bonanza' },
          remaining_count: 10,
          total_count: 10,
          bet: { amount: '1000.00', currency: 'UZS' },
          expires_at: new Date(clock + 7 * 86_400_000).toISOString(),
        },
      ],
    });
    const again = await take(client, '301');
    expect(again.status).toBe(400);
    expect(again.body.error?.error_data).toEqual({ offer_id: ['ALREADY_USED'] });
    expect((await packsOf(client)).count).toBe(1);
    expect(standing(await offersOf(client)).find((offer) => offer.id === 301)).toEqual({
      id: 301,
      unmet: ['already_taken'],
      ok: false,
      taken: false,
    });
  });

  it('grants once when the same take is submitted twice at once', async () => {
    const client = await registerPlayer(platform.app);
    const answers = await Promise.all([take(client, '302'), take(client, '302')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.body.error?.error_data).toEqual({ offer_id: ['ALREADY_USED'] });
    expect(await bonusesOf(client)).toMatchObject({
      count: 1,
      items: [
        {
          status: 'new',
          description: { title: "20 000 so'm kazino bonusi" },
          amount: { amount: '20000.00', currency: 'UZS' },
          wager: { required: '400000.00', wagered: '0.00' },
        },
      ],
    });
    // Granted new: nothing is on a balance until the player activates it.
    const balance = await client.call('account.getBalance', {}, { http: 'GET' });
    expect(balance.body.data).toMatchObject({ bonus: { amount: '0.00' } });
  });

  it('keeps a deposit offer taken, once however often it is taken', async () => {
    const client = await registerPlayer(platform.app);
    const first = await take(client, '202');
    expect(parseWith(OfferSchema, first.body.data)).toMatchObject({
      id: 202,
      trigger: { user_satisfies_params: true, unmet: [] },
      is_taken: true,
    });
    expect((await take(client, '202')).body.data).toEqual(first.body.data);
    const [row] = await platform.db.query<{ takes: number }>(
      'select count(*)::int as takes from offer_takes where account_id = $1 and offer_id = 202',
      [(await accountOf(client)).uid],
    );
    expect(row?.takes).toBe(1);
    expect((await bonusesOf(client)).count).toBe(0);
  });

  it('refuses what a player may not take', async () => {
    const client = await registerPlayer(platform.app);
    const refusal = async (offerId: string) => (await take(client, offerId)).body.error?.error_data;
    expect(await refusal('')).toEqual({ offer_id: ['REQUIRED'] });
    expect(await refusal('first')).toEqual({ offer_id: ['INVALID'] });
    expect(await refusal('999')).toEqual({ offer_id: ['NOT_FOUND'] });
    // A promo code's offer is not listed before the code is activated; an ended one never is.
    expect(await refusal('101')).toEqual({ offer_id: ['NOT_FOUND'] });
    expect(await refusal('103')).toEqual({ offer_id: ['NOT_FOUND'] });
    expect(await refusal('100')).toEqual({ offer_id: ['NOT_FOUND'] });
    await paidDeposit(client);
    expect(await refusal('301')).toEqual({ offer_id: ['INVALID'] });
    expect(await refusal('201')).toEqual({ offer_id: ['INVALID'] });
    expect((await packsOf(client)).count).toBe(0);

    const guest = await take(new TestClient(platform.app), '301');
    expect(guest.status).toBe(401);
    expect(guest.body.error?.type).toBe(ErrorType.Authorization);
    const overGet = await client.call(
      'campaigns.takepromotions',
      { offer_id: '301' },
      { http: 'GET' },
    );
    expect(overGet.body.error?.type).toBe(ErrorType.InvalidRequest);
  });

  it('refuses a banned player and one on a time-out', async () => {
    const email = freshEmail('offers.excluded');
    const client = await registerPlayer(platform.app, { email });
    const excluded = await client.call('responsibleGaming.exclude', {
      period: '24h',
      password: PLAYER_PASSWORD,
    });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    const back = await signInAs(platform.app, email, PLAYER_PASSWORD);
    const timedOut = await take(back, '301');
    expect(timedOut.status).toBe(409);
    expect(timedOut.body.error?.type).toBe(ErrorType.ResponsibleGamingRestriction);

    const bannedEmail = freshEmail('offers.banned');
    const banned = await registerPlayer(platform.app, { email: bannedEmail });
    await banned.request('/api/_dev/ban', {
      method: 'POST',
      body: new URLSearchParams({ login: bannedEmail }),
    });
    const refused = await take(banned, '301');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.type).toBe(ErrorType.UserBanned);
    expect((await packsOf(back)).count).toBe(0);
  });
});
