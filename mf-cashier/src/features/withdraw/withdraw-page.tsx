// /cashier/withdraw: what can be withdrawn (the main balance; bonus money cannot), the methods
// with their bounds (cashier.getwithdrawsettings), requisites and, for local cards, the bank
// (cashier.getbanks). A withdrawal is taken off the balance at once and is pending until paid
// out; the player's pending withdrawals are listed with their progress and, where the CMS
// allows it, a cancel that gives the money back.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Button, Notice, Select, Skeleton } from '@omad/ui';
import type { CashierTransaction, PaymentMethod } from '@omad/contract/api';
import type { CmsClient } from '@omad/contract/cms';
import {
  useCmsRead,
  useForm,
  useRemoteProps,
  useLoad,
  useFormatMoney,
  useRefreshBalance,
  usePageLink,
} from '@omad/contract/remote';
import type { ValidationMessages } from '@omad/contract/validation';
import { CashierFrame } from '../../lib/cashier-frame';
import { LoadFailed } from '../../lib/load-failed';
import {
  AmountField,
  RequisiteFields,
  moneyErrorTexts,
  moneyFormSchema,
  requisitesOf,
  useIdempotencyKey,
} from '../../lib/money-form';
import { RefusalNotice } from '../../lib/refusal-notice';
import { refusalOf, type Refusal } from '../../lib/refusals';
import { useCashierMessages } from '../../lib/use-cashier-messages';
import { PendingWithdrawals } from './pending-withdrawals';
import './withdraw.css';

const readCashierConfig = (cms: CmsClient) => cms.getCashierConfig();
const readSiteConfig = (cms: CmsClient) => cms.getConfig();

type FormProps = Readonly<{
  method: PaymentMethod;
  symbol: string;
  messages: ValidationMessages;
  links: Parameters<typeof refusalOf>[2];
  onDone: (withdrawal: CashierTransaction) => void;
}>;

const WithdrawForm = ({ method, symbol, messages, links, onDone }: FormProps) => {
  const { t } = useTranslation('cashier');
  const { api } = useRemoteProps();
  const banks = useLoad(
    () => (method.needs_bank ? api.cashier.getBanks() : Promise.resolve([])),
    [api, method.needs_bank],
  );
  const schema = useMemo(
    () =>
      moneyFormSchema(
        method,
        messages,
        method.needs_bank ? { bank_id: v.pipe(v.string(), v.nonEmpty(messages.required)) } : {},
      ),
    [method, messages],
  );
  const form = useForm({
    schema,
    initial: {
      amount: '',
      bank_id: '',
      ...Object.fromEntries(method.requisites.map((field) => [`requisites.${field.name}`, ''])),
    },
  });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { keyFor, forget } = useIdempotencyKey();
  const errorTexts = moneyErrorTexts(method, messages, t);

  const submit = () =>
    form.submit(async (values) => {
      setRefusal(null);
      const requisites = requisitesOf(method, values);
      const request = {
        method: method.sysname,
        amount: String(values.amount),
        requisites: method.needs_bank
          ? { ...requisites, bank_id: String(values.bank_id) }
          : requisites,
      };
      try {
        const withdrawal = await api.cashier.makeWithdrawal({
          ...request,
          idempotency_key: keyFor(request),
        });
        forget();
        onDone(withdrawal);
      } catch (error) {
        const said = refusalOf(error, t, links, symbol);
        if (said) setRefusal(said);
        else form.fail(error, errorTexts);
      }
    });

  const bank = form.field('bank_id');
  return (
    <form
      className="omad-money-form"
      data-testid="withdraw-form"
      data-method={method.sysname}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AmountField form={form} method={method} symbol={symbol} />
      <RequisiteFields form={form} method={method} />
      {method.needs_bank ? (
        banks.state === 'pending' ? (
          <Skeleton variant="block" height={48} />
        ) : (
          <Select
            name="bank_id"
            label={t('withdraw.bank')}
            placeholder={t('withdraw.chooseBank')}
            options={(banks.data ?? []).map((item) => ({
              value: String(item.id),
              label: item.name,
            }))}
            value={typeof bank.value === 'string' ? bank.value : ''}
            error={bank.error ?? (banks.state === 'error' ? t('errors.banks') : undefined)}
            onChange={bank.onChange}
            onBlur={bank.onBlur}
            ref={bank.ref}
            required
          />
        )
      ) : null}
      {form.formError ? (
        <Notice tone="danger" role="alert" data-testid="withdraw-error">
          {form.formError}
        </Notice>
      ) : null}
      {refusal ? <RefusalNotice refusal={refusal} /> : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={form.submitting}
        data-testid="withdraw-submit"
      >
        {t('withdraw.submit')}
      </Button>
    </form>
  );
};

export const WithdrawPage = () => {
  const { t } = useTranslation('cashier');
  const { api, locale } = useRemoteProps();
  const format = useFormatMoney();
  const linkTo = usePageLink();
  const refreshBalance = useRefreshBalance();
  const settings = useLoad(() => api.cashier.getWithdrawSettings(), [api, locale]);
  const pending = useLoad(
    () => api.cashier.getHistory({ type: 'withdrawal', statuses: ['pending'], count: 20 }),
    [api],
  );
  const config = useCmsRead(readCashierConfig, 'cashier-config');
  const site = useCmsRead(readSiteConfig, 'config');
  const messages = useCashierMessages();
  const [chosen, setChosen] = useState<string | null>(null);
  const [requested, setRequested] = useState<CashierTransaction | null>(null);

  const methods = settings.data?.methods ?? [];
  const method = methods.find((item) => item.sysname === chosen) ?? methods[0];
  const currency = settings.data?.withdrawable.currency ?? '';
  const symbol = config?.currencies.find((item) => item.code === currency)?.symbol || currency;

  const moved = () => {
    settings.reload();
    pending.reload();
    refreshBalance();
  };

  let body;
  if (settings.state === 'pending') {
    body = (
      <div className="omad-withdraw" aria-busy="true" data-testid="withdraw-loading">
        <Skeleton variant="block" height={88} />
        <Skeleton variant="block" height={240} />
      </div>
    );
  } else if (settings.state === 'error' || !settings.data) {
    body = <LoadFailed onRetry={settings.reload} />;
  } else {
    body = (
      <div className="omad-withdraw">
        <div className="omad-cashier__panel">
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
              <fieldset className="omad-withdraw__methods">
                <legend>{t('withdraw.method')}</legend>
                {methods.map((item) => (
                  <label key={item.sysname} className="omad-withdraw__method">
                    <input
                      type="radio"
                      name="withdraw-method"
                      value={item.sysname}
                      checked={item.sysname === method.sysname}
                      onChange={() => setChosen(item.sysname)}
                    />
                    <span>{item.name}</span>
                  </label>
                ))}
              </fieldset>
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
        </div>
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
