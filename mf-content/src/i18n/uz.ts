// mf-content texts in Uzbek (Latin script): each feature's own texts under its key
// (features/<name>/texts.ts; the footer's and the menus' in features/chrome), the pages' under
// 'pages' with what they share under 'pages.common', the site services' under 'services'.
import * as betting from '../features/betting/texts';
import * as country from '../features/chrome/country-texts';
import * as footer from '../features/chrome/footer-texts';
import * as nav from '../features/chrome/texts';
import * as confirmation from '../features/confirmation/texts';
import * as home from '../features/home/texts';
import * as icons from '../features/icons/texts';
import * as popups from '../features/popups/texts';
import * as support from '../features/support/texts';
import * as unsubscribe from '../features/unsubscribe/texts';
import * as common from '../lib/texts';

export const uz = {
  home: home.uz,
  footer: footer.uz,
  country: country.uz,
  nav: nav.uz,
  pages: {
    common: common.uz,
    betting: betting.uz,
    unsubscribe: unsubscribe.uz,
    confirmation: confirmation.uz,
    icons: icons.uz,
  },
  services: {
    support: support.uz,
    popups: popups.uz,
  },
} as const;
