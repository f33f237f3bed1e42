// The deposit form of one method: amount (presets, the sum rule with the method's bounds),
// requisites, an offer to take with it, the deposit limit, and Pay. Pay asks the platform for
// the deposit with an idempotency key kept for as long as the request is the same, so a double
// click or a retry after a lost answer makes one deposit; then the payer goes where the
// provider's page opens (this window, a new one, or the wallet's app).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Notice } from '@omad/ui';
import {
  ErrorType,
  FieldErrorCode,
  PaymentView,
  isPlatformError,
  type DepositLimit,
  type DepositStart,
  type Offer,
  type PaymentMethod,
} from '@omad/contract/api';
import type { SiteConfig } from '@omad/contract/cms';
import { formatDate, formatDecimal } from '@omad/contract/format';
import { useForm, usePageLink, useRemoteProps } from '@omad/contract/remote';
import { isSumInRange, type ValidationMessages } from '@omad/contract/validation';
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
import { keepDraft, takeDraft } from './draft';
import { OfferChoice } from './offer-choice';

type Props = Readonly<{
  method: PaymentMethod;
  symbol: string;
  presets: readonly string[];
  offers: readonly Offer[];
  limit: DepositLimit | null;
  /** CMS: whether Pay starts enabled, or waits for an amount within the bounds. */
  buttonStartsEnabled: boolean;
  links: SiteConfig['withdrawalErrorLinks'];
  messages: ValidationMessages;
}>;

/** Where the payer goes once the deposit is made. */
const usePayment = () => {
  const navigate = useNavigate();
  return (start: DepositStart) => {
    const { payment, transaction } = start;
    const state = { paymentUrl: payment.url };
    if (payment.view === PaymentView.NewWindow) {
      // A blocked window falls back to paying here.
      const opened = window.open(payment.url, '_blank');
      if (opened) {
        void navigate(`/cashier/paynewwindow?transaction=${transaction.id}`, { state });
        return;
      }
    }
    if (payment.view === PaymentView.Mobile) {
      void navigate(`/cashier/paymobile?transaction=${transaction.id}`, { state });
      return;
    }
    window.location.assign(payment.url);
  };
};

export const DepositForm = ({
  method,
  symbol,
  presets,
  offers,
  limit,
  buttonStartsEnabled,
  links,
  messages,
}: Props) => {
  const { t } = useTranslation('cashier');
  const { api } = useRemoteProps();
  const linkTo = usePageLink();
  const schema = useMemo(() => moneyFormSchema(method, messages), [method, messages]);
  const [initialAmount] = useState(() => takeDraft(method.sysname) ?? '');
  const form = useForm({
    schema,
    initial: {
      amount: initialAmount,
      ...Object.fromEntries(method.requisites.map((field) => [`requisites.${field.name}`, ''])),
    },
  });
  // The offer the player took on the offers page is chosen until they choose otherwise.
  const [chosenOfferId, setOfferId] = useState<number | null>(null);
  const takenOffer = offers.find(
    (offer) =>
      offer.is_taken &&
      offer.trigger.user_satisfies_params &&
      !offer.trigger.params.exclude_methods.includes(method.sysname),
  );
  const offerId = chosenOfferId ?? takenOffer?.id ?? -1;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { keyFor, forget } = useIdempotencyKey();
  const pay = usePayment();

  const amount = typeof form.values.amount === 'string' ? form.values.amount : '';
  const amountFits = /^[1-9]\d*$/.test(amount) && isSumInRange(amount, method);
  const errorTexts = moneyErrorTexts(method, messages, t, {
    campaign_offer_id: { [FieldErrorCode.Invalid]: t('deposit.offerNotAvailable') },
  });

  const submit = () =>
    form.submit(async (values) => {
      setRefusal(null);
      const request = {
        method: method.sysname,
        amount: String(values.amount),
        campaign_offer_id: offerId,
        requisites: requisitesOf(method, values),
      };
      try {
        pay(await api.cashier.makeDeposit({ ...request, idempotency_key: keyFor(request) }));
      } catch (error) {
        const said = refusalOf(error, t, links, symbol);
        if (said) {
          setRefusal(said);
          return;
        }
        // A key the platform says was used for another request is made afresh next time.
        if (isPlatformError(error) && error.type === ErrorType.InvalidParameter) forget();
        form.fail(error, errorTexts);
      }
    });

  const limitLeft = limit?.available_amount ?? null;
  return (
    <form
      className="omad-money-form"
      data-testid="deposit-form"
      data-method={method.sysname}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AmountField form={form} method={method} symbol={symbol} presets={presets} />
      <p className="omad-money-form__note" data-testid="deposit-limit">
        {limit && limitLeft !== null && limit.limit_amount !== null ? (
          <>
            {t('limit.note', {
              period: t(`limit.period.${limit.period}`),
              limit: `${formatDecimal(limit.limit_amount)} ${symbol}`,
              left: `${formatDecimal(limitLeft)} ${symbol}`,
            })}
            {limit.expired_at
              ? ` ${t('limit.renews', { date: formatDate(limit.expired_at) })}`
              : ''}{' '}
          </>
        ) : null}
        {/* Responsible gaming is one step away from every deposit. */}
        <a className="omad-money-form__link" {...linkTo('/profile/responsible-game')}>
          {t('refusal.limitSettings')}
        </a>
      </p>
      <RequisiteFields form={form} method={method} />
      <OfferChoice
        offers={offers}
        method={method}
        symbol={symbol}
        value={offerId}
        onChange={setOfferId}
      />
      {form.formError ? (
        <Notice tone="danger" role="alert" data-testid="deposit-error">
          {form.formError}
        </Notice>
      ) : null}
      {refusal ? (
        <RefusalNotice
          refusal={refusal}
          onAction={() => keepDraft({ method: method.sysname, amount })}
        />
      ) : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={form.submitting}
        disabled={!buttonStartsEnabled && !amountFits}
        data-testid="deposit-submit"
      >
        {amountFits
          ? t('deposit.payAmount', { amount: `${formatDecimal(amount)} ${symbol}` })
          : t('deposit.pay')}
      </Button>
      <p className="omad-money-form__simulated">{t('deposit.simulated')}</p>
    </form>
  );
};
