// /profile/security: the password, two-factor sign-in (behind the CMS toggle) and the
// player's sessions. A changed password ends the other sessions, so the list is re-read.
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidatePlatform, platformQuery, useRemoteProps } from '@omad/contract/remote';
import { ProfileFrame } from '../../lib/profile-frame';
import { useSiteFeatures } from '../../lib/use-site-features';
import { PasswordPanel } from './password-panel';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';

export const SecurityPage = () => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const features = useSiteFeatures();
  const queryClient = useQueryClient();
  const sessions = useQuery(platformQuery(api, 'account.getSessions'));
  return (
    <ProfileFrame section="security" title={t('title.security')}>
      <div className="omad-profile__grid omad-profile__grid--two">
        <PasswordPanel
          onChanged={() => void invalidatePlatform(queryClient, 'account.getSessions')}
        />
        <div className="omad-profile__grid">
          {features.twoFactor ? <TwoFactorPanel /> : null}
          <SessionsPanel sessions={sessions} />
        </div>
      </div>
    </ProfileFrame>
  );
};
