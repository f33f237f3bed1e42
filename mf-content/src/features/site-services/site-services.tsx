// The headless 'site-services' slot: mounted once on every layout by the shell, it shows
// nothing itself and runs what the whole site needs beside the pages: the CMS custom code,
// the popup preview and campaign popups, and loyalty notices as toasts.
import { useCustomCode } from '../custom-code/use-custom-code';
import { useNotices } from '../notices/use-notices';
import { useCampaignPopups } from '../popups/use-campaign-popups';
import { usePopupPreview } from '../popups/use-popup-preview';

export const SiteServices = () => {
  useCustomCode();
  usePopupPreview();
  useCampaignPopups();
  useNotices();
  return null;
};
