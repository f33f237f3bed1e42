// The media library: every file the seed content references, numbered in this order.
import { toLibrary } from '../../media';
import { BRAND_MEDIA } from './brand';
import { FAVICON_MEDIA } from './favicons';
import { HOME_ART } from './home-art';
import { MENU_ICONS } from './menu-icons';
import { PAYMENT_LOGOS } from './payment-logos';
import { PROMO_ART } from './promo-art';
import { PROMOTION_ART } from './promotion-art';
import { FLAGS, SOCIAL_ICONS } from './social-and-flags';

export const MEDIA_LIBRARY = toLibrary([
  ...BRAND_MEDIA,
  ...PAYMENT_LOGOS,
  ...SOCIAL_ICONS,
  ...FLAGS,
  ...MENU_ICONS,
  ...PROMO_ART,
  ...FAVICON_MEDIA,
  // Appended last, so the ids of the files above stay as they were.
  ...HOME_ART,
  ...PROMOTION_ART,
]);
