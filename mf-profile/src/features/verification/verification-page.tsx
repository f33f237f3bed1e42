// /profile/verification: the identity check, when the CMS names a provider (spec section 6).
import { useTranslation } from 'react-i18next';
import { EmptyState, Panel } from '@omad/ui';
import { ProfileFrame } from '../../lib/profile-frame';
import { useSiteFeatures } from '../../lib/use-site-features';
import { VerificationFlow } from './verification-flow';

export const VerificationPage = () => {
  const { t } = useTranslation('profile');
  const features = useSiteFeatures();
  return (
    <ProfileFrame section="verification" title={t('title.verification')}>
      <Panel>
        {features.identityVerificationProvider === 'none' ? (
          <EmptyState icon="info" title={t('verification.disabled')} />
        ) : (
          <VerificationFlow />
        )}
      </Panel>
    </ProfileFrame>
  );
};
