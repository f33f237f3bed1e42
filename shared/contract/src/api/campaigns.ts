// campaigns.* (offers and promo codes) and popups.* (info and campaign popups).
import * as v from 'valibot';
import { OfferSchema, PromoCodeActivatedSchema, PromoCodeCheckSchema, pageOf } from './entities';
import type { Offer, PromoCodeActivated, PromoCodeCheck } from './entities';
import type { MethodCaller, Page } from './methods';

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
  activateOffer: (activation: PromoCodeActivation): Promise<PromoCodeActivated> =>
    call('campaigns.activateOffer', { body: activation, schema: PromoCodeActivatedSchema }),

  /** Whether a code would activate; guests may ask (ALREADY_USED needs a player). */
  checkPromocode: (fields: Readonly<{ promo_code: string }>): Promise<PromoCodeCheck> =>
    call('campaigns.checkPromocode', { body: fields, schema: PromoCodeCheckSchema }),

  /**
   * Offers (shown to guests too), with trigger, description and promotions, from `offset` (a
   * number, or `{ offset }` as a page's declared read gives its params; since 3.3.0).
   */
  getOffers: (from: number | Readonly<{ offset?: number }> = 0): Promise<Page<Offer>> =>
    call('campaigns.getoffers', {
      params: {
        offset: typeof from === 'number' ? from : (from.offset ?? 0),
        fields: ['trigger', 'description', 'promotions'],
      },
      schema: pageOf(OfferSchema),
    }),

  /**
   * Takes an offer: a 'take' offer's promotions are granted at once (once however often it is
   * asked), a 'deposit' offer is kept chosen for the next deposit. Answers the offer as the
   * player now sees it. Refusals on `offer_id`: NOT_FOUND, INVALID (conditions not met; the
   * listed offer's trigger.unmet says why), ALREADY_USED.
   */
  takePromotions: (offerId: number): Promise<Offer> =>
    call('campaigns.takepromotions', { body: { offer_id: offerId }, schema: OfferSchema }),
});

export const popupsApi = (call: MethodCaller) => ({
  /**
   * The popup named by `sysname` (items is empty when it is unknown or not published), or,
   * without one, the campaign popups of the signed-in player (empty for guests).
   */
  get: (query: PopupQuery = {}): Promise<PopupList> =>
    call('popups.get', { params: query, schema: PopupListSchema }),
});
