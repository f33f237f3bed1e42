// The profile's loyalty summary (./profile-loyalty, slot 'profile-loyalty', mounted by
// mf-profile's /profile/loyalty): the player's card with their character where the CMS shows it
// on the profile, and the ways to the programme and the shop.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadFailed } from '@omad/ui';
import { showsCharacterOn, useLoyaltyConfig, useLoyaltyToggles } from '../../lib/loyalty-config';
import { useLoyaltyStanding } from '../../lib/loyalty-info';
import { StatusCard, StatusCardSkeleton } from '../../lib/status-card';
import '../../lib/page.css';

export const ProfileSummary = () => {
  const { t } = useTranslation();
  const toggles = useLoyaltyToggles();
  const config = useLoyaltyConfig();
  const standing = useLoyaltyStanding();
  if (!toggles.loyalty) {
    return <EmptyState icon="info" title={t('common.offSection')} headingLevel={2} />;
  }
  const info = standing?.data;
  if (info) {
    return (
      <div data-testid="profile-loyalty">
        <StatusCard
          info={info}
          alias={info.pointsAlias ?? config?.pointsAlias ?? null}
          showCharacter={toggles.characters && showsCharacterOn(config, 'profile')}
          titleId="profile-loyalty-title"
          title={config?.title ?? t('title.loyalty')}
        >
          <Link className="omad-loyalty-link omad-loyalty-link--strong" to="/loyalty">
            {t('common.toLoyalty')}
          </Link>
          <Link className="omad-loyalty-link" to="/loyalty/shop">
            {t('common.toShop')}
          </Link>
        </StatusCard>
      </div>
    );
  }
  if (standing?.isError) return <LoadFailed onRetry={() => void standing.refetch()} />;
  // While the standing is read, and for a guest (the profile is a player's), the card's shape.
  return <StatusCardSkeleton />;
};
