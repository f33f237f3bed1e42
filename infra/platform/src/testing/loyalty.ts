// Test helpers of the loyalty specs: the player's standing and the shop as the contract parses
// them, points given through the dev helper, purchases, the loyalty notifications toasted, and
// the shop specs' players, keys and products of their own.
import type { Hono } from 'hono';
import { expect } from 'vitest';
import * as v from 'valibot';
import {
  LoyaltyInfoSchema,
  LoyaltyNotificationSchema,
  LoyaltyProductSchema,
  LoyaltyPurchaseSchema,
  pageOf,
} from '@omad/contract/api';
import type { LoyaltyInfo, LoyaltyNotification, LoyaltyPurchase } from '@omad/contract/api';
import type { Platform } from '../platform';
import { TestClient, issuesOf, parseWith } from './api-client';
import type { Answer } from './api-client';
import { fundedPlayer } from './competitions';
import type { Player } from './competitions';

/** loyalty.getinfo answered 200 and parsed. */
export const loyaltyInfo = async (client: TestClient, locale = 'uz'): Promise<LoyaltyInfo> => {
  const answer = await client.call('loyalty.getinfo', {}, { http: 'GET', locale });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(LoyaltyInfoSchema, answer.body.data)).toEqual([]);
  return parseWith(LoyaltyInfoSchema, answer.body.data);
};

/** Points and experience for `login` (POST /api/_dev/points). */
export const givePoints = async (app: Hono, login: string, points: number) => {
  const answer = await new TestClient(app).request('/api/_dev/points', {
    method: 'POST',
    body: new URLSearchParams({ login, points: String(points) }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { points: number; expCount: number; level: number };
};

/** The shop's page as loyalty.getproducts answers it (guests too), parsed. */
export const productsOf = async (
  client: TestClient,
  params: Record<string, string> = {},
  locale = 'uz',
) => {
  const answer = await client.call('loyalty.getproducts', params, { http: 'GET', locale });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(pageOf(LoyaltyProductSchema), answer.body.data)).toEqual([]);
  return parseWith(pageOf(LoyaltyProductSchema), answer.body.data);
};

/** loyalty.buyproduct; a 200 answer is checked against LoyaltyPurchaseSchema. */
export const buy = async (client: TestClient, productId: number, key: string): Promise<Answer> => {
  const answer = await client.call('loyalty.buyproduct', {
    product_id: String(productId),
    idempotency_key: key,
  });
  if (answer.status === 200) expect(issuesOf(LoyaltyPurchaseSchema, answer.body.data)).toEqual([]);
  return answer;
};

/** The refusal codes of `product_id` in a 400 answer. */
export const refusalOf = (answer: Answer): unknown =>
  (answer.body.error?.error_data as Record<string, unknown> | undefined)?.product_id;

/** The loyalty notifications the player's next toast call delivers, parsed. */
export const toasts = async (client: TestClient): Promise<LoyaltyNotification[]> => {
  const answer = await client.call('loyalty.getnotifications', {}, { http: 'GET' });
  const schema = v.object({ items: v.array(LoyaltyNotificationSchema) });
  expect(issuesOf(schema, answer.body.data)).toEqual([]);
  return parseWith(schema, answer.body.data).items;
};

/** The seeded products' ids (seed/loyalty-products.ts). */
export const PRODUCT = {
  spins5: 1,
  bonusSmall: 2,
  cap: 3,
  spins25: 4,
  hoodie: 5,
  bonusBig: 6,
  powerbank: 7,
} as const;

/** A 200 answer of loyalty.buyproduct as the contract parses it. */
export const purchaseOf = (answer: Answer): LoyaltyPurchase =>
  parseWith(LoyaltyPurchaseSchema, answer.body.data);

let keys = 0;
let testProducts = 100;

/** The shop specs' players, keys, stock and products of their own, on `platform`'s database. */
export const shopHelpers = (platform: () => Platform) => {
  /** A fresh idempotency key. */
  const freshKey = (): string => {
    keys += 1;
    return `key-${keys}-${process.pid}`;
  };

  /** A player with `points` to spend (and as much experience), its notifications read. */
  const playerWith = async (points: number, currency = 'UZS'): Promise<Player> => {
    const player = await fundedPlayer(platform().app, platform().db, '1', currency);
    if (points > 0) await givePoints(platform().app, player.email, points);
    await toasts(player.client);
    return player;
  };

  const pointsOf = async (player: Player) => (await loyaltyInfo(player.client)).points;

  const stockOf = async (id: number) =>
    (
      await platform().db.query<{ stock: number | null }>(
        'select stock from loyalty_products where id = $1',
        [id],
      )
    )[0]?.stock;

  /** An item of the test's own (ids from 101); answers its id. */
  const insertItem = async (fields: { price: number; stock: number | null; minLevel: number }) => {
    testProducts += 1;
    await platform().db.query(
      `insert into loyalty_products (id, sysname, kind, title_uz, title_ru, description_uz,
         description_ru, price, stock, min_level)
       values ($1, $2, 'item', 'Sinov', 'Тест', 'Sinov', 'Тест', $3, $4, $5)`,
      [testProducts, `test-item-${testProducts}`, fields.price, fields.stock, fields.minLevel],
    );
    return testProducts;
  };

  return { freshKey, playerWith, pointsOf, stockOf, insertItem };
};
