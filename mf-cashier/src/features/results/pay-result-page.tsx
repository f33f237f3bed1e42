// The payment result pages (spec section 2): success, failure, pending and cancel, and the
// pages shown while the payer pays elsewhere (a new window, the wallet's phone app). Each is a
// system page: icon, header, description and a button whose target the spec fixes (cancelled,
// failed and new window go to the deposit, success to the games hall, pending has none and
// shows a loader); a text without a translation is left out. The pages that wait poll
// cashier.getdepositinfo and move on by themselves when the deposit ends; every page that
// shows an ended deposit refreshes the balance.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Spinner, SystemPage, type IconName, type SystemPageTone } from '@omad/ui';
import { CashierStatus, isFinalStatus, type DepositInfo } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import { usePageLink, usePageSeo, useFormatMoney, useRefreshBalance } from '@omad/contract/remote';
import { useDepositStatus } from './use-deposit-status';
import './results.css';

export type ResultKind =
  'paySuccess' | 'payFail' | 'payPending' | 'payCancel' | 'payMobile' | 'payNewWindow';

const LOOK: Readonly<
  Record<ResultKind, { icon: IconName; tone: SystemPageTone; target: string | null }>
> = {
  paySuccess: { icon: 'check', tone: 'success', target: '/gamehall' },
  payFail: { icon: 'warning', tone: 'danger', target: '/cashier/deposit' },
  payCancel: { icon: 'close', tone: 'warning', target: '/cashier/deposit' },
  payPending: { icon: 'info', tone: 'brand', target: null },
  payMobile: { icon: 'info', tone: 'brand', target: null },
  payNewWindow: { icon: 'info', tone: 'brand', target: '/cashier/deposit' },
};

/** The result page a deposit's status belongs on. */
const resultPathOf = (deposit: DepositInfo): string | null => {
  switch (deposit.status) {
    case CashierStatus.Success:
      return `/cashier/paysuccess/${deposit.id}`;
    case CashierStatus.Fail:
      return `/cashier/payfail/${deposit.id}`;
    case CashierStatus.Cancel:
      return '/cashier/paycancel';
    default:
      return null;
  }
};

const idOf = (text: string | null | undefined): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const DepositSummary = ({ deposit }: Readonly<{ deposit: DepositInfo }>) => {
  const { t } = useTranslation('cashier');
  const format = useFormatMoney();
  return (
    <dl className="omad-result__summary" data-testid="result-summary">
      <dt>{t('receipt.amount')}</dt>
      <dd data-testid="result-amount">{format(deposit.amount)}</dd>
      <dt>{t('receipt.number')}</dt>
      <dd>#{deposit.id}</dd>
      <dt>{t('receipt.date')}</dt>
      <dd>{formatDateTime(deposit.updated_at ?? deposit.created_at)}</dd>
    </dl>
  );
};

export const PayResultPage = ({ kind }: Readonly<{ kind: ResultKind }>) => {
  const { t, i18n } = useTranslation('cashier');
  const { transaction } = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const linkTo = usePageLink();
  const refreshBalance = useRefreshBalance();
  const id = idOf(transaction ?? query.get('transaction'));
  const waits = kind === 'payPending' || kind === 'payMobile' || kind === 'payNewWindow';
  const { deposit } = useDepositStatus(id, waits);
  const look = LOOK[kind];
  const text = (key: string): string | undefined => {
    const full = `system.${kind}.${key}`;
    return i18n.exists(full, { ns: 'cashier' }) ? t(full) : undefined;
  };
  usePageSeo({ title: text('header') ?? t(`title.${kind}`) });

  // A waiting page moves on by itself once the provider has spoken.
  useEffect(() => {
    if (!waits || !deposit) return;
    const next = resultPathOf(deposit);
    if (next) void navigate(next, { replace: true });
  }, [waits, deposit, navigate]);

  // The balance is refreshed once the page shows an ended deposit (or on a page without one).
  const refreshed = useRef(false);
  useEffect(() => {
    if (refreshed.current || waits) return;
    if (id !== null && !deposit) return;
    refreshed.current = true;
    refreshBalance();
  }, [waits, id, deposit, refreshBalance]);

  const button = text('button');
  const paymentUrl = (location.state as { paymentUrl?: unknown } | null)?.paymentUrl;
  const appLink =
    kind === 'payMobile' && typeof paymentUrl === 'string' && paymentUrl.startsWith('/api/_pay/')
      ? paymentUrl
      : null;
  return (
    <SystemPage
      data-testid="pay-result"
      data-result={kind}
      icon={waits ? <Spinner size="lg" label={t('result.waiting')} /> : look.icon}
      tone={look.tone}
      title={text('header') ?? null}
      description={
        <>
          {text('description') ? <p>{text('description')}</p> : null}
          {deposit && deposit.status !== CashierStatus.Cancel ? (
            <DepositSummary deposit={deposit} />
          ) : null}
          {waits && deposit && !isFinalStatus(deposit.status) ? (
            <span className="omad-result__live" role="status">
              {t('result.checking')}
            </span>
          ) : null}
        </>
      }
      action={
        appLink ? (
          <Button href={appLink} target="_blank" rel="noopener" data-testid="open-app">
            {t('result.openApp')}
          </Button>
        ) : button !== undefined && look.target !== null ? (
          <Button {...linkTo(look.target)} data-testid="result-button">
            {button}
          </Button>
        ) : undefined
      }
    />
  );
};

export const PaySuccessPage = () => <PayResultPage kind="paySuccess" />;
export const PayFailPage = () => <PayResultPage kind="payFail" />;
export const PayPendingPage = () => <PayResultPage kind="payPending" />;
export const PayCancelPage = () => <PayResultPage kind="payCancel" />;
export const PayMobilePage = () => <PayResultPage kind="payMobile" />;
export const PayNewWindowPage = () => <PayResultPage kind="payNewWindow" />;
