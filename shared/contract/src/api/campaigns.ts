// campaigns.* (offers and promo codes) and popups.* (campaign popups).
import { OfferSchema, pageOf } from './entities';
import type { Offer } from './entities';
import type { MethodCaller, Page } from './methods';
import type { FormFields } from './wire';

/** The fields of campaigns.activateOffer. */
export type PromoCodeActivation = Readonly<{
  promo_code: string;
  /** Fields of the activated offer to return. */
  fields?: readonly string[];
}>;

/** The query of popups.get. */
export type PopupQuery = Readonly<{
  /** The popup's sysname. */
  sysname: string;
  /** True to get an unpublished popup for CMS preview. */
  preview?: boolean;
}>;

export const campaignsApi = (call: MethodCaller) => ({
  /** Activates a promo code; a failure's errorData.promo_code lists the reasons. */
  activateOffer: (activation: PromoCodeActivation): Promise<unknown> =>
    call('campaigns.activateOffer', { body: activation }),

  checkPromocode: (fields: FormFields): Promise<unknown> =>
    call('campaigns.checkPromocode', { body: fields }),

  /** Offers (shown to guests too), with trigger, description and promotions. */
  getOffers: (offset = 0): Promise<Page<Offer>> =>
    call('campaigns.getoffers', {
      params: { offset, fields: ['trigger', 'description', 'promotions'] },
      schema: pageOf(OfferSchema),
    }),

  takePromotions: (offerId: number): Promise<unknown> =>
    call('campaigns.takepromotions', { body: { offer_id: offerId } }),
});

export const popupsApi = (call: MethodCaller) => ({
  get: (query: PopupQuery): Promise<unknown> => call('popups.get', { params: query }),
});
