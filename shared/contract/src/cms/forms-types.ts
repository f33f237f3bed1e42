// `forms-config`: validation texts that override the defaults of spec section 5, API error
// texts, the field lists of the registration, restore and profile forms, and the sum bounds.
import * as v from 'valibot';
import { list, optionalText, record } from './schema-kit';

/**
 * Validation messages by key. Every key is optional: a missing one falls back to the
 * default of spec section 5. $$min$$, $$max$$ and $$chars$$ are placeholders.
 */
export const ValidationTextsSchema = record({
  required: optionalText,
  email: optionalText,
  minLength: optionalText,
  maxLength: optionalText,
  phone: optionalText,
  fakename: optionalText,
  password: optionalText,
  name: optionalText,
  address: optionalText,
  iban: optionalText,
  date: optionalText,
  minValue: optionalText,
  maxValue: optionalText,
  /** Spec section 8 form errors. */
  wrongField: optionalText,
  insertEmail: optionalText,
  insertPhone: optionalText,
  shortPassword: optionalText,
  invalidCharacters: optionalText,
  passwordsNotEqual: optionalText,
  checkbox: optionalText,
  sumRange: optionalText,
  code: optionalText,
  smsCode: optionalText,
  sex: optionalText,
  postcode: optionalText,
  cardHolder: optionalText,
  url: optionalText,
});
export type ValidationTexts = v.InferOutput<typeof ValidationTextsSchema>;

export const FormFieldSchema = record({
  /** The API field name, e.g. 'phone', 'promo_code', 'first_name'. */
  name: v.string(),
  /**
   * Validator kind of spec section 5: email, phone, password, currency, promoCode, checkbox,
   * login, name, date, sex, text, address, postcode, custom, …
   */
  type: v.string(),
  /** Text types are required unless this is false (spec section 5). */
  isRequired: v.nullish(v.boolean(), true),
  /** A regex (source text) overriding the built-in rule, for custom and postcode fields. */
  regex: optionalText,
  /** Input mask: # digit, @ letter, * letter or digit. */
  mask: optionalText,
  label: v.string(),
  placeholder: optionalText,
  /** Choices of a select field (currency, sex). */
  options: list(record({ value: v.string(), label: v.string() })),
});
export type FormField = v.InferOutput<typeof FormFieldSchema>;

export const FormDefinitionSchema = record({
  title: v.string(),
  submitTitle: v.string(),
  /** Fields in display order. */
  fields: list(FormFieldSchema),
});
export type FormDefinition = v.InferOutput<typeof FormDefinitionSchema>;

export const CurrencyConditionSchema = record({
  currency: v.string(),
  minDeposit: v.number(),
  maxDeposit: v.number(),
  minWithdrawal: v.number(),
  maxWithdrawal: v.number(),
});
export type CurrencyCondition = v.InferOutput<typeof CurrencyConditionSchema>;

export const FormsConfigSchema = record({
  validationTexts: v.nullish(ValidationTextsSchema, {}),
  /** Texts for API error codes (error_data), e.g. promo code 'NOT_FOUND'. */
  apiValidationErrors: list(record({ code: v.string(), message: v.string() })),
  /** When the registration form validates: as the player types, or on submit. */
  registrationValidationStrategy: v.nullish(v.picklist(['eager', 'onSubmit']), 'eager'),
  registrationForm: FormDefinitionSchema,
  fastRegistrationForm: FormDefinitionSchema,
  restoreForm: FormDefinitionSchema,
  profileSettingsForm: FormDefinitionSchema,
  /** Deposit and withdrawal bounds per currency, for the sum validator. */
  currencyConditions: list(CurrencyConditionSchema),
});
export type FormsConfig = v.InferOutput<typeof FormsConfigSchema>;
