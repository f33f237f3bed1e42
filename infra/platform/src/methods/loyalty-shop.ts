// The points shop of loyalty.*: loyalty.getproducts (guests too, priced in the default
// currency) and loyalty.buyproduct (players only; domain/loyalty-purchases.ts does the buying).
import { DEFAULT_CURRENCY } from '../config';
import { findAccountById } from '../domain/accounts';
import { buyProduct } from '../domain/loyalty-purchases';
import { productPage } from '../domain/loyalty-shop';
import { invalidParameter } from '../http/errors';
import { requireAccount } from '../http/guards';
import { requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { pageParams, requiredId } from './competition-params';

const MAX_PRODUCTS_PAGE = 100;

/** A key the client makes per attempt to buy: a UUID or the like. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

/** The signed-in player's currency; the default one for a guest. */
export const callerCurrency = async (call: CallContext): Promise<string> => {
  const user = await call.session.current();
  if (!user) return DEFAULT_CURRENCY;
  return (await findAccountById(call.services.db, user.accountId))?.currency ?? DEFAULT_CURRENCY;
};

const getProducts = async (call: CallContext) => {
  const page = pageParams(call.params, 20, MAX_PRODUCTS_PAGE);
  return productPage(call.services.db, page, call.locale, await callerCurrency(call));
};

const buy = async (call: CallContext) => {
  const account = await requireAccount(call);
  const productId = requiredId(call.params, 'product_id');
  const idempotencyKey = requiredString(call.params, 'idempotency_key');
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) throw invalidParameter('idempotency_key', 'INVALID');
  const { db, now } = call.services;
  return buyProduct(db, { account, productId, idempotencyKey, at: now() });
};

export const loyaltyShopMethods = {
  'loyalty.getproducts': getProducts,
  'loyalty.buyproduct': buy,
} satisfies MethodHandlers;
