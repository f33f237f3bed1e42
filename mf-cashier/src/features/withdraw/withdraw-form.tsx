// The withdrawal form of one method: amount, requisites, the bank for local cards, and the
// platform's refusals in words (spec section 8, with the CMS's buttons for a contact to
// confirm or an identity to verify). Requisites the player never withdrew to need the
// account's password: the platform answers `{ password: [...] }`, the form then asks for it
// below what was typed (kept as typed) and sends it with the same request.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { Button, Notice, Select, Skeleton } from '@omad/ui';
import {
  FieldErrorCode,
  isPlatformError,
  type CashierTransaction,
  type PaymentMethod,
} from '@omad/contract/api';
import { platformQuery, useForm, useRemoteProps } from '@omad/contract/remote';
import type { ValidationMessages } from '@omad/contract/validation';
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
import { WithdrawPassword } from './withdraw-password';

type Props = Readonly<{
  method: PaymentMethod;
  symbol: string;
  messages: ValidationMessages;
  links: Parameters<typeof refusalOf>[2];
  onDone: (withdrawal: CashierTransaction) => void;
}>;

/** Whether a refusal asks for the account's password (a new payout destination). */
const asksPassword = (error: unknown): boolean =>
  isPlatformError(error) && (error.errorData.password?.length ?? 0) > 0;

export const WithdrawForm = ({ method, symbol, messages, links, onDone }: Props) => {
  const { t } = useTranslation('cashier');
  const { api } = useRemoteProps();
  // Only a local card is paid out to a bank the player picks.
  const banks = useQuery({ ...platformQuery(api, 'cashier.getBanks'), enabled: method.needs_bank });
  const [needsPassword, setNeedsPassword] = useState(false);
  const schema = useMemo(
    () =>
      moneyFormSchema(method, messages, {
        ...(method.needs_bank
          ? { bank_id: v.pipe(v.string(), v.nonEmpty(messages.required)) }
          : {}),
        ...(needsPassword
          ? { password: v.pipe(v.string(), v.nonEmpty(t('withdraw.passwordRequired'))) }
          : {}),
      }),
    [method, messages, needsPassword, t],
  );
  const form = useForm({
    schema,
    initial: {
      amount: '',
      bank_id: '',
      password: '',
      ...Object.fromEntries(method.requisites.map((field) => [`requisites.${field.name}`, ''])),
    },
  });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { keyFor, forget } = useIdempotencyKey();
  const errorTexts = moneyErrorTexts(method, messages, t, {
    password: {
      [FieldErrorCode.Required]: t('withdraw.passwordRequired'),
      [FieldErrorCode.Invalid]: t('withdraw.passwordInvalid'),
    },
  });

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
          // The key stays the request's: a refused attempt moved nothing, and the password
          // only proves who asks.
          idempotency_key: keyFor(request),
          ...(needsPassword ? { password: String(values.password) } : {}),
        });
        forget();
        onDone(withdrawal);
      } catch (error) {
        // The first time the field only appears, with its reason, rather than as an error.
        if (asksPassword(error) && !needsPassword) {
          setNeedsPassword(true);
          return;
        }
        const said = refusalOf(error, t, links, symbol, 'withdrawal');
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
        banks.isPending ? (
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
            error={bank.error ?? (banks.isError ? t('errors.banks') : undefined)}
            onChange={bank.onChange}
            onBlur={bank.onBlur}
            ref={bank.ref}
            required
          />
        )
      ) : null}
      {needsPassword ? <WithdrawPassword binding={form.field('password')} /> : null}
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
