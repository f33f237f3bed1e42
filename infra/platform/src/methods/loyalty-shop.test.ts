// The points shop: loyalty.getproducts (guests too, priced in the player's currency, cheapest
// first), the refusals of loyalty.buyproduct in their order (nothing spent), and the products'
// generated pictures. Answers parsed with the contract's schemas; the books always agree.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { DAY_MS } from '../domain/bonuses';
import { ledgerMismatches } from '../domain/ledger';
import { pointsMismatches } from '../domain/loyalty-points';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { PRODUCT, buy, productsOf, purchaseOf, refusalOf, shopHelpers } from '../testing/loyalty';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
const clock = Date.UTC(2027, 2, 1, 12);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerMismatches(platform.db)).toEqual([]);
  expect(await pointsMismatches(platform.db)).toEqual([]);
});
afterAll(() => platform?.close());

const { playerWith, pointsOf, stockOf, insertItem, freshKey } = shopHelpers(() => platform);

describe('loyalty.getproducts', () => {
  it('lists the shop for a guest in UZS, cheapest first, with values and stock', async () => {
    const page = await productsOf(new TestClient(platform.app));
    expect(page.count).toBe(7);
    expect(
      page.items.map((item) => [
        item.id,
        item.kind,
        item.price,
        item.stock,
        item.min_level,
        item.value?.amount ?? null,
      ]),
    ).toEqual([
      [PRODUCT.spins5, 'freespins', 100, null, 1, '5000.00'],
      [PRODUCT.bonusSmall, 'bonus', 1_000, null, 1, '10000.00'],
      [PRODUCT.cap, 'item', 2_500, 50, 1, null],
      [PRODUCT.spins25, 'freespins', 3_000, null, 2, '25000.00'],
      [5, 'item', 8_000, 20, 3, null],
      [PRODUCT.bonusBig, 'bonus', 10_000, null, 3, '100000.00'],
      [PRODUCT.powerbank, 'item', 15_000, 0, 1, null],
    ]);
    const [spins] = page.items;
    expect(spins).toMatchObject({
      title: '5 bepul aylantirish',
      image: '/api/_media/loyalty-product/spins-5.svg',
      value: { amount: '5000.00', currency: 'UZS' },
      freespins: {
        game: { sysname: 'pixelfox_aero_rocket_rush', name: 'Aero Rocket Rush' },
        count: 5,
        bet: { amount: '1000.00', currency: 'UZS' },
      },
    });
    expect(spins?.description).toContain('Aero Rocket Rush');
    expect(
      page.items.filter((item) => item.kind !== 'freespins').map((item) => item.freespins),
    ).toEqual([null, null, null, null, null]);
  });

  it("pages, speaks the call's locale and prices in the player's currency", async () => {
    const guest = new TestClient(platform.app);
    const page = await productsOf(guest, { offset: '2', count: '2' }, 'ru');
    expect(page).toMatchObject({ count: 7 });
    expect(page.items.map((item) => [item.id, item.title])).toEqual([
      [PRODUCT.cap, 'Кепка Omad'],
      [PRODUCT.spins25, '25 бесплатных вращений'],
    ]);
    const usd = await playerWith(0, 'USD');
    const values = (await productsOf(usd.client)).items.map((item) => item.value);
    expect(values.slice(0, 2)).toEqual([
      { amount: '1.00', currency: 'USD' },
      { amount: '10.00', currency: 'USD' },
    ]);
    expect(values[5]).toEqual({ amount: '100.00', currency: 'USD' });
    const rub = await playerWith(0, 'RUB');
    expect((await productsOf(rub.client)).items[1]?.value).toEqual({
      amount: '100.00',
      currency: 'RUB',
    });
    const tooMany = await guest.call('loyalty.getproducts', { count: '101' }, { http: 'GET' });
    expect(tooMany.body.error?.error_data).toEqual({ count: ['INVALID'] });
  });
});

describe('loyalty.buyproduct refusals', () => {
  it('refuses a guest (401) and a banned player (403)', async () => {
    const guest = await buy(new TestClient(platform.app), PRODUCT.spins5, freshKey());
    expect([guest.status, guest.body.error?.type]).toEqual([401, ErrorType.Authorization]);
    const player = await playerWith(500);
    await platform.db.query("update accounts set ban_type = 'full' where id = $1", [player.id]);
    const banned = await buy(player.client, PRODUCT.spins5, freshKey());
    expect([banned.status, banned.body.error?.type]).toEqual([403, ErrorType.UserBanned]);
  });

  it('checks NOT_FOUND, LEVEL, OUT_OF_STOCK and INSUFFICIENT in that order, spending nothing', async () => {
    const player = await playerWith(150);
    const soldOutHigh = await insertItem({ price: 50, stock: 0, minLevel: 3 });
    const cases: [number, string][] = [
      [999, 'NOT_FOUND'],
      // Level 3, none left, and more than the player has: the level is named first.
      [soldOutHigh, 'LEVEL'],
      // 25 spins need level 2 and 3 000 points.
      [PRODUCT.spins25, 'LEVEL'],
      // None left, and 15 000 points the player lacks.
      [PRODUCT.powerbank, 'OUT_OF_STOCK'],
      [PRODUCT.bonusSmall, 'INSUFFICIENT'],
    ];
    for (const [id, code] of cases) {
      const answer = await buy(player.client, id, freshKey());
      expect(answer.status, code).toBe(400);
      expect(refusalOf(answer), String(id)).toEqual([code]);
    }
    expect(await pointsOf(player)).toBe(150);
    expect(await stockOf(PRODUCT.powerbank)).toBe(0);
    expect(
      await platform.db.query('select 1 from loyalty_purchases where account_id = $1', [player.id]),
    ).toEqual([]);
  });

  it('refuses malformed params by name', async () => {
    const player = await playerWith(0);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ idempotency_key: 'k' }, { product_id: ['REQUIRED'] }],
      [{ product_id: 'one', idempotency_key: 'k' }, { product_id: ['INVALID'] }],
      [{ product_id: '1' }, { idempotency_key: ['REQUIRED'] }],
      [{ product_id: '1', idempotency_key: 'two words' }, { idempotency_key: ['INVALID'] }],
      [{ product_id: '1', idempotency_key: 'k'.repeat(129) }, { idempotency_key: ['INVALID'] }],
    ];
    for (const [fields, errorData] of cases) {
      const answer = await player.client.call('loyalty.buyproduct', fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error?.error_data).toEqual(errorData);
    }
  });

  it('refuses a player on a time-out or self-excluded (409), but answers a purchase made before', async () => {
    const player = await playerWith(300);
    const key = freshKey();
    const bought = purchaseOf(await buy(player.client, PRODUCT.spins5, key));
    await platform.db.query(
      "update accounts set exclusion_kind = 'self_exclusion', exclusion_until = $2 where id = $1",
      [player.id, clock + 30 * DAY_MS],
    );
    const excluded = await buy(player.client, PRODUCT.spins5, freshKey());
    expect([excluded.status, excluded.body.error?.type]).toEqual([
      409,
      ErrorType.ResponsibleGamingRestriction,
    ]);
    const retried = await buy(player.client, PRODUCT.spins5, key);
    expect(purchaseOf(retried)).toEqual(bought);
    expect(await pointsOf(player)).toBe(200);
  });
});

describe('GET /api/_media/loyalty-product/{sysname}.svg', () => {
  it("draws each product's square picture, and 404s an unknown one", async () => {
    // The seeded products (the tests' own items are parcels alike).
    const items = (await productsOf(new TestClient(platform.app))).items.filter(
      (product) => product.id <= PRODUCT.powerbank,
    );
    expect(items).toHaveLength(7);
    const drawn = new Set<string>();
    for (const product of items) {
      const response = await platform.app.request(product.image);
      expect(response.status, product.image).toBe(200);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg[^>]+width="256" height="256"/);
      drawn.add(svg);
    }
    expect(drawn.size).toBe(items.length);
    expect((await platform.app.request('/api/_media/loyalty-product/yacht.svg')).status).toBe(404);
  });
});
