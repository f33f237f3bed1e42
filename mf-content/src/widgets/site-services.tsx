// ./site-services: the headless slot the shell mounts once on every layout. It shows
// nothing itself (one hidden element carries its state) and runs what the whole site needs
// beside the pages: the CMS custom code, the popup preview and campaign popups, and loyalty
// notices as toasts.
import { useCustomCode } from '../features/custom-code/use-custom-code';
import { useNotices } from '../features/notices/use-notices';
import { useCampaignPopups } from '../features/popups/use-campaign-popups';
import { usePopupPreview } from '../features/popups/use-popup-preview';
import { contentWidget } from '../lib/widget';

export const SiteServices = () => {
  useCustomCode();
  usePopupPreview();
  const campaignPopups = useCampaignPopups();
  const notices = useNotices();
  // Nothing to see; the attributes tell a reader of the page (an e2e test) what the
  // services have decided, so "no popup" can be told from "not decided yet".
  return <span hidden data-campaign-popups={campaignPopups} data-notices={notices} />;
};

export const { bootstrap, mount, unmount, update } = contentWidget(SiteServices);
