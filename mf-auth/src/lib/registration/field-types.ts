// The validator type of a field type as forms-config writes it: most names are the
// validators' own, a few are spelled differently, and an unknown one is validated as text.
import type { FormFieldType } from '@omad/contract/validation';

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
