// ./site-services: the headless slot the shell mounts once on every layout (custom code,
// popups, notices).
import { SiteServices } from '../features/site-services/site-services';
import { contentWidget } from '../lib/widget';

export const { bootstrap, mount, unmount, update } = contentWidget(SiteServices);
