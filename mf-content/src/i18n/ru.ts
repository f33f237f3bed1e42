// mf-content texts in Russian, with the same keys as uz.ts.
import type { Translation } from '@omad/contract/remote';
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
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  home: home.ru,
  footer: footer.ru,
  country: country.ru,
  nav: nav.ru,
  pages: {
    common: common.ru,
    betting: betting.ru,
    unsubscribe: unsubscribe.ru,
    confirmation: confirmation.ru,
    icons: icons.ru,
  },
  services: {
    support: support.ru,
    popups: popups.ru,
  },
};
