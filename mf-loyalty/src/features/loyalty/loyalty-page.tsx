// /loyalty: the player's level, points and progress (or, for a guest, the call to register),
// their character, the default programme's levels and earning rules, and the other
// programmes. Behind the CMS loyalty toggle (spec section 6).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageSeo } from '@omad/contract/remote';
import { Card, Container, LoadFailed, Skeleton } from '@omad/ui';
import { LoyaltyOff } from '../../lib/loyalty-off';
import { useLoyaltyConfig, useLoyaltyToggles } from '../../lib/loyalty-config';
import { useLoyaltyStanding } from '../../lib/loyalty-info';
import { CharacterSection } from './character-section';
import { PlayerStanding, ProgramSections } from './program-view';
import { usePrograms } from './use-programs';
import '../../lib/page.css';
import './loyalty.css';

export const LoyaltyPage = () => {
  const { t } = useTranslation();
  const toggles = useLoyaltyToggles();
  const config = useLoyaltyConfig();
  const standing = useLoyaltyStanding();
  const programs = usePrograms();
  usePageSeo({
    title: config?.title ?? t('programme.title'),
    description: t('programme.seoDescription'),
  });
  if (!toggles.loyalty) return <LoyaltyOff />;

  const listed = programs.data ?? [];
  const main = listed.find((program) => program.is_default) ?? listed[0] ?? null;
  const others = listed.filter((program) => program !== main);
  const playerLevel = standing?.data?.level ?? null;

  return (
    <Container className="omad-loyalty-page" data-testid="loyalty-page">
      <header className="omad-loyalty-page__head">
        <h1>{config?.title ?? t('programme.title')}</h1>
        <p>{config?.description ?? t('programme.lead')}</p>
      </header>
      <div className="omad-loyalty-page__top">
        <PlayerStanding standing={standing} config={config} charactersOn={toggles.characters} />
        {toggles.characters ? (
          <CharacterSection
            standing={standing}
            title={config?.characters.title ?? null}
            confirmText={config?.characters.changeConfirmText ?? null}
          />
        ) : null}
      </div>
      {main ? (
        <ProgramSections
          program={main}
          playerLevel={playerLevel}
          config={config}
          after={
            others.length > 0 ? (
              <section className="omad-loyalty-section" aria-labelledby="loyalty-programs-title">
                <h2 id="loyalty-programs-title">{t('programme.programsTitle')}</h2>
                <ul className="omad-loyalty-programs">
                  {others.map((program) => (
                    <li key={program.sysname}>
                      <Card padding="md" interactive>
                        <h3>{program.title}</h3>
                        <p>{program.description}</p>
                        <Link className="omad-loyalty-link" to={`/loyalty/${program.sysname}`}>
                          {t('programme.programMore')}
                        </Link>
                      </Card>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null
          }
        />
      ) : programs.isError ? (
        <LoadFailed onRetry={() => void programs.refetch()} />
      ) : (
        <div className="omad-loyalty-section" aria-busy="true">
          <Skeleton variant="text" width={160} height={28} />
          <Skeleton variant="block" height={420} />
        </div>
      )}
    </Container>
  );
};
