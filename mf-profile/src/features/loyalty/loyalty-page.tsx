// /profile/loyalty: the player's loyalty summary inside the profile's frame. The summary is
// mf-loyalty's widget (slot 'profile-loyalty'): the loyalty squad owns what it shows, the
// profile only where it goes.
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '@omad/contract/remote';
import { ProfileFrame } from '../../lib/profile-frame';

export const LoyaltyPage = () => {
  const { t } = useTranslation('profile');
  const { renderSlot } = useRemoteProps();
  return (
    <ProfileFrame section="loyalty" title={t('title.loyalty')}>
      {renderSlot('profile-loyalty')}
    </ProfileFrame>
  );
};
