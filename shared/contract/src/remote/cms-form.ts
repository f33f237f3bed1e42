// How a CMS form definition (forms-config) becomes what a form renders, validates and sends:
// each field's control and validator type, and the currency choice narrowed to the currencies
// actually offered (a single one is sent without being asked). Registration (mf-auth) and the
// profile settings (mf-profile) render their CMS forms from one plan.
import type { FormDefinition } from '../cms';
import type { FormFieldConfig, FormFieldType } from '../validation';
import type { FormValue } from './use-form';

const VALIDATOR_TYPES: readonly FormFieldType[] = [
  'email',
  'phone',
  'password',
  'passwordConfirm',
  'text',
  'login',
  'name',
  'first_name',
  'last_name',
  'fakename',
  'address',
  'postcode',
  'date',
  'sex',
  'checkbox',
  'promo_code',
  'currency',
  'code',
  'custom',
  'cardHolder',
  'documentType',
  'documentNumber',
  'cpf',
];

// forms-config writes some types differently from the validators ('promoCode').
const TYPE_ALIASES: Readonly<Record<string, FormFieldType>> = {
  promoCode: 'promo_code',
  promocode: 'promo_code',
  password_confirm: 'passwordConfirm',
};

/** The validator type of a CMS field type; an unknown type is validated as text. */
export const validatorTypeOf = (type: string): FormFieldType => {
  return TYPE_ALIASES[type] ?? VALIDATOR_TYPES.find((known) => known === type) ?? 'text';
};

export type Choice = Readonly<{ value: string; label: string }>;

export type PlannedField = Readonly<{
  name: string;
  type: FormFieldType;
  control: 'input' | 'select' | 'checkbox';
  label: string;
  placeholder: string | undefined;
  mask: string | undefined;
  isRequired: boolean;
  options: readonly Choice[];
}>;

export type FormPlan = Readonly<{
  /** The fields shown, in CMS order. */
  fields: readonly PlannedField[];
  /** Rules of the shown fields, for buildFormSchema. */
  validation: readonly FormFieldConfig[];
  /** Values sent without a field (the only currency on offer). */
  fixed: Readonly<Record<string, string>>;
}>;

export type Currency = Readonly<{ code: string; symbol: string }>;

/** The platform's available currencies that the CMS also knows (with their symbols). */
export const offeredCurrencies = (
  available: readonly string[],
  known: readonly Currency[],
): readonly Currency[] =>
  available.flatMap((code) => {
    const currency = known.find((candidate) => candidate.code === code);
    // Without CMS currencies (content unavailable) the code stands for itself.
    return currency ? [currency] : known.length === 0 ? [{ code, symbol: code }] : [];
  });

export const planForm = (
  definition: Pick<FormDefinition, 'fields'>,
  offered: readonly Currency[],
  currencyLabel: (currency: Currency) => string,
): FormPlan => {
  const fields: PlannedField[] = [];
  const fixed: Record<string, string> = {};
  for (const field of definition.fields) {
    const type = validatorTypeOf(field.type);
    let options: readonly Choice[] = field.options;
    if (type === 'currency') {
      const codes = offered.map((currency) => currency.code);
      options =
        field.options.length > 0
          ? field.options.filter((option) => codes.includes(option.value))
          : offered.map((currency) => ({ value: currency.code, label: currencyLabel(currency) }));
      const [only] = options;
      if (options.length <= 1) {
        if (only) fixed[field.name] = only.value;
        continue;
      }
    }
    fields.push({
      name: field.name,
      type,
      control:
        type === 'checkbox'
          ? 'checkbox'
          : options.length > 0 || type === 'sex'
            ? 'select'
            : 'input',
      label: field.label,
      placeholder: field.placeholder ?? undefined,
      mask: field.mask ?? undefined,
      isRequired: field.isRequired,
      options,
    });
  }
  const validation = fields.map((field): FormFieldConfig => ({
    name: field.name,
    type: field.type,
    isRequired: field.isRequired,
    regex: definition.fields.find((source) => source.name === field.name)?.regex ?? undefined,
    mask: field.mask,
  }));
  return { fields, validation, fixed };
};

/** Starting values: empty text, unchecked boxes, the default currency, the known promo code. */
export const initialValues = (
  plan: FormPlan,
  known: Readonly<{ promoCode: string; defaultCurrency: string | undefined }>,
): Record<string, FormValue> =>
  Object.fromEntries(
    plan.fields.map((field): [string, FormValue] => {
      if (field.control === 'checkbox') return [field.name, false];
      if (field.type === 'promo_code') return [field.name, known.promoCode];
      if (field.type === 'currency') {
        const preset = field.options.some((option) => option.value === known.defaultCurrency);
        return [field.name, preset && known.defaultCurrency ? known.defaultCurrency : ''];
      }
      return [field.name, ''];
    }),
  );

/** The body of the API call: filled fields as typed (booleans as '1'/'0') plus fixed values. */
export const submission = (
  plan: FormPlan,
  values: Readonly<Record<string, unknown>>,
): Record<string, string | boolean> => {
  const body: Record<string, string | boolean> = { ...plan.fixed };
  for (const field of plan.fields) {
    const value = values[field.name];
    if (typeof value === 'boolean') body[field.name] = value;
    else if (typeof value === 'string' && value.trim() !== '') body[field.name] = value;
  }
  return body;
};
