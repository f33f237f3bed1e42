// One jackpot's page as drawn (/jackpots/:id): the way back to every jackpot, its head (title,
// amount, summary, what feeds it, what it starts from, when it last paid; skeletons while it
// is read), then its games (`games`) and its hits (`wins`). It reads nothing: the page gives
// it its reads, and the edge's first screen the reads it made.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';
import type { Game, Jackpot } from '@omad/contract/api';
import { formatDate } from '@omad/contract/format';
import { Container, LoadFailed, Skeleton } from '@omad/ui';
import { describedText } from '../../lib/description';
import { GameRow } from '../../lib/game-row';
import { LiveAmount } from '../../lib/live-amount';
import { useMoneyFormat } from '../../lib/money';
import { formatPercent } from './jackpot-card';
import '../../lib/hall-page.css';
import './jackpots.css';

/** A jackpot's name: its description's title, else its sysname. */
export const jackpotTitleOf = (jackpot: Jackpot) =>
  describedText(jackpot.description, 'title') || jackpot.sysname;

/** What the page gives its head (its jackpot's, once read), on the page and from its first screen alike. */
export const jackpotSeo = (t: TFunction, jackpot: Jackpot | null): PageSeoInput => ({
  title: jackpot ? jackpotTitleOf(jackpot) : t('title.jackpot'),
  description: jackpot
    ? describedText(jackpot.description, 'summary')
    : t('jackpots.seoDescription'),
});

const JackpotHead = ({ jackpot }: Readonly<{ jackpot: Jackpot }>) => {
  const { t } = useTranslation();
  const formatMoney = useMoneyFormat();
  return (
    <>
      <h1 className="omad-jackpot-hero__title">{jackpotTitleOf(jackpot)}</h1>
      <p className="omad-jackpot-hero__label">{t('jackpots.amount')}</p>
      <LiveAmount className="omad-jackpot-hero__amount" money={jackpot.amount} />
      <p className="omad-jackpot-hero__summary">{describedText(jackpot.description, 'summary')}</p>
      <ul className="omad-jackpot-hero__facts">
        <li>
          {t('jackpots.contribution', { percent: formatPercent(jackpot.contribution_percent) })}
        </li>
        <li>{t('jackpots.seed', { amount: formatMoney(jackpot.seed_amount) })}</li>
        <li>
          {jackpot.last_won_at
            ? t('jackpots.lastWon', { date: formatDate(jackpot.last_won_at) })
            : t('jackpots.neverWon')}
        </li>
      </ul>
    </>
  );
};

/** The row of the games whose real bets feed a jackpot; skeletons while `games` is undefined. */
export const JackpotGamesRow = ({
  games,
  failed,
  onRetry,
}: Readonly<{ games: readonly Game[] | undefined; failed: boolean; onRetry: () => void }>) => {
  const { t } = useTranslation();
  return (
    <GameRow
      title={t('jackpots.games')}
      games={games}
      failed={failed}
      onRetry={onRetry}
      testId="jackpot-games"
    />
  );
};

const HeadSkeleton = () => (
  <>
    <Skeleton variant="text" width="40%" height={32} />
    <Skeleton variant="text" width="25%" />
    <Skeleton variant="text" width="70%" height={48} />
    <Skeleton variant="text" width="90%" />
    <Skeleton variant="text" width="60%" />
  </>
);

export type JackpotViewProps = Readonly<{
  /** The jackpot; undefined while it is read. */
  jackpot: Jackpot | undefined;
  /** The read failed with nothing to show. */
  failed: boolean;
  onRetry: () => void;
  /** The row of the games whose real bets feed it. */
  games: ReactNode;
  /** Its hits' section. */
  wins: ReactNode;
}> &
  Record<`data-${string}`, string>;

export const JackpotView = ({
  jackpot,
  failed,
  onRetry,
  games,
  wins,
  ...marks
}: JackpotViewProps) => {
  const { t } = useTranslation();
  return (
    <Container className="omad-hall-page" {...marks}>
      <nav className="omad-hall-page__back">
        <Link className="omad-hall-link" to="/jackpots">
          {t('jackpots.allJackpots')}
        </Link>
      </nav>
      {!jackpot && failed ? (
        <LoadFailed
          title={t('jackpots.failedTitle')}
          description={t('jackpots.failedText')}
          onRetry={onRetry}
        />
      ) : (
        <section
          className={`omad-jackpot-hero omad-jackpot-card--${jackpot?.sysname ?? 'loading'}`}
          aria-busy={!jackpot}
          data-jackpot={jackpot?.id}
        >
          {jackpot ? <JackpotHead jackpot={jackpot} /> : <HeadSkeleton />}
        </section>
      )}
      {games}
      {wins}
    </Container>
  );
};
