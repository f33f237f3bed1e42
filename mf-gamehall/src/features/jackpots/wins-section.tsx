// A titled list of the newest wins (the feed's, or one jackpot's), refreshed while shown; its
// rows keep their height while loading so nothing below moves. WinsSectionView reads nothing:
// the pages give it their read, and their first screens the read the edge made.
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Page, Win } from '@omad/contract/api';
import { LoadFailed, Skeleton } from '@omad/ui';
import { WinItem } from '../../lib/win-item';
import { useWins } from '../../lib/use-wins';
import { JACKPOT_WINS_SHOWN } from '../../lib/read-sizes';

type Of = Readonly<{
  /** Whose wins: the whole feed's (/jackpots) or one jackpot's (/jackpots/:id). */
  of: 'feed' | 'jackpot';
}>;

export const WinsSectionView = ({
  of,
  wins,
  failed,
  onRetry,
}: Of &
  Readonly<{
    /** The newest wins; undefined while they are read. */
    wins: Page<Win> | undefined;
    /** The read failed with nothing to show. */
    failed: boolean;
    onRetry: () => void;
  }>) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="omad-jackpots__wins" aria-labelledby={titleId} data-testid="jackpot-wins">
      <div className="omad-jackpots__wins-head">
        <h2 id={titleId}>{of === 'feed' ? t('winners.ticker.title') : t('jackpots.winners')}</h2>
        <Link className="omad-hall-link" to="/winners">
          {t('jackpots.allWinners')}
        </Link>
      </div>
      {!wins && failed ? (
        <LoadFailed
          title={t('winners.failedTitle')}
          description={t('winners.failedText')}
          onRetry={onRetry}
        />
      ) : wins?.items.length === 0 ? (
        <p className="omad-jackpots__empty">
          {of === 'feed' ? t('winners.emptyTitle') : t('jackpots.noWinners')}
        </p>
      ) : (
        <ol className="omad-jackpots__wins-list" aria-busy={!wins}>
          {wins
            ? wins.items.map((win) => (
                <li key={win.id}>
                  <WinItem win={win} />
                </li>
              ))
            : Array.from({ length: 4 }, (_, index) => (
                <li key={index} aria-hidden="true">
                  <Skeleton variant="block" height={64} />
                </li>
              ))}
        </ol>
      )}
    </section>
  );
};

/** The newest wins of the feed, or of the jackpot of `jackpotId`. */
export const WinsSection = ({ jackpotId }: Readonly<{ jackpotId?: number }>) => {
  const wins = useWins(JACKPOT_WINS_SHOWN, jackpotId);
  return (
    <WinsSectionView
      of={jackpotId === undefined ? 'feed' : 'jackpot'}
      wins={wins.data}
      failed={wins.isError}
      onRetry={() => void wins.refetch()}
    />
  );
};
