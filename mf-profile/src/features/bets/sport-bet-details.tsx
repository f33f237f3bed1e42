// What the bet history shows of a sports bet under its row: the kind, the status and the odds,
// then each leg with the event, the pick, its odds, its result and the score when there is one.
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@omad/ui';
import type { SportBet } from '@omad/contract/api';
import {
  SPORT_KINDS,
  SPORT_STATUSES,
  knownValue,
  pickLabel,
  type PickWords,
  type SportStatus,
} from './bets-model';

const TONES: Readonly<Record<SportStatus, BadgeTone>> = {
  open: 'info',
  won: 'success',
  lost: 'danger',
  void: 'neutral',
  cashed_out: 'accent',
};

/** A status's (or a leg result's) badge; one the texts do not name shows as it came. */
const StatusBadge = ({ value, size }: Readonly<{ value: string; size?: 'sm' }>) => {
  const { t } = useTranslation('profile');
  const status = knownValue(SPORT_STATUSES, value);
  return (
    <Badge tone={status ? TONES[status] : 'neutral'} size={size}>
      {status ? t(`bets.sport.status.${status}`) : value}
    </Badge>
  );
};

export const SportBetDetails = ({ bet }: Readonly<{ bet: SportBet }>) => {
  const { t } = useTranslation('profile');
  const kind = knownValue(SPORT_KINDS, bet.kind);
  const words: PickWords = {
    total: t('bets.sport.picks.total'),
    over: t('bets.sport.picks.over'),
    under: t('bets.sport.picks.under'),
    handicap: t('bets.sport.picks.handicap'),
  };
  return (
    <div
      className="omad-bets__sport"
      data-testid="sport-bet"
      data-status={bet.status}
      data-kind={bet.kind}
    >
      <p className="omad-bets__sport-head">
        <Badge>{kind ? t(`bets.sport.kinds.${kind}`) : bet.kind}</Badge>
        <StatusBadge value={bet.status} />
        <span className="omad-bets__sport-odds">
          {t('bets.sport.odds')} <strong data-odds="bet">{bet.odds}</strong>
        </span>
      </p>
      <ol className="omad-bets__legs" aria-label={t('bets.sport.legs')}>
        {bet.legs.map((leg, index) => (
          // Legs have no id; their order is the bet's and never changes.
          <li
            key={index}
            className="omad-bets__leg"
            data-testid="sport-leg"
            data-result={leg.result}
          >
            <span className="omad-bets__leg-event">{leg.event}</span>
            <span className="omad-bets__leg-result">
              <StatusBadge value={leg.result} size="sm" />
            </span>
            <dl className="omad-bets__leg-facts">
              <div>
                <dt>{t('bets.sport.pick')}</dt>
                <dd data-leg="pick">{pickLabel(leg, words)}</dd>
              </div>
              <div>
                <dt>{t('bets.sport.odds')}</dt>
                <dd data-leg="odds">{leg.odds}</dd>
              </div>
              {leg.score ? (
                <div>
                  <dt>{t('bets.sport.score')}</dt>
                  <dd data-leg="score">{`${leg.score.home}:${leg.score.away}`}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
};
