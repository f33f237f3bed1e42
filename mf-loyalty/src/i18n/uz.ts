// mf-loyalty texts in Uzbek (Latin script): page titles here, each feature's own texts under
// its key (features/<name>/texts.ts) and what the features share under 'common'.
import * as programme from '../features/loyalty/texts';
import * as offers from '../features/offers/texts';
import * as promotions from '../features/promotions/texts';
import * as shop from '../features/shop/texts';
import * as offer from '../lib/offer-texts';
import * as promoCode from '../lib/promo-code-texts';
import * as common from '../lib/texts';

export const uz = {
  title: {
    loyalty: 'Sodiqlik dasturi',
    shop: "Sodiqlik do'koni",
    program: 'Sodiqlik dasturi',
  },
  common: common.uz,
  programme: programme.uz,
  shop: shop.uz,
  offers: offers.uz,
  offer: offer.uz,
  promoCode: promoCode.uz,
  promotions: promotions.uz,
} as const;
