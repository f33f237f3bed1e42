// The points shop's products (loyalty.getproducts): priced in points, each opened by a level,
// some with a stock. A product is worth money in the player's currency: a bonus its points at
// the point's value, a free-spin pack its spins at the currency's smallest bet, an item nothing.
import type { LoyaltyProduct } from '@omad/contract/api';
import type { Locale } from '../config';
import type { Queryable } from '../db/db';
import { stakesFor } from '../game-frames/slot-paytable';
import { centsOf, decimalOf } from './money';
import { pointsValue } from './loyalty-rules';

export type ProductKind = 'bonus' | 'freespins' | 'item';

export interface ProductRow {
  readonly id: number;
  readonly sysname: string;
  readonly kind: ProductKind;
  readonly title_uz: string;
  readonly title_ru: string;
  readonly description_uz: string;
  readonly description_ru: string;
  readonly price: number;
  readonly stock: number | null;
  readonly min_level: number;
  readonly bonus_points: number | null;
  readonly freespins_sysname: string | null;
  readonly freespins_count: number | null;
  /** The free-spin game's name (null for other kinds). */
  readonly game_name: string | null;
}

/** The columns of a ProductRow, from loyalty_products p left join games g. */
export const PRODUCT_COLUMNS = `p.id, p.sysname, p.kind, p.title_uz, p.title_ru, p.description_uz,
  p.description_ru, p.price::float8 as price, p.stock, p.min_level,
  p.bonus_points::float8 as bonus_points, p.freespins_sysname, p.freespins_count,
  g.name as game_name`;

export const PRODUCT_FROM =
  'loyalty_products p left join games g on g.sysname = p.freespins_sysname';

/** A product's picture, generated (media/loyalty-art.ts). */
export const productImageUrl = (sysname: string): string =>
  `/api/_media/loyalty-product/${encodeURIComponent(sysname)}.svg`;

/** Each spin of a bought pack stakes the currency's smallest bet. */
export const packBet = (currency: string): string => stakesFor(currency).bets[0] ?? '1.00';

/** What a product is worth in `currency`; null for an item. */
export const productValue = (row: ProductRow, currency: string): string | null => {
  if (row.bonus_points !== null) return pointsValue(row.bonus_points, currency);
  if (row.freespins_count === null) return null;
  return decimalOf(centsOf(packBet(currency)) * BigInt(row.freespins_count));
};

export const productTitle = (row: ProductRow, locale: Locale): string =>
  locale === 'ru' ? row.title_ru : row.title_uz;

/** A product as LoyaltyProductSchema has it, in `locale`, its money in `currency`. */
export const productView = (row: ProductRow, locale: Locale, currency: string): LoyaltyProduct => {
  const value = productValue(row, currency);
  return {
    id: row.id,
    kind: row.kind,
    title: productTitle(row, locale),
    description: locale === 'ru' ? row.description_ru : row.description_uz,
    image: productImageUrl(row.sysname),
    price: row.price,
    stock: row.stock,
    min_level: row.min_level,
    value: value === null ? null : { amount: value, currency },
    freespins:
      row.freespins_sysname === null || row.freespins_count === null
        ? null
        : {
            game: { sysname: row.freespins_sysname, name: row.game_name ?? row.freespins_sysname },
            count: row.freespins_count,
            bet: { amount: packBet(currency), currency },
          },
  };
};

/** A page of the shop, cheapest first (then by id), with the total. */
export const productPage = async (
  db: Queryable,
  page: { readonly offset: number; readonly count: number },
  locale: Locale,
  currency: string,
) => {
  const [total] = await db.query<{ count: number }>(
    'select count(*)::int as count from loyalty_products',
  );
  const rows = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} order by p.price, p.id limit $1 offset $2`,
    [page.count, page.offset],
  );
  return {
    items: rows.map((row) => productView(row, locale, currency)),
    count: Number(total?.count ?? 0),
  };
};
