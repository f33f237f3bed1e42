// One period's deposit limit: what is in force and what is left of it this period, a pending
// raise or removal with its live countdown (cancellable), and a field to set a new amount.
// A lower limit applies at once; the platform holds a higher one or a removal back for the
// cooling-off, and the toast says which happened.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@omad/ui';
import type { DepositLimitRule, ResponsibleGaming } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import { useFormatMoney, useRemoteProps } from '@omad/contract/remote';
import { useProfileErrors } from '../../lib/use-profile-errors';
import { changeOf, clockOf, limitAmountOf, remainingUntil } from './limit-model';
import { useNow } from './use-now';

type Props = Readonly<{
  rule: DepositLimitRule;
  state: ResponsibleGaming;
  onState: (next: ResponsibleGaming) => void;
}>;

export const LimitRow = ({ rule, state, onState }: Props) => {
  const { t } = useTranslation('profile');
  const { api, toast } = useRemoteProps();
  const formatMoney = useFormatMoney();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const errors = useProfileErrors();
  const now = useNow(rule.pending !== null);
  const money = (amount: string) => formatMoney({ amount, currency: state.currency });
  const periodName = t(`responsible.period.${rule.period}`);

  const send = (amount: string | null) => {
    const change = changeOf(rule, amount);
    setBusy(true);
    api.responsibleGaming
      .setDepositLimit(rule.period, amount)
      .then((next) => {
        onState(next);
        setTyped('');
        toast({
          kind: 'success',
          message:
            change === 'cooling-off'
              ? t('responsible.limitPending', { hours: state.cooling_off_hours })
              : t('responsible.limitApplied'),
        });
      })
      .catch((failure: unknown) => {
        setError(errors.unknown);
        console.warn('[mf-profile] limit refused', failure);
      })
      .finally(() => setBusy(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const amount = limitAmountOf(typed);
    if (amount === null) {
      setError(t('responsible.amountInvalid'));
      return;
    }
    setError(undefined);
    send(amount);
  };
  const cancel = () => {
    setBusy(true);
    api.responsibleGaming
      .cancelLimitChange(rule.period)
      .then((next) => {
        onState(next);
        toast({ kind: 'info', message: t('responsible.changeCancelled') });
      })
      .catch(() => toast({ kind: 'error', message: errors.unknown }))
      .finally(() => setBusy(false));
  };

  const countdown = rule.pending ? clockOf(remainingUntil(rule.pending.applies_at, now)) : '';
  return (
    <li className="omad-profile__item" data-period={rule.period}>
      <div className="omad-profile__item-head">
        <p className="omad-profile__item-title">{periodName}</p>
        <p className="omad-responsible__limit" data-testid={`limit-${rule.period}`}>
          {rule.limit_amount ? money(rule.limit_amount) : t('responsible.noLimit')}
        </p>
      </div>
      {rule.limit_amount && rule.available_amount ? (
        <p className="omad-profile__hint">
          {t('responsible.left', { amount: money(rule.available_amount) })}
          {rule.expired_at
            ? ` · ${t('responsible.renews', { time: formatDateTime(rule.expired_at) })}`
            : ''}
        </p>
      ) : null}
      {rule.pending ? (
        <div className="omad-responsible__pending" data-testid={`pending-${rule.period}`}>
          <p className="omad-profile__hint" role="timer" aria-live="off">
            {rule.pending.limit_amount
              ? t('responsible.pendingRaise', {
                  amount: money(rule.pending.limit_amount),
                  countdown,
                })
              : t('responsible.pendingRemove', { countdown })}
          </p>
          <Button variant="ghost" size="sm" disabled={busy} onClick={cancel}>
            {t('responsible.cancelChange')}
          </Button>
        </div>
      ) : null}
      <form className="omad-responsible__form" noValidate onSubmit={submit}>
        <TextField
          label={t('responsible.amountLabel', { period: periodName })}
          value={typed}
          inputMode="decimal"
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          data-field={`limit-${rule.period}`}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          {t('responsible.set')}
        </Button>
        {rule.limit_amount && !rule.pending ? (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => send(null)}>
            {t('responsible.remove')}
          </Button>
        ) : null}
      </form>
    </li>
  );
};
