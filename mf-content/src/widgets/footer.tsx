// ./footer: the footer slot, filled from the CMS `common` content.
import { Footer } from '../features/chrome/footer';
import { contentWidget } from '../lib/widget';

export const { bootstrap, mount, unmount, update } = contentWidget(Footer);
