// What both programme pages show: the player's card (or the call to register), the levels,
// how points are earned, and, where the CMS has them, its questions and answers.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoyaltyProgram } from '@omad/contract/api';
import type { LoyaltyConfig } from '@omad/contract/cms';
import type { FormatMoney } from '@omad/contract/remote';
import { LoadFailed } from '@omad/ui';
import type { LoyaltyStanding } from '../../lib/loyalty-info';
import { showsCharacterOn } from '../../lib/loyalty-config';
import { StatusCard, StatusCardSkeleton } from '../../lib/status-card';
import { EarningList } from './earning-list';
import { GuestInvite } from './guest-invite';
import { LevelsList } from './levels-list';

export const PlayerStanding = ({
  standing,
  config,
  charactersOn,
}: Readonly<{
  standing: LoyaltyStanding;
  config: LoyaltyConfig | null;
  charactersOn: boolean;
}>) => {
  const { t } = useTranslation();
  if (standing === null) return <GuestInvite />;
  const info = standing.data;
  if (info) {
    return (
      <StatusCard
        info={info}
        alias={info.pointsAlias ?? config?.pointsAlias ?? null}
        showCharacter={charactersOn && showsCharacterOn(config, 'loyalty')}
        titleId="loyalty-status-title"
        title={t('programme.statusTitle')}
      >
        <Link className="omad-loyalty-link omad-loyalty-link--strong" to="/loyalty/shop">
          {t('programme.shopLink')}
        </Link>
      </StatusCard>
    );
  }
  if (standing.isError) return <LoadFailed onRetry={() => void standing.refetch()} />;
  return <StatusCardSkeleton />;
};

export const ProgramSections = ({
  program,
  playerLevel,
  config,
  formatMoney,
  after,
}: Readonly<{
  program: LoyaltyProgram;
  playerLevel: number | null;
  config: LoyaltyConfig | null;
  /** Money in the page's words (the CMS's currency symbols once read). */
  formatMoney: FormatMoney;
  after?: ReactNode;
}>) => {
  const { t } = useTranslation();
  return (
    <>
      <section className="omad-loyalty-section" aria-labelledby="loyalty-levels-title">
        <h2 id="loyalty-levels-title">{t('programme.levelsTitle')}</h2>
        <LevelsList levels={program.levels} playerLevel={playerLevel} config={config} />
      </section>
      <section className="omad-loyalty-section" aria-labelledby="loyalty-earning-title">
        <h2 id="loyalty-earning-title">{t('programme.earningTitle')}</h2>
        <EarningList program={program} formatMoney={formatMoney} />
      </section>
      {after}
      {config && config.faq.length > 0 ? (
        <section className="omad-loyalty-section" aria-labelledby="loyalty-faq-title">
          <h2 id="loyalty-faq-title">{t('programme.faqTitle')}</h2>
          <div className="omad-loyalty-faq">
            {config.faq.map((entry) => (
              <details key={entry.question}>
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
};
