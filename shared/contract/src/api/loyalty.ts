// loyalty.*: points, levels, characters, the product shop and loyalty notifications.
import * as v from 'valibot';
import { LoyaltyInfoSchema, LoyaltyNotificationSchema } from './entities';
import type { LoyaltyInfo, LoyaltyNotification } from './entities';
import type { MethodCaller } from './methods';
import type { FormFields, QueryParams } from './wire';

/** loyalty.getnotifications answers `{ items }`; the caller gets the list. */
const LoyaltyNotificationListSchema = v.pipe(
  v.object({ items: v.array(LoyaltyNotificationSchema) }),
  v.transform(({ items }) => items),
);

export const loyaltyApi = (call: MethodCaller) => ({
  buyProduct: (fields: FormFields): Promise<unknown> =>
    call('loyalty.buyproduct', { body: fields }),

  getCharacters: (): Promise<unknown> => call('loyalty.getcharacters'),

  getInfo: (): Promise<LoyaltyInfo> => call('loyalty.getinfo', { schema: LoyaltyInfoSchema }),

  /**
   * The player's new notifications to toast (type 'credit' as a success, anything else as an
   * error). Each is answered once: a second call does not repeat it. Guests get none.
   */
  getNotifications: (): Promise<LoyaltyNotification[]> =>
    call('loyalty.getnotifications', { schema: LoyaltyNotificationListSchema }),

  getProducts: (params: QueryParams = {}): Promise<unknown> =>
    call('loyalty.getproducts', { params }),

  /** Chooses the player's character; reload getInfo afterwards. */
  setCharacter: (id: number): Promise<unknown> => call('loyalty.setcharacter', { body: { id } }),

  getPrograms: (params: QueryParams = {}): Promise<unknown> =>
    call('loyalty.getPrograms', { params }),

  getProgram: (params: QueryParams): Promise<unknown> => call('loyalty.getProgram', { params }),
});
