// /cashier/withdraw: what can be withdrawn (the main balance; bonus money cannot), the methods
// with their bounds (cashier.getwithdrawsettings), requisites and, for local cards, the bank
// (cashier.getbanks). A withdrawal is taken off the balance at once and is pending until paid
// out; the player's pending withdrawals are listed with their progress and, where the CMS
// allows it, a cancel that gives the money back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadFailed, Notice, Panel, RadioGroup, Skeleton } from '@omad/ui';
import type { CashierTransaction } from '@omad/contract/api';
import {
  invalidatePlatform,
  platformQuery,
  useCms,
  useRemoteProps,
  useFormatMoney,
  useRefreshBalance,
  usePageLink,
} from '@omad/contract/remote';
import { CashierFrame } from '../../lib/cashier-frame';
import { useCashierMessages } from '../../lib/use-cashier-messages';
import { PendingWithdrawals } from './pending-withdrawals';
import { WithdrawForm } from './withdraw-form';
import './withdraw.css';

export const WithdrawPage = () => {
  const { t } = useTranslation('cashier');
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const format = useFormatMoney();
  const linkTo = usePageLink();
  const refreshBalance = useRefreshBalance();
  const settings = useQuery(platformQuery(api, 'cashier.getWithdrawSettings'));
  const pending = useQuery(
    platformQuery(api, 'cashier.getHistory', {
      type: 'withdrawal',
      statuses: ['pending'],
      count: 20,
    }),
  );
  const config = useCms('getCashierConfig');
  const site = useCms('getConfig');
  const messages = useCashierMessages();
  const [chosen, setChosen] = useState<string | null>(null);
  const [requested, setRequested] = useState<CashierTransaction | null>(null);

  const methods = settings.data?.methods ?? [];
  const method = methods.find((item) => item.sysname === chosen) ?? methods[0];
  const currency = settings.data?.withdrawable.currency ?? '';
  const symbol = config?.currencies.find((item) => item.code === currency)?.symbol || currency;

  // Money moved: what can be withdrawn, the history (the pending list among it) and the
  // balances are read again wherever they show.
  const moved = () => {
    void invalidatePlatform(queryClient, 'cashier.getWithdrawSettings', 'cashier.getHistory');
    refreshBalance();
  };

  let body;
  if (settings.isPending) {
    body = (
      <div className="omad-withdraw" aria-busy="true" data-testid="withdraw-loading">
        <Skeleton variant="block" height={88} />
        <Skeleton variant="block" height={240} />
      </div>
    );
  } else if (settings.isError) {
    body = <LoadFailed onRetry={() => void settings.refetch()} />;
  } else {
    body = (
      <div className="omad-withdraw">
        <Panel as="div">
          <div className="omad-withdraw__available" data-testid="withdrawable">
            <span>{t('withdraw.available')}</span>
            <strong>{format(settings.data.withdrawable)}</strong>
            <small>{t('withdraw.availableNote')}</small>
          </div>
          {requested ? (
            <p className="omad-withdraw__done" role="status" data-testid="withdraw-done">
              {t('withdraw.done', { amount: format(requested.amount) })}
            </p>
          ) : null}
          {/* The platform's rule: a withdrawal while a casino bonus is active forfeits it. */}
          {settings.data.forfeits_bonus ? (
            <Notice tone="warning" data-testid="withdraw-bonus-warning">
              {t('withdraw.forfeitsBonus')}{' '}
              <a {...linkTo('/profile/bonuses')}>{t('withdraw.seeBonuses')}</a>
            </Notice>
          ) : null}
          {method ? (
            <>
              <RadioGroup
                layout="grid"
                legend={t('withdraw.method')}
                name="withdraw-method"
                value={method.sysname}
                onChange={setChosen}
                options={methods.map((item) => ({ value: item.sysname, label: item.name }))}
              />
              <WithdrawForm
                key={method.sysname}
                method={method}
                symbol={symbol}
                messages={messages}
                links={site?.withdrawalErrorLinks ?? null}
                onDone={(withdrawal) => {
                  setRequested(withdrawal);
                  moved();
                }}
              />
            </>
          ) : (
            <Notice tone="warning">{t('withdraw.noMethods')}</Notice>
          )}
        </Panel>
        <PendingWithdrawals
          loaded={pending}
          canCancel={config?.withdrawalCancelEnabled !== false}
          onCancelled={moved}
        />
      </div>
    );
  }
  return (
    <CashierFrame section="withdraw" title={t('title.withdraw')}>
      {body}
    </CashierFrame>
  );
};
