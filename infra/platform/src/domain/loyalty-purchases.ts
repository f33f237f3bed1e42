// Buying a product with points (loyalty.buyproduct), in one transaction under the player's
// member row lock: a purchase already made with the same idempotency key is answered again
// and spends nothing (a retry, or a double submit racing the first); otherwise the refusals in
// order NOT_FOUND, LEVEL, OUT_OF_STOCK, INSUFFICIENT, then the stock goes down by one, the
// price is spent through the points ledger (`purchase:{id}`) and the product takes effect: a
// new casino bonus (source `loyalty:{id}`, granted once), an active pack of free spins, or an
// item recorded for the team that sends it. A 'product' notification says so.
import type { LoyaltyPurchase } from '@omad/contract/api';
import type { Locale } from '../config';
import type { Db, Queryable } from '../db/db';
import { invalidParameter } from '../http/errors';
import type { AccountRow } from './accounts';
import { DAY_MS, grantBonus } from './bonuses';
import { refuseWhileExcluded } from './exclusion';
import { grantPack } from './freespins';
import { queueNotification } from './loyalty-notifications';
import type { NewNotification } from './loyalty-notifications';
import { accountLocale, lockMember, movePoints } from './loyalty-points';
import { LOYALTY_SHOP, groupThousands } from './loyalty-rules';
import { PRODUCT_COLUMNS, PRODUCT_FROM, packBet, productTitle, productValue } from './loyalty-shop';
import type { ProductRow } from './loyalty-shop';
import { centsOf, decimalOf } from './money';

const FIELD = 'product_id';

interface PurchaseRow {
  readonly id: number;
  readonly product_id: number;
  readonly status: 'granted' | 'recorded';
  readonly price: number;
  readonly points_after: number;
  readonly bonus_id: number | null;
  readonly freespin_pack_id: number | null;
  readonly created_at: number;
}

const PURCHASE_COLUMNS = `id, product_id, status, price::float8 as price,
  points_after::float8 as points_after, bonus_id, freespin_pack_id,
  created_at::float8 as created_at`;

const purchaseView = (row: PurchaseRow): LoyaltyPurchase => ({
  id: row.id,
  product_id: row.product_id,
  status: row.status,
  price: row.price,
  points: row.points_after,
  bonus_id: row.bonus_id,
  freespin_pack_id: row.freespin_pack_id,
  created_at: new Date(row.created_at).toISOString(),
});

export interface PurchaseRequest {
  readonly account: AccountRow;
  readonly productId: number;
  /** The same key is the same purchase. */
  readonly idempotencyKey: string;
  readonly at: number;
}

/** The 'product' notification of a purchase, in the player's locale. */
const notificationOf = (product: ProductRow, locale: Locale): NewNotification => {
  const spent = groupThousands(product.price);
  const game = product.game_name ?? product.freespins_sysname ?? '';
  const uz = {
    bonus: 'Bonusni bonuslar sahifasida faollashtiring.',
    freespins: `Bepul aylantirishlar ${game} o'yinida sizni kutmoqda.`,
    item: 'Buyurtmangiz qayd etildi, jamoamiz uni yuboradi.',
  };
  const ru = {
    bonus: 'Активируйте бонус на странице бонусов.',
    freespins: `Бесплатные вращения ждут вас в игре ${game}.`,
    item: 'Заказ записан, наша команда его отправит.',
  };
  return {
    trigger: 'product',
    type: 'credit',
    title: productTitle(product, locale),
    message:
      locale === 'ru'
        ? `Списано баллов Omad: ${spent}. ${ru[product.kind]}`
        : `Sarflangan Omad ballari: ${spent}. ${uz[product.kind]}`,
    amount: product.price,
    amountType: 'points',
    image: null,
  };
};

/** Grants what the product gives; answers the bonus or pack it made. */
const grantProduct = async (
  tx: Queryable,
  product: ProductRow,
  account: AccountRow,
  purchaseId: number,
  at: number,
): Promise<{ bonusId: number | null; packId: number | null }> => {
  const currency = account.currency;
  if (product.kind === 'bonus') {
    const amount = productValue(product, currency);
    if (amount === null) throw new Error(`bonus product ${product.id} has no value`);
    const bonus = await grantBonus(tx, {
      accountId: account.id,
      kind: 'casino',
      titles: { uz: product.title_uz, ru: product.title_ru },
      amount,
      currency,
      wagerRequired: decimalOf(centsOf(amount) * BigInt(LOYALTY_SHOP.bonusWager)),
      validDays: LOYALTY_SHOP.bonusValidDays,
      activateBy: at + LOYALTY_SHOP.bonusActivateDays * DAY_MS,
      source: `loyalty:${purchaseId}`,
      at,
    });
    if (!bonus) throw new Error(`purchase ${purchaseId} has granted its bonus already`);
    return { bonusId: bonus.id, packId: null };
  }
  if (product.kind === 'freespins' && product.freespins_sysname && product.freespins_count) {
    const pack = await grantPack(tx, {
      accountId: account.id,
      sysname: product.freespins_sysname,
      count: product.freespins_count,
      bet: packBet(currency),
      currency,
      expiresAt: at + LOYALTY_SHOP.packValidDays * DAY_MS,
      at,
    });
    return { bonusId: null, packId: pack.id };
  }
  return { bonusId: null, packId: null };
};

/** Buys the product (or answers the purchase this key already made). */
export const buyProduct = (db: Db, request: PurchaseRequest): Promise<LoyaltyPurchase> =>
  db.transaction(async (tx) => {
    const { account, at } = request;
    const member = await lockMember(tx, account.id, at);
    const [done] = await tx.query<PurchaseRow>(
      `select ${PURCHASE_COLUMNS} from loyalty_purchases
       where account_id = $1 and idempotency_key = $2`,
      [account.id, request.idempotencyKey],
    );
    if (done) {
      // The same key for another product is another purchase, not a retry of this one.
      if (done.product_id !== request.productId) {
        throw invalidParameter('idempotency_key', 'ALREADY_EXISTS');
      }
      return purchaseView(done);
    }
    refuseWhileExcluded(account, at);
    const [product] = await tx.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.id = $1 for update of p`,
      [request.productId],
    );
    if (!product) throw invalidParameter(FIELD, 'NOT_FOUND');
    if (member.level < product.min_level) throw invalidParameter(FIELD, 'LEVEL');
    if (product.stock !== null && product.stock <= 0) throw invalidParameter(FIELD, 'OUT_OF_STOCK');
    if (member.points < product.price) throw invalidParameter(FIELD, 'INSUFFICIENT');
    if (product.stock !== null) {
      await tx.query('update loyalty_products set stock = stock - 1 where id = $1 and stock > 0', [
        product.id,
      ]);
    }
    const [purchase] = await tx.query<{ id: number }>(
      `insert into loyalty_purchases (account_id, product_id, idempotency_key, status, price,
         points_after, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        account.id,
        product.id,
        request.idempotencyKey,
        product.kind === 'item' ? 'recorded' : 'granted',
        product.price,
        member.points - product.price,
        at,
      ],
    );
    if (!purchase) throw new Error('insert into loyalty_purchases returned nothing');
    await movePoints(tx, {
      accountId: account.id,
      kind: 'purchase',
      points: -product.price,
      reference: `purchase:${purchase.id}`,
      at,
    });
    const granted = await grantProduct(tx, product, account, purchase.id, at);
    const [row] = await tx.query<PurchaseRow>(
      `update loyalty_purchases set bonus_id = $2, freespin_pack_id = $3 where id = $1
       returning ${PURCHASE_COLUMNS}`,
      [purchase.id, granted.bonusId, granted.packId],
    );
    if (!row) throw new Error(`purchase ${purchase.id} vanished`);
    const locale = await accountLocale(tx, account.id);
    await queueNotification(tx, account.id, notificationOf(product, locale), at);
    return purchaseView(row);
  });
