// loyalty.*: the programmes and the player's standing in them, characters, the points shop
// and loyalty notifications.
import * as v from 'valibot';
import {
  LoyaltyCharacterSchema,
  LoyaltyInfoSchema,
  LoyaltyNotificationSchema,
  LoyaltyProductSchema,
  LoyaltyProgramSchema,
  LoyaltyPurchaseSchema,
  pageOf,
} from './entities';
import type {
  LoyaltyCharacter,
  LoyaltyInfo,
  LoyaltyNotification,
  LoyaltyProduct,
  LoyaltyProgram,
  LoyaltyPurchase,
} from './entities';
import type { MethodCaller, Page } from './methods';

/** A list answered as `{ items }`; the caller gets the list. */
const itemsOf = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.object({ items: v.array(item) }),
    v.transform(({ items }) => items),
  );

/** What loyalty.buyproduct sends: the product, and one key per attempt to buy it. */
export type ProductPurchase = Readonly<{
  product_id: number;
  /** The same key is the same purchase: a retried request spends the points once. */
  idempotency_key: string;
}>;

export const loyaltyApi = (call: MethodCaller) => ({
  /**
   * Buys a product with points. Refusals on `product_id`: NOT_FOUND, INSUFFICIENT (too few
   * points), OUT_OF_STOCK, LEVEL (below its least level).
   */
  buyProduct: (purchase: ProductPurchase): Promise<LoyaltyPurchase> =>
    call('loyalty.buyproduct', { body: purchase, schema: LoyaltyPurchaseSchema }),

  getCharacters: (): Promise<LoyaltyCharacter[]> =>
    call('loyalty.getcharacters', { schema: itemsOf(LoyaltyCharacterSchema) }),

  /** The signed-in player's standing (guests are refused: AuthorizationException). */
  getInfo: (): Promise<LoyaltyInfo> => call('loyalty.getinfo', { schema: LoyaltyInfoSchema }),

  /**
   * The player's new notifications to toast (type 'credit' as a success, anything else as an
   * error). Each is answered once: a second call does not repeat it. Guests get none.
   */
  getNotifications: (): Promise<LoyaltyNotification[]> =>
    call('loyalty.getnotifications', { schema: itemsOf(LoyaltyNotificationSchema) }),

  /** The shop's products, cheapest first (guests too, priced in the default currency). */
  getProducts: (
    page: Readonly<{ offset?: number; count?: number }> = {},
  ): Promise<Page<LoyaltyProduct>> =>
    call('loyalty.getproducts', { params: page, schema: pageOf(LoyaltyProductSchema) }),

  /** Chooses the player's character (`id` of getCharacters); reload getInfo afterwards. */
  setCharacter: (id: number): Promise<LoyaltyCharacter> =>
    call('loyalty.setcharacter', { body: { id }, schema: LoyaltyCharacterSchema }),

  /** Every programme, the default one first (guests too). */
  getPrograms: (): Promise<LoyaltyProgram[]> =>
    call('loyalty.getPrograms', { schema: itemsOf(LoyaltyProgramSchema) }),

  /** One programme by its sysname; NOT_FOUND on `sysname` when there is none. */
  getProgram: (sysname: string): Promise<LoyaltyProgram> =>
    call('loyalty.getProgram', { params: { sysname }, schema: LoyaltyProgramSchema }),
});
