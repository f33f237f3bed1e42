// How one field of forms-config maps to its rule: the type picks the schema factory,
// isRequired, regex, min and max become its options, and a mask adds a completeness check.

import * as v from 'valibot';
import { checkboxSchema, promoCodeSchema, sexSchema } from './choice';
import { emailSchema, phoneSchema } from './contact';
import { dateSchema } from './date';
import { isMaskComplete } from './mask';
import type { ValidationMessages } from './messages';
import { addressSchema, cardHolderSchema, fakenameSchema, nameSchema } from './name';
import { codeSchema } from './numeric';
import { passwordSchema } from './password';
import { customSchema, postcodeSchema, textSchema } from './text';

/** The field types forms-config can declare. */
export type FormFieldType =
  | 'email'
  | 'phone'
  | 'password'
  | 'passwordConfirm'
  | 'text'
  | 'login'
  | 'name'
  | 'first_name'
  | 'last_name'
  | 'fakename'
  | 'address'
  | 'postcode'
  | 'date'
  | 'sex'
  | 'checkbox'
  | 'promo_code'
  | 'currency'
  | 'code'
  | 'custom'
  | 'cardHolder'
  | 'documentType'
  | 'documentNumber'
  | 'cpf';

/** One field of a form as forms-config describes it. */
export interface FormFieldConfig {
  /** The key of the field's value in the form values. */
  readonly name: string;
  /** Which rule applies. */
  readonly type: FormFieldType;
  /** False makes an empty value valid; default true. Password and code ignore it. */
  readonly isRequired?: boolean;
  /** Pattern source for postcode and custom fields. */
  readonly regex?: string;
  /** Input mask; a non-empty value must fill it completely. */
  readonly mask?: string;
  /** Text types: minimum length. Date: earliest day, epoch ms. */
  readonly min?: number;
  /** Text types: maximum length. Date: latest day, epoch ms. */
  readonly max?: number;
}

/** The schema of one field's value. */
export type FieldSchema = v.GenericSchema<unknown, unknown>;

const ruleFor = (field: FormFieldConfig, messages: ValidationMessages): FieldSchema => {
  const { isRequired, regex, min, max } = field;
  switch (field.type) {
    case 'email':
      return emailSchema(messages, { isRequired });
    case 'phone':
      return phoneSchema(messages, { isRequired });
    case 'password':
      return passwordSchema(messages);
    case 'name':
    case 'first_name':
    case 'last_name':
      return nameSchema(messages, { isRequired });
    case 'fakename':
      return fakenameSchema(messages, { isRequired });
    case 'address':
      return addressSchema(messages, { isRequired });
    case 'postcode':
      return postcodeSchema(messages, { isRequired, regex });
    case 'custom':
      return customSchema(messages, { isRequired, regex });
    case 'date':
      return dateSchema(messages, { isRequired, min, max });
    case 'sex':
      return sexSchema(messages, { isRequired });
    case 'checkbox':
      return checkboxSchema(messages, { isRequired });
    case 'promo_code':
      return promoCodeSchema();
    case 'code':
      return codeSchema(messages);
    case 'cardHolder':
      return cardHolderSchema(messages, { isRequired });
    // The confirmation is only required here; buildFormSchema checks that it is equal.
    // A type a newer forms-config adds (default) is read as text instead of breaking the form.
    case 'passwordConfirm':
    case 'currency':
    case 'text':
    case 'login':
    case 'documentType':
    case 'documentNumber':
    case 'cpf':
    default:
      return textSchema(messages, { isRequired, minLength: min, maxLength: max });
  }
};

// A mask error reads as a phone error on a phone field and as a wrong field elsewhere.
const withMask = (schema: FieldSchema, field: FormFieldConfig, messages: ValidationMessages) => {
  const { mask } = field;
  if (!mask) return schema;
  const message = field.type === 'phone' ? messages.phone : messages.wrongField;
  return v.pipe(
    schema,
    v.check(
      (value) => typeof value !== 'string' || value === '' || isMaskComplete(mask, value),
      message,
    ),
  );
};

/** The schema of one configured field, mask check included. */
export const fieldSchema = (field: FormFieldConfig, messages: ValidationMessages): FieldSchema =>
  withMask(ruleFor(field, messages), field, messages);
