// /loyalty: the player's level, points and progress (or, for a guest, the call to register),
// their character, the default programme's levels and earning rules, and the other
// programmes. Behind the CMS loyalty toggle (spec section 6).
import { useTranslation } from 'react-i18next';
import { useFormatMoney, usePageSeo } from '@omad/contract/remote';
import { LoadFailed } from '@omad/ui';
import { LoyaltyOff } from '../../lib/loyalty-off';
import { useLoyaltyConfig, useLoyaltyToggles } from '../../lib/loyalty-config';
import { useLoyaltyStanding } from '../../lib/loyalty-info';
import { CharacterSection } from './character-section';
import { loyaltySeo } from './loyalty-seo';
import { LoyaltyView, OtherPrograms, ProgramsLoading, programsOf } from './loyalty-view';
import { PlayerStanding, ProgramSections } from './program-view';
import { usePrograms } from './use-programs';

export const LoyaltyPage = () => {
  const { t } = useTranslation();
  const toggles = useLoyaltyToggles();
  const config = useLoyaltyConfig();
  const standing = useLoyaltyStanding();
  const programs = usePrograms();
  const formatMoney = useFormatMoney();
  usePageSeo(loyaltySeo(t, config));
  if (!toggles.loyalty) return <LoyaltyOff />;

  const { main, others } = programsOf(programs.data ?? []);
  const playerLevel = standing?.data?.level ?? null;

  return (
    <LoyaltyView
      title={config?.title ?? t('programme.title')}
      lead={config?.description ?? t('programme.lead')}
      standing={
        <PlayerStanding standing={standing} config={config} charactersOn={toggles.characters} />
      }
      character={
        toggles.characters ? (
          <CharacterSection
            standing={standing}
            title={config?.characters.title ?? null}
            confirmText={config?.characters.changeConfirmText ?? null}
          />
        ) : null
      }
    >
      {main ? (
        <ProgramSections
          program={main}
          playerLevel={playerLevel}
          config={config}
          formatMoney={formatMoney}
          after={<OtherPrograms programs={others} />}
        />
      ) : programs.isError ? (
        <LoadFailed onRetry={() => void programs.refetch()} />
      ) : (
        <ProgramsLoading />
      )}
    </LoyaltyView>
  );
};
