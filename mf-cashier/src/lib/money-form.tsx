// What the deposit and withdrawal forms share: the form's rules (the sum rule of spec section 5
// with the method's bounds in the player's currency, and the method's requisites with their
// masks), the amount field with its presets, and the requisites fields.
import { useCallback, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { TextField } from '@omad/ui';
import {
  FieldErrorCode,
  newIdempotencyKey,
  type PaymentMethod,
  type RequisiteField,
} from '@omad/contract/api';
import { formatDecimal } from '@omad/contract/format';
import type { FieldCodeTexts, FormApi, PlatformErrorTexts } from '@omad/contract/remote';
import {
  applyMask,
  fieldSchema,
  formatMessage,
  sumSchema,
  type FieldSchema,
  type FormSchema,
  type ValidationMessages,
} from '@omad/contract/validation';

/** The form value name of a requisite (the platform's error_data names it the same way). */
export const requisiteName = (field: RequisiteField): string => `requisites.${field.name}`;

/** The rules of a money form for one method: amount, requisites, and any extra fields. */
export const moneyFormSchema = (
  method: PaymentMethod,
  messages: ValidationMessages,
  extra: Readonly<Record<string, FieldSchema>> = {},
): FormSchema => {
  const entries: Record<string, FieldSchema> = {
    amount: sumSchema({ min: method.min, max: method.max }, messages),
    ...extra,
  };
  for (const field of method.requisites) {
    entries[requisiteName(field)] = fieldSchema(
      {
        name: requisiteName(field),
        type: field.type === 'cardHolder' ? 'cardHolder' : 'text',
        isRequired: field.required,
        ...(field.mask ? { mask: field.mask } : {}),
      },
      messages,
    );
  }
  return v.object(entries, messages.wrongField);
};

/**
 * What a refused money call says on the form (the contract's form path): field codes, the
 * amount's range with both bounds, no answer, throttling, anything else.
 */
export const moneyErrorTexts = (
  method: PaymentMethod,
  messages: ValidationMessages,
  t: TFunction,
  fields: Readonly<Record<string, FieldCodeTexts>> = {},
): PlatformErrorTexts => ({
  codes: {
    [FieldErrorCode.Invalid]: messages.wrongField,
    [FieldErrorCode.Required]: messages.required,
  },
  fields: {
    amount: {
      [FieldErrorCode.OutOfRange]: formatMessage(messages.sumRange, {
        min: formatDecimal(method.min),
        max: formatDecimal(method.max),
      }),
    },
    ...fields,
  },
  network: t('errors.network'),
  tooManyRequests: t('errors.tooManyRequests'),
  unknown: t('errors.unknown'),
});

/**
 * The idempotency key of a request that moves money: the same while the request is the same
 * (a double click, a retry after a lost answer), a new one when it changes or after `forget`.
 */
export const useIdempotencyKey = () => {
  const attempt = useRef<{ key: string; request: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const text = JSON.stringify(request);
    if (attempt.current?.request !== text)
      attempt.current = { key: newIdempotencyKey(), request: text };
    return attempt.current.key;
  }, []);
  const forget = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, forget };
};

/** The requisites of the typed values, as the platform takes them. */
export const requisitesOf = (
  method: PaymentMethod,
  values: Readonly<Record<string, unknown>>,
): Record<string, string> =>
  Object.fromEntries(
    method.requisites.map((field) => [field.name, String(values[requisiteName(field)] ?? '')]),
  );

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

type AmountProps = Readonly<{
  form: FormApi;
  method: PaymentMethod;
  symbol: string;
  /** Preset amounts (digits) to pick with one tap. */
  presets?: readonly string[];
}>;

export const AmountField = ({ form, method, symbol, presets = [] }: AmountProps) => {
  const { t } = useTranslation('cashier');
  const amount = form.field('amount');
  return (
    <div className="omad-money-form__amount">
      <TextField
        name="amount"
        label={t('form.amount')}
        hint={t('form.bounds', {
          min: formatDecimal(method.min),
          max: formatDecimal(method.max),
          symbol,
        })}
        value={text(amount.value)}
        error={amount.error}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          // Digits only: anything else a keyboard or a paste brings is dropped as typed.
          form.setValue('amount', event.target.value.replace(/\D/g, ''))
        }
        onBlur={amount.onBlur}
        ref={amount.ref}
        inputMode="numeric"
        autoComplete="off"
        suffix={symbol}
        required
        data-testid="amount"
      />
      {presets.length > 0 ? (
        <div className="omad-money-form__presets" role="group" aria-label={t('form.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="omad-money-form__preset"
              aria-pressed={text(amount.value) === preset}
              onClick={() => form.setValue('amount', preset)}
            >
              {formatDecimal(preset)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
};

export const RequisiteFields = ({
  form,
  method,
}: Readonly<{ form: FormApi; method: PaymentMethod }>) => {
  const { t } = useTranslation('cashier');
  return (
    <>
      {method.requisites.map((field) => {
        const name = requisiteName(field);
        const binding = form.field(name);
        return (
          <TextField
            key={name}
            name={name}
            label={t(`requisite.${field.name}`, { defaultValue: field.name })}
            hint={field.mask ? t('form.mask', { mask: field.mask.replace(/#/g, '0') }) : undefined}
            value={text(binding.value)}
            error={binding.error}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              form.setValue(
                name,
                field.mask ? applyMask(field.mask, event.target.value) : event.target.value,
              )
            }
            onBlur={binding.onBlur}
            ref={binding.ref}
            inputMode={field.mask && !field.mask.includes('@') ? 'numeric' : undefined}
            autoComplete={
              field.name === 'card_number'
                ? 'cc-number'
                : field.name === 'card_expiry'
                  ? 'cc-exp'
                  : field.name === 'card_holder'
                    ? 'cc-name'
                    : field.type === 'phone'
                      ? 'tel'
                      : 'off'
            }
            required={field.required}
          />
        );
      })}
    </>
  );
};
