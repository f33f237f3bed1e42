// ./sidebar: the sidebar slot, filled from the CMS `common` content.
import { Sidebar } from '../features/chrome/sidebar';
import { contentWidget } from '../lib/widget';

export const { bootstrap, mount, unmount, update } = contentWidget(Sidebar);
