// ./bottom-menu: the bottom-menu slot, filled from the CMS `common` content.
import { BottomMenu } from '../features/chrome/bottom-menu';
import { contentWidget } from '../lib/widget';

export const { bootstrap, mount, unmount, update } = contentWidget(BottomMenu);
