// /cashier/wallet: the main, bonus and betting-bonus balances (account.getBalance, fresh),
// net deposits over the last 30 days (paid deposits minus withdrawals, from cashier.gethistory),
// and the account's currency with what it is worth in the others (account.getcurrencyrates);
// the currency can be changed only before money has moved (account.setCurrency says LOCKED).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, LoadFailed, Notice, Select, Skeleton } from '@omad/ui';
import { FieldErrorCode, isPlatformError } from '@omad/contract/api';
import { formatDate } from '@omad/contract/format';
import {
  invalidatePlatform,
  platformQuery,
  useRemoteProps,
  useFormatMoney,
  useRefreshBalance,
} from '@omad/contract/remote';
import { CashierFrame } from '../../lib/cashier-frame';
import './wallet.css';

const BALANCES = ['main', 'bonus', 'betting_bonus'] as const;

/** A rate as people read it: '12650.000000' → '12,650', '0.000079' → '0.000079'. */
const rateText = (rate: string): string => {
  const [whole = '0', fraction = ''] = rate.split('.');
  const places = fraction.replace(/0+$/, '');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${places ? `.${places}` : ''}`;
};

export const WalletPage = () => {
  const { t } = useTranslation('cashier');
  const { api, session } = useRemoteProps();
  const format = useFormatMoney();
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  // The balances are the ones every region reads: money moved anywhere updates them here too.
  const balances = useQuery(platformQuery(api, 'account.getBalance'));
  const history = useQuery(platformQuery(api, 'cashier.getHistory', { count: 1 }));
  const rates = useQuery(platformQuery(api, 'account.getCurrencyRates'));
  const available = session.getState().generalInfo?.available_currencies ?? [];
  const [currency, setCurrency] = useState<string>('');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const current = balances.data?.main.currency ?? '';
  const changeCurrency = async () => {
    if (!currency || currency === current) return;
    setSaving(true);
    setMessage(null);
    try {
      await api.account.setCurrency(currency);
      setMessage({ tone: 'ok', text: t('wallet.currencySaved', { currency }) });
      // The balances (through refreshBalance) and the rates are read again in the new currency.
      refreshBalance();
      void invalidatePlatform(queryClient, 'account.getCurrencyRates');
    } catch (error) {
      const locked =
        isPlatformError(error) && error.errorData.currency?.[0] === FieldErrorCode.Locked;
      setMessage({
        tone: 'error',
        text: locked ? t('wallet.currencyLocked') : t('errors.unknown'),
      });
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (balances.isPending) {
    body = (
      <div className="omad-wallet" aria-busy="true" data-testid="wallet-loading">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="block" height={96} />
        ))}
      </div>
    );
  } else if (balances.isError) {
    body = <LoadFailed onRetry={() => void balances.refetch()} />;
  } else {
    const totals = history.data?.totals;
    body = (
      <div className="omad-wallet">
        <ul className="omad-wallet__balances" data-testid="wallet-balances">
          {BALANCES.map((key) => (
            <Card
              as="li"
              key={key}
              padding="md"
              className="omad-wallet__balance"
              data-balance={key}
            >
              <span>{t(`wallet.${key}`)}</span>
              <strong>{format(balances.data[key])}</strong>
            </Card>
          ))}
        </ul>
        <Card padding="md" className="omad-wallet__net" data-testid="wallet-net">
          <h2 className="omad-cashier__subtitle">{t('wallet.net')}</h2>
          {totals ? (
            <>
              <p className="omad-wallet__period">
                {t('wallet.period', { since: formatDate(totals.since) })}
              </p>
              <dl className="omad-wallet__sums">
                <dt>{t('wallet.deposits')}</dt>
                <dd>{format(totals.deposits)}</dd>
                <dt>{t('wallet.withdrawals')}</dt>
                <dd>{format(totals.withdrawals)}</dd>
                <dt>{t('wallet.netTotal')}</dt>
                <dd data-testid="wallet-net-total">{format(totals.net)}</dd>
              </dl>
            </>
          ) : history.isError ? (
            <Notice tone="warning">{t('errors.loadText')}</Notice>
          ) : (
            <Skeleton variant="text" lines={3} />
          )}
        </Card>
        <Card padding="md" className="omad-wallet__currency" data-testid="wallet-currency">
          <h2 className="omad-cashier__subtitle">{t('wallet.currency')}</h2>
          <p>
            {t('wallet.currencyIs')} <strong>{current}</strong>
          </p>
          {rates.data && rates.data.rates.length > 1 ? (
            <table className="omad-wallet__rates">
              <caption>{t('wallet.rates', { base: rates.data.base })}</caption>
              <tbody>
                {rates.data.rates
                  .filter((rate) => rate.currency !== rates.data?.base)
                  .map((rate) => (
                    <tr key={rate.currency}>
                      <th scope="row">1 {rate.currency}</th>
                      <td>
                        {rateText(rate.rate)} {rates.data?.base}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          ) : null}
          {available.length > 1 ? (
            <div className="omad-wallet__change">
              <Select
                label={t('wallet.change')}
                options={available.map((code) => ({ value: code, label: code }))}
                value={currency || current}
                onChange={(event) => setCurrency(event.target.value)}
              />
              <Button variant="secondary" loading={saving} onClick={() => void changeCurrency()}>
                {t('wallet.save')}
              </Button>
              <p className="omad-wallet__hint">{t('wallet.changeHint')}</p>
            </div>
          ) : null}
          {message ? (
            message.tone === 'ok' ? (
              <p role="status">{message.text}</p>
            ) : (
              <Notice tone="danger" role="alert">
                {message.text}
              </Notice>
            )
          ) : null}
        </Card>
      </div>
    );
  }
  return (
    <CashierFrame section="wallet" title={t('title.wallet')}>
      {body}
    </CashierFrame>
  );
};
