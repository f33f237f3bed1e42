// Public surface of '@omad/contract/validation': the field rules of spec section 5 as
// valibot schema factories, their messages, input masks and the registration form builder.

export { DEFAULT_MESSAGES, resolveMessages, formatMessage } from './messages';
export type { ValidationMessages } from './messages';
export { firstError } from './base';
export type { FieldOptions } from './base';
export { passwordSchema, passwordConfirmSchema, isPassword, PASSWORD_CHARACTER } from './password';
export { codeSchema, isSumInRange, sumSchema } from './numeric';
export type { SumBounds } from './numeric';
export {
  nameSchema,
  alternativeNameSchema,
  addressSchema,
  lettersSchema,
  cardHolderSchema,
  fakenameSchema,
  NAME_SPECIAL_CHARACTERS,
  LETTERS_PATTERN,
  CARD_HOLDER_PATTERN,
} from './name';
export {
  emailSchema,
  phoneSchema,
  normalizeLogin,
  isEmail,
  isPhone,
  EMAIL_PATTERN,
  PHONE_PATTERN,
} from './contact';
export { dateSchema, parseDate } from './date';
export type { DateOptions } from './date';
export { textSchema, postcodeSchema, customSchema, DEFAULT_POSTCODE_PATTERN } from './text';
export type { TextOptions, PatternOptions } from './text';
export { sexSchema, checkboxSchema, promoCodeSchema } from './choice';
export { urlSchema, iconUrlSchema, isUrl, isIconUrl } from './url';
export { applyMask, isMaskComplete } from './mask';
export { fieldSchema } from './form-fields';
export type { FormFieldConfig, FormFieldType, FieldSchema } from './form-fields';
export { buildFormSchema, validateForm } from './form';
export type { FormSchema, FormResult, ValidationStrategy } from './form';
