// campaigns.* (offers and promo codes) and popups.* (info and campaign popups).
import * as v from 'valibot';
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

/** The query of popups.get; without a sysname it asks for the player's campaign popups. */
export type PopupQuery = Readonly<{
  /** The popup's sysname, e.g. 'welcome'. */
  sysname?: string;
  /** True to get the popup even while it is unpublished (CMS preview, sent as '1'). */
  preview?: boolean;
}>;

/** What a popup is for: 'info' is opened by name, 'campaign' is shown to signed-in players. */
export const PopupKind = { Info: 'info', Campaign: 'campaign' } as const;

/** A popup (popups.get items), its texts in the call's locale. */
export const PopupSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  title: v.string(),
  /** Plain text; may contain newlines, never markup. */
  text: v.string(),
  /** Image URL (site-relative or absolute); null for a text-only popup. */
  image: v.nullable(v.string()),
  /** The call to action; `link` is a locale-free path ('/offers') or an absolute URL. */
  button: v.nullable(v.object({ title: v.string(), link: v.string() })),
  /** See PopupKind. */
  kind: v.picklist([PopupKind.Info, PopupKind.Campaign]),
});
export type Popup = v.InferOutput<typeof PopupSchema>;

/** popups.get: the popup asked for (none when unknown or unpublished), or the campaign popups. */
export const PopupListSchema = v.object({ items: v.array(PopupSchema) });
export type PopupList = v.InferOutput<typeof PopupListSchema>;

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
  /**
   * The popup named by `sysname` (items is empty when it is unknown or not published), or,
   * without one, the campaign popups of the signed-in player (empty for guests).
   */
  get: (query: PopupQuery = {}): Promise<PopupList> =>
    call('popups.get', { params: query, schema: PopupListSchema }),
});
