// loyalty.buyproduct taking effect: a new casino bonus, an active pack of free spins, a recorded
// item; the points spent once per idempotency key, also when the same submit races itself;
// points and stock never below zero; the books (money and points) always agreeing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../domain/bonuses';
import { ledgerMismatches } from '../domain/ledger';
import { pointsMismatches } from '../domain/loyalty-points';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { frameToken, playOnce } from '../testing/competitions';
import {
  PRODUCT,
  buy,
  loyaltyInfo,
  productsOf,
  purchaseOf,
  refusalOf,
  shopHelpers,
  toasts,
} from '../testing/loyalty';
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

describe('loyalty.buyproduct taking effect', () => {
  it('grants a new casino bonus worth the points, to activate within 14 days, wager x10', async () => {
    const player = await playerWith(1_200);
    const answer = await buy(player.client, PRODUCT.bonusSmall, freshKey());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const purchase = purchaseOf(answer);
    expect(purchase).toMatchObject({
      product_id: PRODUCT.bonusSmall,
      status: 'granted',
      price: 1_000,
      points: 200,
      freespin_pack_id: null,
      created_at: new Date(clock).toISOString(),
    });
    const [bonus] = await platform.db.query<Record<string, unknown>>(
      `select id, kind, status, amount::text as amount, currency, wager_required::text as wager,
         valid_days, source, expires_at::float8 as expires_at, title_uz
       from bonuses where account_id = $1`,
      [player.id],
    );
    expect(bonus).toEqual({
      id: purchase.bonus_id,
      kind: 'casino',
      status: 'new',
      amount: '10000.00',
      currency: 'UZS',
      wager: '100000.00',
      valid_days: 7,
      source: `loyalty:${purchase.id}`,
      expires_at: clock + 14 * DAY_MS,
      title_uz: 'Kichik bonus',
    });
    const activated = await player.client.call('bonuses.activate', {
      bonus_id: String(purchase.bonus_id),
    });
    expect(activated.status).toBe(200);
    expect(await toasts(player.client)).toEqual([
      {
        trigger: 'product',
        type: 'credit',
        title: 'Kichik bonus',
        message: 'Sarflangan Omad ballari: 1\u00a0000. Bonusni bonuslar sahifasida faollashtiring.',
        amount: 1_000,
        amountType: 'points',
        image: null,
      },
    ]);
    expect((await loyaltyInfo(player.client)).expCount).toBe(1_200);
  });

  it("prices the bonus in the player's currency (USD)", async () => {
    const player = await playerWith(1_000, 'USD');
    const purchase = purchaseOf(await buy(player.client, PRODUCT.bonusSmall, freshKey()));
    const [bonus] = await platform.db.query<{ amount: string; currency: string }>(
      'select amount::text as amount, currency from bonuses where id = $1',
      [purchase.bonus_id],
    );
    expect(bonus).toEqual({ amount: '10.00', currency: 'USD' });
  });

  it('grants an active pack of free spins that the game then plays first', async () => {
    const player = await playerWith(100);
    await platform.db.query("update accounts set locale = 'ru' where id = $1", [player.id]);
    const purchase = purchaseOf(await buy(player.client, PRODUCT.spins5, freshKey()));
    expect(purchase).toMatchObject({ status: 'granted', bonus_id: null, points: 0 });
    const packs = await player.client.call('freespins.get', {}, { http: 'GET' });
    expect((packs.body.data as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        id: purchase.freespin_pack_id,
        game: expect.objectContaining({ sysname: 'pixelfox_aero_rocket_rush' }),
        remaining_count: 5,
        total_count: 5,
        bet: { amount: '1000.00', currency: 'UZS' },
        status: 'active',
        expires_at: new Date(clock + 7 * DAY_MS).toISOString(),
      }),
    ]);
    const token = await frameToken(platform.app, player, 'pixelfox_aero_rocket_rush');
    expect((await playOnce(platform.app, token, '1000.00')).funds).toBe('freespins');
    expect(await toasts(player.client)).toEqual([
      expect.objectContaining({
        trigger: 'product',
        title: '5 бесплатных вращений',
        message: 'Списано баллов Omad: 100. Бесплатные вращения ждут вас в игре Aero Rocket Rush.',
        amount: 100,
      }),
    ]);
  });

  it('records an item, taking one off its stock', async () => {
    const player = await playerWith(2_600);
    const before = await stockOf(PRODUCT.cap);
    const purchase = purchaseOf(await buy(player.client, PRODUCT.cap, freshKey()));
    expect(purchase).toMatchObject({
      status: 'recorded',
      bonus_id: null,
      freespin_pack_id: null,
      points: 100,
    });
    expect(await stockOf(PRODUCT.cap)).toBe(Number(before) - 1);
    const shown = (await productsOf(player.client)).items.find((item) => item.id === PRODUCT.cap);
    expect(shown?.stock).toBe(Number(before) - 1);
  });

  it('opens level 3 products to a player who reached it', async () => {
    const player = await playerWith(12_000);
    expect((await loyaltyInfo(player.client)).level).toBe(4);
    const purchase = purchaseOf(await buy(player.client, PRODUCT.bonusBig, freshKey()));
    const [bonus] = await platform.db.query<{ amount: string }>(
      'select amount::text as amount from bonuses where id = $1',
      [purchase.bonus_id],
    );
    expect(bonus?.amount).toBe('100000.00');
    expect(purchase.points).toBe(2_000);
  });
});

describe('loyalty.buyproduct idempotency and races', () => {
  it('answers a retried key with the same purchase, spending once; another product is refused', async () => {
    const player = await playerWith(6_000);
    const key = freshKey();
    const before = await stockOf(PRODUCT.cap);
    const first = purchaseOf(await buy(player.client, PRODUCT.cap, key));
    const again = purchaseOf(await buy(player.client, PRODUCT.cap, key));
    expect(again).toEqual(first);
    expect(await pointsOf(player)).toBe(3_500);
    expect(await stockOf(PRODUCT.cap)).toBe(Number(before) - 1);
    const other = await buy(player.client, PRODUCT.spins5, key);
    expect(other.status).toBe(400);
    expect(other.body.error?.error_data).toEqual({ idempotency_key: ['ALREADY_EXISTS'] });
    // The same key of another player is that player's own purchase.
    const stranger = await playerWith(100);
    expect(purchaseOf(await buy(stranger.client, PRODUCT.spins5, key)).id).not.toBe(first.id);
    expect(await toasts(player.client)).toHaveLength(1);
  });

  it('spends once when the same submit races itself', async () => {
    const player = await playerWith(1_000);
    const key = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buy(player.client, PRODUCT.bonusSmall, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => purchaseOf(answer).id)).size).toBe(1);
    expect(await pointsOf(player)).toBe(0);
    const bonuses = await platform.db.query('select 1 from bonuses where account_id = $1', [
      player.id,
    ]);
    expect(bonuses).toHaveLength(1);
  });

  it('never spends below zero or sells below zero stock when purchases race', async () => {
    const player = await playerWith(250);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => buy(player.client, PRODUCT.spins5, freshKey())),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 400).map(refusalOf)).toEqual([
      ['INSUFFICIENT'],
      ['INSUFFICIENT'],
    ]);
    expect(await pointsOf(player)).toBe(50);

    const scarce = await insertItem({ price: 10, stock: 2, minLevel: 1 });
    const buyers = await Promise.all([1, 2, 3].map(() => playerWith(100)));
    const sales = await Promise.all(
      buyers.flatMap((buyer) => [
        buy(buyer.client, scarce, freshKey()),
        buy(buyer.client, scarce, freshKey()),
      ]),
    );
    expect(sales.filter((sale) => sale.status === 200)).toHaveLength(2);
    expect(
      new Set(
        sales.filter((sale) => sale.status === 400).map((sale) => JSON.stringify(refusalOf(sale))),
      ),
    ).toEqual(new Set([JSON.stringify(['OUT_OF_STOCK'])]));
    expect(await stockOf(scarce)).toBe(0);
  });
});
