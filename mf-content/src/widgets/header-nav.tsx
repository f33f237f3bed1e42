// ./header-nav: the header-nav slot, filled from the CMS `common` content.
import { HeaderNav } from '../features/chrome/header-nav';
import { contentWidget } from '../lib/widget';

export const { bootstrap, mount, unmount, update } = contentWidget(HeaderNav);
