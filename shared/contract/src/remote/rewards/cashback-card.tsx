// One cashback as the profile's cashback page and the cashier's cashbacks tab show it: what it
// is worth, the period it counts, its status and deadline; an active one can be taken (onto
// the main balance) or declined (after a confirm).
import { useState } from 'react';
import { Button, Card } from '@omad/ui';
import type { Cashback } from '../../api';
import { formatDateTime } from '../../format';
import { askConfirm } from '../ask-confirm';
import { useRemoteProps } from '../context';
import { useFormatMoney } from '../use-format-money';
import { useRefreshBalance } from '../use-refresh-balance';
import { rewardTitle } from './bonus-card';
import { rewardFailure } from './reward-errors';
import { RewardStatus } from './reward-status';
import { useRewardsTranslation } from './texts';
import './rewards.css';

type Props = Readonly<{
  cashback: Cashback;
  onChanged: (cashback: Cashback | null) => void;
  as?: 'li' | 'div';
}>;

/** The payout and decline of a cashback, with the decline confirmed. */
export const useCashbackActions = (onChanged: Props['onChanged']) => {
  const { api, openDialog, toast } = useRemoteProps();
  const { t } = useRewardsTranslation();
  const format = useFormatMoney();
  const refreshBalance = useRefreshBalance();
  const [busy, setBusy] = useState<'payout' | 'remove' | null>(null);

  const run = async (action: 'payout' | 'remove', cashback: Cashback): Promise<void> => {
    if (busy) return;
    if (action === 'remove') {
      const agreed = await askConfirm(openDialog, {
        title: t('cashback.removeTitle'),
        text: t('cashback.removeText'),
        confirmLabel: t('cashback.remove'),
        cancelLabel: t('cashback.cancel'),
        danger: true,
        testId: 'cashback-remove-confirm',
      });
      if (!agreed) return;
    }
    setBusy(action);
    try {
      const updated =
        action === 'payout'
          ? await api.cashbacks.payout(cashback.id)
          : await api.cashbacks.remove(cashback.id);
      onChanged(updated);
      if (action === 'payout') {
        refreshBalance();
        const amount = updated.amount ?? cashback.amount;
        toast({
          kind: 'success',
          message: t('cashback.paid', { amount: amount ? format(amount) : '' }),
        });
      } else {
        toast({ kind: 'success', message: t('cashback.removed') });
      }
    } catch (error) {
      const failure = rewardFailure(error, t);
      toast({ kind: 'error', message: failure.message });
      if (failure.stale) onChanged(null);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
};

export const CashbackCard = ({ cashback, onChanged, as = 'li' }: Props) => {
  const { t } = useRewardsTranslation();
  const format = useFormatMoney();
  const { busy, run } = useCashbackActions(onChanged);
  const title = rewardTitle(cashback.description) || t('cashback.title');
  return (
    <Card
      as={as}
      padding="md"
      className="omad-reward"
      data-testid="cashback-card"
      data-cashback-id={cashback.id}
      data-status={cashback.status}
    >
      <div className="omad-reward__head">
        <p className="omad-reward__title">{title}</p>
        <RewardStatus status={cashback.status} />
      </div>
      <strong className="omad-reward__amount">
        {cashback.amount ? format(cashback.amount) : '—'}
      </strong>
      <p className="omad-reward__line omad-reward__dates">
        <span>{t('cashback.periodEnd', { date: formatDateTime(cashback.end_date) })}</span>
        {cashback.status === 'active' && cashback.receiving_expired_at ? (
          <span>
            {t('cashback.takeBy', { date: formatDateTime(cashback.receiving_expired_at) })}
          </span>
        ) : null}
        {cashback.paid_out_at ? (
          <span>{t('cashback.paidAt', { date: formatDateTime(cashback.paid_out_at) })}</span>
        ) : null}
      </p>
      {cashback.status === 'active' ? (
        <div className="omad-reward__actions">
          <Button
            size="sm"
            loading={busy === 'payout'}
            disabled={busy === 'remove'}
            data-action="payout"
            onClick={() => void run('payout', cashback)}
          >
            {t('cashback.take')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'remove'}
            disabled={busy === 'payout'}
            data-action="remove"
            onClick={() => void run('remove', cashback)}
          >
            {t('cashback.remove')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
};
