// The headless 'site-services' slot: mounted once on every layout by the shell, it shows
// nothing itself (one hidden element carries its state) and runs what the whole site needs
// beside the pages: the CMS custom code, the popup preview and campaign popups, and loyalty
// notices as toasts.
import { useCustomCode } from '../custom-code/use-custom-code';
import { useNotices } from '../notices/use-notices';
import { useCampaignPopups } from '../popups/use-campaign-popups';
import { usePopupPreview } from '../popups/use-popup-preview';

export const SiteServices = () => {
  useCustomCode();
  usePopupPreview();
  const campaignPopups = useCampaignPopups();
  const notices = useNotices();
  // Nothing to see; the attributes tell a reader of the page (an e2e test) what the
  // services have decided, so "no popup" can be told from "not decided yet".
  return <span hidden data-campaign-popups={campaignPopups} data-notices={notices} />;
};
