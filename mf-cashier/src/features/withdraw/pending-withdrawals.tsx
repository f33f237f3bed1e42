// The player's withdrawals on their way: each with where it goes (masked by the platform,
// "•••• 1234"), its progress as a timeline (requested, in processing, paid out) and, where the
// CMS allows it, a cancel that gives the money back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, EmptyState, Notice, Skeleton } from '@omad/ui';
import type { CashierHistory, CashierTransaction } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import { useRemoteProps, useFormatMoney } from '@omad/contract/remote';
import { methodName } from '../../lib/method-name';
import { destinationOf } from '../../lib/requisite-text';
import { StatusBadge } from '../../lib/status-badge';

type Props = Readonly<{
  loaded: UseQueryResult<CashierHistory, unknown>;
  canCancel: boolean;
  onCancelled: () => void;
}>;

const Timeline = ({ withdrawal }: Readonly<{ withdrawal: CashierTransaction }>) => {
  const { t } = useTranslation('cashier');
  const steps = [
    { key: 'requested', done: true, at: withdrawal.created_at },
    { key: 'processing', done: true, current: true, at: null },
    { key: 'paidOut', done: false, at: null },
  ];
  return (
    <ol className="omad-timeline" aria-label={t('withdraw.progress')}>
      {steps.map((step) => (
        <li
          key={step.key}
          className="omad-timeline__step"
          data-done={step.done ? 'true' : undefined}
          aria-current={step.current ? 'step' : undefined}
        >
          <span className="omad-timeline__label">{t(`withdraw.step.${step.key}`)}</span>
          {step.at ? <span className="omad-timeline__at">{formatDateTime(step.at)}</span> : null}
        </li>
      ))}
    </ol>
  );
};

export const PendingWithdrawals = ({ loaded, canCancel, onCancelled }: Props) => {
  const { t } = useTranslation('cashier');
  const { api } = useRemoteProps();
  const format = useFormatMoney();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  const cancel = async (id: number) => {
    setBusy(id);
    setFailed(null);
    try {
      await api.cashier.cancelWithdrawal(id);
      onCancelled();
    } catch (error) {
      console.warn('[mf-cashier] cancel failed', error);
      setFailed(id);
    } finally {
      setBusy(null);
    }
  };

  let content;
  if (loaded.isPending) content = <Skeleton variant="block" height={120} />;
  else if (loaded.isError) content = <Notice tone="warning">{t('errors.loadText')}</Notice>;
  else if (loaded.data.items.length === 0)
    content = <EmptyState icon="wallet" title={t('withdraw.nonePending')} headingLevel={3} />;
  else
    content = (
      <ul className="omad-pending__list">
        {loaded.data.items.map((withdrawal) => (
          <Card
            as="li"
            key={withdrawal.id}
            padding="md"
            data-testid="pending-withdrawal"
            data-id={withdrawal.id}
          >
            <div className="omad-pending__head">
              <strong>{format(withdrawal.amount)}</strong>
              <StatusBadge status={withdrawal.status} />
            </div>
            <p className="omad-pending__where" data-testid="pending-destination">
              {[methodName(withdrawal.method), destinationOf(withdrawal.requisites)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <Timeline withdrawal={withdrawal} />
            {failed === withdrawal.id ? (
              <Notice tone="danger" role="alert">
                {t('withdraw.cancelFailed')}
              </Notice>
            ) : null}
            {canCancel ? (
              <Button
                variant="secondary"
                size="sm"
                loading={busy === withdrawal.id}
                onClick={() => void cancel(withdrawal.id)}
                data-testid="cancel-withdrawal"
              >
                {t('withdraw.cancel')}
              </Button>
            ) : null}
          </Card>
        ))}
      </ul>
    );
  return (
    <section className="omad-pending" aria-labelledby="omad-pending-title">
      <h2 id="omad-pending-title" className="omad-cashier__subtitle">
        {t('withdraw.pending')}
      </h2>
      {content}
    </section>
  );
};
