import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorType,
  FreespinPackSchema,
  OfferSchema,
  PromoCodeActivatedSchema,
  pageOf,
} from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, parseWith } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => Date.UTC(2025, 5, 1) });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const signedIn = async (email: string): Promise<TestClient> => {
  const client = new TestClient(platform.app);
  await client.call('auth.register', { email, password: 'Omad-Pa55word' });
  return client;
};

const activate = (client: TestClient, promoCode: string) =>
  client.call('campaigns.activateOffer', { promo_code: promoCode, fields: '["description"]' });

describe('campaigns.activateOffer', () => {
  it('activates a valid code, case-insensitively, and opens its offer taken', async () => {
    const client = await signedIn('promo.welcome@omad.uz');
    const answer = await activate(client, ' welcome100 ');
    expect(answer.status).toBe(200);
    const activated = parseWith(PromoCodeActivatedSchema, answer.body.data);
    expect(activated).toMatchObject({
      offer_id: 101,
      promo_code: 'WELCOME100',
      offer: {
        id: 101,
        trigger: { action: 'deposit', user_satisfies_params: true, unmet: [] },
        is_taken: true,
        description: { title: 'WELCOME100: birinchi depozitga 100%', max_bonus: '1000000' },
      },
    });
    expect(activated.offer?.description.terms).toContain(
      "Faqat WELCOME100 promokodini faollashtirgan o'yinchilar uchun.",
    );
    // Credited nothing yet: the offer waits for the first deposit, listed first.
    const balance = await client.call('account.getBalance', {}, { http: 'GET' });
    expect(balance.body.data).toMatchObject({
      main: { amount: '0.00' },
      bonus: { amount: '0.00' },
    });
    // A reusable code answers the same activation again.
    expect((await activate(client, 'WELCOME100')).body.data).toEqual(answer.body.data);
    expect(
      parseWith(PromoCodeActivatedSchema, (await activate(client, 'OMAD50')).body.data),
    ).toMatchObject({
      offer_id: 102,
      promo_code: 'OMAD50',
      offer: { id: 102, is_taken: true },
    });
    const offers = await client.call('campaigns.getoffers', {}, { http: 'GET' });
    const listed = parseWith(pageOf(OfferSchema), offers.body.data).items;
    expect(listed.map((offer) => [offer.id, offer.is_taken])).toEqual([
      [101, true],
      [102, true],
      [201, false],
      [202, false],
      [203, false],
      [301, false],
      [302, false],
    ]);
  });

  it('grants a free-spin code at once, and opens nothing for another player', async () => {
    const client = await signedIn('promo.spins@omad.uz');
    const answer = parseWith(
      PromoCodeActivatedSchema,
      (await activate(client, 'ONCEONLY')).body.data,
    );
    expect(answer.offer).toMatchObject({
      id: 103,
      trigger: { action: 'take', user_satisfies_params: false, unmet: ['already_taken'] },
      is_taken: false,
      promotions: [
        { type: 'freespins', count: 20, game: { sysname: 'pixelfox_aero_rocket_rush' } },
      ],
    });
    const packs = await client.call('freespins.get', {}, { http: 'GET' });
    expect(parseWith(pageOf(FreespinPackSchema), packs.body.data)).toMatchObject({
      count: 1,
      items: [{ game: { sysname: 'pixelfox_aero_rocket_rush' }, remaining_count: 20 }],
    });
    const taken = await client.call('campaigns.takepromotions', { offer_id: '103' });
    expect(taken.body.error?.error_data).toEqual({ offer_id: ['ALREADY_USED'] });
    const other = await signedIn('promo.spins.other@omad.uz');
    const otherOffers = await other.call('campaigns.getoffers', {}, { http: 'GET' });
    expect(
      parseWith(pageOf(OfferSchema), otherOffers.body.data).items.map((offer) => offer.id),
    ).not.toContain(103);
  });

  it.each([
    ['NOPE', 'NOT_FOUND'],
    ['OLDCODE', 'EXPIRED'],
  ])('refuses %s with error_data.promo_code %s', async (code, reason) => {
    const answer = await activate(await signedIn(`promo.${code}@omad.uz`), code);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: { promo_code: [reason] },
    });
  });

  it('lets each player use a single-use code once', async () => {
    const first = await signedIn('promo.once@omad.uz');
    expect((await activate(first, 'ONCEONLY')).body.data).toMatchObject({
      offer_id: 103,
      promo_code: 'ONCEONLY',
    });
    const again = await activate(first, 'ONCEONLY');
    expect(again.status).toBe(400);
    expect(again.body.error?.error_data).toEqual({ promo_code: ['ALREADY_USED'] });
    const other = await signedIn('promo.once.other@omad.uz');
    expect((await activate(other, 'ONCEONLY')).status).toBe(200);
  });

  it('refuses a guest with 401 and an empty code with REQUIRED', async () => {
    const guest = await activate(new TestClient(platform.app), 'WELCOME100');
    expect(guest.status).toBe(401);
    expect(guest.body.error?.type).toBe(ErrorType.Authorization);
    const empty = await activate(await signedIn('promo.empty@omad.uz'), '');
    expect(empty.body.error?.error_data).toEqual({ promo_code: ['REQUIRED'] });
  });

  it('refuses GET, as it changes state', async () => {
    const client = await signedIn('promo.get@omad.uz');
    const answer = await client.call(
      'campaigns.activateOffer',
      { promo_code: 'OMAD50' },
      { http: 'GET' },
    );
    expect(answer.body.error?.type).toBe(ErrorType.InvalidRequest);
  });
});

describe('campaigns.checkPromocode', () => {
  const check = (client: TestClient, promoCode: string) =>
    client.call('campaigns.checkPromocode', { promo_code: promoCode });

  it('tells a guest whether a code exists and is current, without activating it', async () => {
    const guest = new TestClient(platform.app);
    expect((await check(guest, 'omad50')).body.data).toEqual({ valid: true });
    expect((await check(guest, 'OLDCODE')).body.data).toEqual({ valid: false, reason: 'EXPIRED' });
    expect((await check(guest, 'NOPE')).body.data).toEqual({ valid: false, reason: 'NOT_FOUND' });
  });

  it('tells a player a single-use code is used up, and checking uses nothing', async () => {
    const client = await signedIn('promo.check@omad.uz');
    expect((await check(client, 'ONCEONLY')).body.data).toEqual({ valid: true });
    expect((await check(client, 'ONCEONLY')).body.data).toEqual({ valid: true });
    await activate(client, 'ONCEONLY');
    expect((await check(client, 'ONCEONLY')).body.data).toEqual({
      valid: false,
      reason: 'ALREADY_USED',
    });
  });
});
