// A titled list of the newest wins (the feed's, or one jackpot's), refreshed while shown; its
// rows keep their height while loading so nothing below moves.
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Skeleton } from '@omad/ui';
import { WinItem } from '../../lib/win-item';
import { useWins } from '../../lib/use-wins';

const SHOWN = 8;

export const WinsSection = ({
  title,
  jackpotId,
  empty,
}: Readonly<{ title: string; jackpotId?: number; empty?: string }>) => {
  const { t } = useTranslation();
  const titleId = useId();
  const wins = useWins(SHOWN, jackpotId);
  const { data } = wins;
  return (
    <section className="omad-jackpots__wins" aria-labelledby={titleId} data-testid="jackpot-wins">
      <div className="omad-jackpots__wins-head">
        <h2 id={titleId}>{title}</h2>
        <Link className="omad-hall-link" to="/winners">
          {t('jackpots.allWinners')}
        </Link>
      </div>
      {!data && wins.isError ? (
        <LoadFailed
          title={t('winners.failedTitle')}
          description={t('winners.failedText')}
          onRetry={() => void wins.refetch()}
        />
      ) : data?.items.length === 0 ? (
        <p className="omad-jackpots__empty">{empty ?? t('winners.emptyTitle')}</p>
      ) : (
        <ol className="omad-jackpots__wins-list" aria-busy={wins.isPending}>
          {data
            ? data.items.map((win) => (
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
