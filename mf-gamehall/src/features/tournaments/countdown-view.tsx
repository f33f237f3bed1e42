// A tournament's live countdown: to its start, then to its end, then "finished". Ticks every
// second in a box of fixed width (tabular digits), so nothing around it moves; as a timer
// role it is not read out on every tick.
import { useTranslation } from 'react-i18next';

import { countdownAt, type Period } from '../../lib/countdown';
import { useNow } from '../../lib/use-now';

const pad = (value: number) => String(value).padStart(2, '0');

export const CountdownView = ({ period }: Readonly<{ period: Period }>) => {
  const { t } = useTranslation();
  const countdown = countdownAt(useNow(), period);
  if (countdown.phase === 'finished') {
    return (
      <p className="omad-countdown" data-phase="finished">
        {t('tournaments.countdown.finished')}
      </p>
    );
  }
  const { days, hours, minutes, seconds } = countdown.left;
  return (
    <p className="omad-countdown" data-phase={countdown.phase}>
      <span className="omad-countdown__label">
        {t(
          countdown.phase === 'upcoming'
            ? 'tournaments.countdown.startsIn'
            : 'tournaments.countdown.endsIn',
        )}
      </span>{' '}
      <span className="omad-countdown__value" role="timer">
        {days > 0 ? `${t('tournaments.countdown.days', { count: days })} ` : ''}
        {`${pad(hours)}:${pad(minutes)}:${pad(seconds)}`}
      </span>
    </p>
  );
};
