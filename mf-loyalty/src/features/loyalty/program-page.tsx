// /loyalty/:sysname: one programme in full (its levels, how its points are earned), with the
// player's standing in it or the call to register.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageSeo } from '@omad/contract/remote';
import { Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { LoyaltyOff } from '../../lib/loyalty-off';
import { useLoyaltyConfig, useLoyaltyToggles } from '../../lib/loyalty-config';
import { useLoyaltyStanding } from '../../lib/loyalty-info';
import { PlayerStanding, ProgramSections } from './program-view';
import { isMissingProgram, useProgram } from './use-programs';
import '../../lib/page.css';
import './loyalty.css';

export const ProgramPage = () => {
  const { t } = useTranslation();
  const { sysname = '' } = useParams();
  const toggles = useLoyaltyToggles();
  const config = useLoyaltyConfig();
  const standing = useLoyaltyStanding();
  const program = useProgram(sysname);
  const found = program.data ?? null;
  const missing = !found && program.isError && isMissingProgram(program.error);
  usePageSeo({
    title: found?.title ?? t('programme.title'),
    description: found?.description ?? t('programme.seoDescription'),
    noindex: missing,
  });
  if (!toggles.loyalty) return <LoyaltyOff />;
  if (missing) {
    return (
      <Container className="omad-loyalty-page" data-testid="loyalty-program-missing">
        <EmptyState
          icon="search"
          title={t('programme.programNotFoundTitle')}
          description={t('programme.programNotFoundText')}
          action={
            <Link className="omad-loyalty-link" to="/loyalty">
              {t('programme.backToLoyalty')}
            </Link>
          }
        />
      </Container>
    );
  }
  const playerInfo = standing?.data;
  const inProgram = playerInfo !== undefined && found?.sysname === playerInfo.program;
  return (
    <Container className="omad-loyalty-page" data-testid="loyalty-program-page">
      <Link className="omad-loyalty-link" to="/loyalty">
        {t('programme.backToLoyalty')}
      </Link>
      <header className="omad-loyalty-page__head">
        {found ? (
          <>
            <h1>{found.title}</h1>
            <p>{found.description}</p>
          </>
        ) : (
          <>
            <Skeleton variant="text" width="50%" height={40} />
            <Skeleton variant="text" width="80%" />
          </>
        )}
      </header>
      {standing === null || inProgram ? (
        <PlayerStanding standing={standing} config={config} charactersOn={toggles.characters} />
      ) : null}
      {found ? (
        <ProgramSections
          program={found}
          playerLevel={inProgram ? playerInfo.level : null}
          config={config}
        />
      ) : program.isError ? (
        <LoadFailed onRetry={() => void program.refetch()} />
      ) : (
        <Skeleton variant="block" height={420} />
      )}
    </Container>
  );
};
