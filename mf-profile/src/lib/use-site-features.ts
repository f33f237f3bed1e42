// The CMS feature toggles of spec section 6 as the profile reads them. Until the content
// service answers (or when it is down) every section shows: a toggle only hides.
import { useCms } from '@omad/contract/remote';

export type SiteFeatures = Readonly<{
  twoFactor: boolean;
  identityVerificationProvider: string;
  responsibleGaming: boolean;
  betHistory: boolean;
  loyalty: boolean;
}>;

const ALL_ON: SiteFeatures = {
  twoFactor: true,
  identityVerificationProvider: 'sumsub',
  responsibleGaming: true,
  betHistory: true,
  loyalty: true,
};

export const useSiteFeatures = (): SiteFeatures => {
  const config = useCms('getConfig');
  return config?.features ?? ALL_ON;
};
