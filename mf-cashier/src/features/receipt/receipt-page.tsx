// /cashier/receipt?id={transaction}: one deposit as a receipt (cashier.getdepositinfo):
// amount, method, status, number, dates and the payer details as stored (a card by its last
// four digits; see requisite-text.ts).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { FieldErrorCode, isPlatformError } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import { platformQuery, usePageLink, useRemoteProps, useFormatMoney } from '@omad/contract/remote';
import { CashierFrame } from '../../lib/cashier-frame';
import { methodName } from '../../lib/method-name';
import { requisiteText } from '../../lib/requisite-text';
import { StatusBadge } from '../../lib/status-badge';
import './receipt.css';

export const ReceiptPage = () => {
  const { t } = useTranslation('cashier');
  const { api } = useRemoteProps();
  const [query] = useSearchParams();
  const linkTo = usePageLink();
  const format = useFormatMoney();
  const id = Number(query.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const receipt = useQuery({ ...platformQuery(api, 'cashier.getDepositInfo', id), enabled: valid });

  let body;
  if (!valid) {
    body = (
      <EmptyState
        icon="search"
        title={t('receipt.none')}
        action={<a {...linkTo('/cashier/history?tab=deposit')}>{t('receipt.toHistory')}</a>}
      />
    );
  } else if (receipt.isPending) {
    body = <Skeleton variant="block" height={280} data-testid="receipt-loading" />;
  } else if (
    receipt.isError &&
    isPlatformError(receipt.error) &&
    receipt.error.errorData.id?.[0] === FieldErrorCode.NotFound
  ) {
    body = (
      <EmptyState
        icon="search"
        title={t('receipt.notFound')}
        action={<a {...linkTo('/cashier/history?tab=deposit')}>{t('receipt.toHistory')}</a>}
      />
    );
  } else if (receipt.isError) {
    body = <LoadFailed onRetry={() => void receipt.refetch()} />;
  } else {
    const deposit = receipt.data;
    const rows: [string, React.ReactNode][] = [
      [t('receipt.amount'), <strong key="amount">{format(deposit.amount)}</strong>],
      [t('receipt.status'), <StatusBadge key="status" status={deposit.status} />],
      [t('receipt.number'), `#${deposit.id}`],
      [t('receipt.method'), methodName(deposit.method)],
      [t('receipt.created'), formatDateTime(deposit.created_at)],
      [t('receipt.updated'), deposit.updated_at ? formatDateTime(deposit.updated_at) : '—'],
      ...Object.entries(deposit.requisites ?? {}).flatMap(
        ([name, value]): [string, React.ReactNode][] => {
          const text = requisiteText(name, value);
          return text === null ? [] : [[t(`requisite.${name}`, { defaultValue: name }), text]];
        },
      ),
      [t('receipt.site'), deposit.domain ?? '—'],
    ];
    body = (
      <Card padding="lg" className="omad-receipt" data-testid="receipt">
        <dl className="omad-receipt__rows">
          {rows.map(([label, value]) => (
            <div key={label} className="omad-receipt__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    );
  }
  return (
    <CashierFrame section="history" title={t('title.receipt')}>
      {body}
    </CashierFrame>
  );
};
