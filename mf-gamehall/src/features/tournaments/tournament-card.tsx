// A tournament in the list: its image, title, status with the live countdown, period, pool,
// the prizes of the first places, rule and how many take part; the title links to its page.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@omad/contract/api';
import { formatDate } from '@omad/contract/format';
import { useMoneyFormat } from '../../lib/money';
import { Badge, Skeleton } from '@omad/ui';
import { describedText } from '../../lib/description';
import { phaseAt } from '../../lib/countdown';
import { CountdownView } from './countdown-view';
import { Prizes } from './prizes';
import { tournamentPath } from './use-tournaments';

/** Places whose prizes a card lists (the page lists them all). */
const CARD_PRIZES = 3;

const STATUS_TONE = { active: 'success', upcoming: 'info', finished: 'neutral' } as const;

export const TournamentStatusBadge = ({ tournament }: Readonly<{ tournament: Tournament }>) => {
  const { t } = useTranslation();
  const phase = phaseAt(Date.now(), tournament);
  return (
    <Badge tone={STATUS_TONE[phase]} size="sm" data-status={phase}>
      {t(`tournaments.status.${phase}`)}
    </Badge>
  );
};

export const TournamentCard = ({ tournament }: Readonly<{ tournament: Tournament }>) => {
  const { t } = useTranslation();
  const formatMoney = useMoneyFormat();
  const title = describedText(tournament.description, 'title') || tournament.sysname;
  const image = describedText(tournament.description, 'image');
  return (
    <article className="omad-tournament-card" data-tournament={tournament.id}>
      <div className="omad-tournament-card__media">
        {image ? (
          <img src={image} alt="" width={640} height={240} loading="lazy" decoding="async" />
        ) : null}
        <TournamentStatusBadge tournament={tournament} />
      </div>
      <div className="omad-tournament-card__body">
        <h2 className="omad-tournament-card__title">
          <Link to={tournamentPath(tournament.id)}>{title}</Link>
        </h2>
        <p className="omad-tournament-card__period">
          {t('tournaments.period', {
            from: formatDate(tournament.starts_at),
            to: formatDate(new Date(Date.parse(tournament.ends_at) - 1)),
          })}
        </p>
        <CountdownView period={tournament} />
        <dl className="omad-tournament-card__facts">
          <div>
            <dt>{t('tournaments.prizePool')}</dt>
            <dd className="omad-tournament-card__pool">{formatMoney(tournament.prize_pool)}</dd>
          </div>
          <div>
            <dt className="omad-visually-hidden">{t('tournaments.rules')}</dt>
            <dd>{t(`tournaments.rule.${tournament.rule as 'total_bet'}`)}</dd>
          </div>
          <div>
            <dt className="omad-visually-hidden">{t('tournaments.participantsLabel')}</dt>
            <dd>
              {t('tournaments.participants', {
                count: tournament.participants,
              })}
            </dd>
          </div>
        </dl>
        <Prizes prizes={tournament.prizes.slice(0, CARD_PRIZES)} compact />
        <div className="omad-tournament-card__foot">
          {tournament.is_participating ? (
            <Badge tone="success" size="sm">
              {t('tournaments.participating')}
            </Badge>
          ) : (
            <span />
          )}
          <Link
            className="omad-hall-link"
            to={tournamentPath(tournament.id)}
            aria-hidden="true"
            tabIndex={-1}
          >
            {t('tournaments.open')}
          </Link>
        </div>
      </div>
    </article>
  );
};

export const TournamentCardSkeleton = () => (
  <div className="omad-tournament-card" aria-hidden="true">
    <div className="omad-tournament-card__media" />
    <div className="omad-tournament-card__body">
      <Skeleton variant="text" width="60%" height={28} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="text" width="80%" height={44} />
      <Skeleton variant="text" width="30%" />
    </div>
  </div>
);
