// A tournament's prizes by place, and the pool they add up to.
import { useTranslation } from 'react-i18next';
import type { TournamentPrize } from '@omad/contract/api';
import { useMoneyFormat } from '../../lib/money';

export const placesLabel = (
  t: (key: string, values?: Record<string, unknown>) => string,
  prize: Pick<TournamentPrize, 'from' | 'to'>,
) =>
  prize.from === prize.to
    ? t('tournaments.place', { place: prize.from })
    : t('tournaments.places', { from: prize.from, to: prize.to });

export const Prizes = ({
  prizes,
  compact = false,
}: Readonly<{ prizes: readonly TournamentPrize[]; compact?: boolean }>) => {
  const { t } = useTranslation();
  const formatMoney = useMoneyFormat();
  return (
    <dl
      className={compact ? 'omad-prizes omad-prizes--compact' : 'omad-prizes'}
      data-testid="tournament-prizes"
    >
      {prizes.map((prize) => (
        <div key={prize.from} className="omad-prizes__item" data-place={prize.from}>
          <dt>{placesLabel(t, prize)}</dt>
          <dd>{formatMoney(prize.amount)}</dd>
        </div>
      ))}
    </dl>
  );
};
