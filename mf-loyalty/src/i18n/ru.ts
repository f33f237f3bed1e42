// mf-loyalty texts in Russian: page titles here, each feature's own texts under its key.
import type { Translation } from '@omad/contract/remote';
import * as programme from '../features/loyalty/texts';
import * as offers from '../features/offers/texts';
import * as promotions from '../features/promotions/texts';
import * as shop from '../features/shop/texts';
import * as offer from '../lib/offer-texts';
import * as promoCode from '../lib/promo-code-texts';
import * as common from '../lib/texts';
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  title: {
    loyalty: 'Программа лояльности',
    shop: 'Магазин лояльности',
    program: 'Программа лояльности',
  },
  common: common.ru,
  programme: programme.ru,
  shop: shop.ru,
  offers: offers.ru,
  offer: offer.ru,
  promoCode: promoCode.ru,
  promotions: promotions.ru,
};
