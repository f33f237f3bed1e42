// /loyalty/:sysname: one programme in full (its levels, how its points are earned), with the
// player's standing in it or the call to register. The programme is found in
// loyalty.getPrograms, the read /loyalty makes too (one answer for both, and one the edge can
// inline: pages.ts); a sysname it does not list shows a not-found state with the way back.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormatMoney, usePageSeo } from '@omad/contract/remote';
import { LoadFailed, Skeleton } from '@omad/ui';
import { LoyaltyOff } from '../../lib/loyalty-off';
import { useLoyaltyConfig, useLoyaltyToggles } from '../../lib/loyalty-config';
import { useLoyaltyStanding } from '../../lib/loyalty-info';
import { ProgramMissing, ProgramView, programIn } from './program-layout';
import { programSeo } from './loyalty-seo';
import { PlayerStanding, ProgramSections } from './program-view';
import { usePrograms } from './use-programs';

export const ProgramPage = () => {
  const { t } = useTranslation();
  const { sysname = '' } = useParams();
  const toggles = useLoyaltyToggles();
  const config = useLoyaltyConfig();
  const standing = useLoyaltyStanding();
  const programs = usePrograms();
  const formatMoney = useFormatMoney();
  const found = programs.data ? programIn(programs.data, sysname) : null;
  const missing = programs.data !== undefined && !found;
  usePageSeo(programSeo(t, found, missing));
  if (!toggles.loyalty) return <LoyaltyOff />;
  if (missing) return <ProgramMissing />;
  const playerInfo = standing?.data;
  const inProgram = playerInfo !== undefined && found?.sysname === playerInfo.program;
  return (
    <ProgramView
      program={found}
      standing={
        standing === null || inProgram ? (
          <PlayerStanding standing={standing} config={config} charactersOn={toggles.characters} />
        ) : null
      }
    >
      {found ? (
        <ProgramSections
          program={found}
          playerLevel={inProgram ? playerInfo.level : null}
          config={config}
          formatMoney={formatMoney}
        />
      ) : programs.isError ? (
        <LoadFailed onRetry={() => void programs.refetch()} />
      ) : (
        <Skeleton variant="block" height={420} />
      )}
    </ProgramView>
  );
};
