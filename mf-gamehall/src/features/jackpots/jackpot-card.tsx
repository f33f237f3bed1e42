// A jackpot as the list and the home strip show it: its title, the amount growing live, what
// feeds it and when it last paid, the whole card a link to the jackpot's page.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Jackpot } from '@omad/contract/api';
import { formatDate, formatDecimal } from '@omad/contract/format';

import { Skeleton } from '@omad/ui';
import { describedText } from '../../lib/description';
import { LiveAmount } from '../../lib/live-amount';

export const jackpotPath = (id: number) => `/jackpots/${id}`;

/** A share in percent as players read it: '0.50' is 0.5, '1.00' is 1. */
export const formatPercent = (value: string) => formatDecimal(value).replace(/(\.\d)0$/, '$1');

export const JackpotCard = ({
  jackpot,
  compact = false,
}: Readonly<{ jackpot: Jackpot; compact?: boolean }>) => {
  const { t } = useTranslation();
  const title = describedText(jackpot.description, 'title') || jackpot.sysname;
  const games = jackpot.games.length;
  return (
    <Link
      className={`omad-jackpot-card omad-jackpot-card--${jackpot.sysname}`}
      to={jackpotPath(jackpot.id)}
      data-jackpot={jackpot.id}
    >
      <span className="omad-jackpot-card__title">{title}</span>
      <span className="omad-jackpot-card__label">{t('jackpots.amount')}</span>
      <LiveAmount className="omad-jackpot-card__amount" money={jackpot.amount} />
      {compact ? null : (
        <span className="omad-jackpot-card__meta">
          <span>
            {t('jackpots.contribution', { percent: formatPercent(jackpot.contribution_percent) })}
            {' · '}
            {t('jackpots.gamesCount', { count: games })}
          </span>
          <span>
            {jackpot.last_won_at
              ? t('jackpots.lastWon', { date: formatDate(jackpot.last_won_at) })
              : t('jackpots.neverWon')}
          </span>
        </span>
      )}
    </Link>
  );
};

export const JackpotCardSkeleton = ({ compact = false }: Readonly<{ compact?: boolean }>) => (
  <span className="omad-jackpot-card omad-jackpot-card--skeleton" aria-hidden="true">
    <Skeleton variant="text" width="50%" />
    <Skeleton variant="text" width="35%" />
    <Skeleton variant="text" width="80%" height={36} />
    {compact ? null : <Skeleton variant="text" width="70%" />}
  </span>
);
