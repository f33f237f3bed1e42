// One bonus as the profile's bonuses page and the cashier's bonuses tab show it: title,
// status, amount, wagering progress (what was staked with its money of what is required),
// what is left of its money, its deadline, and the actions its status allows.
import { Button, Card, ProgressBar } from '@omad/ui';
import type { Bonus } from '../../api';
import { centsOf, formatDateTime } from '../../format';
import { bonusActions, wageringProgress } from '../../format/rewards';
import { useFormatMoney } from '../use-format-money';
import { RewardStatus } from './reward-status';
import { useRewardsTranslation } from './texts';
import { useBonusActions, type BonusKind } from './use-bonus-actions';
import './rewards.css';

export const rewardTitle = (description: Readonly<Record<string, unknown>>): string =>
  typeof description.title === 'string' ? description.title : '';

type Props = Readonly<{
  bonus: Bonus;
  kind?: BonusKind;
  /** True when another casino bonus is active. */
  anotherActive?: boolean;
  onChanged: (bonus: Bonus | null) => void;
  /** The card's element: 'li' inside a list (the default), 'div' alone. */
  as?: 'li' | 'div';
}>;

export const BonusCard = ({
  bonus,
  kind = 'casino',
  anotherActive = false,
  onChanged,
  as = 'li',
}: Props) => {
  const { t } = useRewardsTranslation();
  const format = useFormatMoney();
  const { busy, run } = useBonusActions({ kind, anotherActive, onChanged });
  const currency = bonus.amount.currency;
  const money = (amount: string) => format({ amount, currency });
  const progress = wageringProgress(bonus.wager);
  const wagering = bonus.status === 'active' || bonus.status === 'new';
  const deadline =
    bonus.expires_at === null
      ? null
      : bonus.status === 'new'
        ? t('bonus.activateBy', { date: formatDateTime(bonus.expires_at) })
        : bonus.status === 'active'
          ? t('bonus.wagerBy', { date: formatDateTime(bonus.expires_at) })
          : null;
  const finished = bonus.finished_at ?? null;
  return (
    <Card
      as={as}
      padding="md"
      className="omad-reward"
      data-testid="bonus-card"
      data-bonus-id={bonus.id}
      data-kind={kind}
      data-status={bonus.status}
    >
      <div className="omad-reward__head">
        <p className="omad-reward__title">{rewardTitle(bonus.description)}</p>
        <RewardStatus status={bonus.status} />
      </div>
      <strong className="omad-reward__amount">{format(bonus.amount)}</strong>
      {kind === 'casino' && centsOf(bonus.wager.required) > 0n ? (
        <div className="omad-reward__wager">
          <ProgressBar
            value={progress.percent}
            label={t('bonus.progressLabel')}
            valueText={t('bonus.wagered', {
              wagered: money(bonus.wager.wagered),
              required: money(bonus.wager.required),
            })}
            tone={bonus.status === 'wagered' ? 'success' : 'brand'}
          />
          <p className="omad-reward__line">
            <span>
              {t('bonus.wagered', {
                wagered: money(bonus.wager.wagered),
                required: money(bonus.wager.required),
              })}
            </span>
            <span className="omad-reward__percent">{progress.percent}%</span>
          </p>
          {wagering && progress.percent < 100 ? (
            <p className="omad-reward__line">{t('bonus.left', { left: money(progress.left) })}</p>
          ) : null}
        </div>
      ) : null}
      {bonus.status === 'active' && bonus.remaining ? (
        <p className="omad-reward__line">
          {t('bonus.remaining', { amount: money(bonus.remaining) })}
        </p>
      ) : null}
      <p className="omad-reward__line omad-reward__dates">
        <span>{t('bonus.received', { date: formatDateTime(bonus.created_at) })}</span>
        {deadline ? <span>{deadline}</span> : null}
        {finished && !wagering ? (
          <span>{t('bonus.finished', { date: formatDateTime(finished) })}</span>
        ) : null}
      </p>
      {bonusActions(bonus.status).length > 0 ? (
        <div className="omad-reward__actions">
          {bonusActions(bonus.status)
            .filter((action) => kind === 'casino' || action !== 'deactivate')
            .map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'activate' ? 'primary' : 'secondary'}
                loading={busy === action}
                disabled={busy !== null && busy !== action}
                data-action={action}
                onClick={() => void run(action, bonus)}
              >
                {t(`bonus.${action}`)}
              </Button>
            ))}
          {kind === 'betting' && bonus.status === 'active' ? (
            <Button
              size="sm"
              variant="secondary"
              loading={busy === 'remove'}
              data-action="remove"
              onClick={() => void run('remove', bonus)}
            >
              {t('bonus.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
};
