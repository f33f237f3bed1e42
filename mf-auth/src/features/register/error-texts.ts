// Turns a failed registration or profile save into messages under the fields the player
// typed: error_data codes first by the CMS texts (forms-config apiValidationErrors, keyed
// '<field>_<code>'), then by the validation texts and this app's own texts.
import { ErrorType, isPlatformError } from '@omad/contract/api';
import type { FieldErrors } from '@omad/contract/remote';
import type { ValidationMessages } from '@omad/contract/validation';

export type ApiErrorTexts = Readonly<{
  /** forms-config apiValidationErrors. */
  cms: readonly Readonly<{ code: string; message: string }>[];
  /** The resolved validation messages (CMS overrides on the defaults). */
  validation: ValidationMessages;
  emailTaken: string;
  phoneTaken: string;
  taken: string;
  tooMany: string;
  network: string;
  failed: string;
}>;

/** The CMS text for an API error code, matched case-insensitively. */
export const cmsErrorText = (cms: ApiErrorTexts['cms'], code: string): string | undefined =>
  cms.find((entry) => entry.code.toLowerCase() === code.toLowerCase())?.message;

/** The message for one field's first error code. */
export const fieldErrorText = (field: string, code: string, texts: ApiErrorTexts): string => {
  const fromCms = cmsErrorText(texts.cms, `${field}_${code}`);
  if (fromCms) return fromCms;
  const { validation } = texts;
  switch (code) {
    case 'ALREADY_EXISTS':
      return field === 'email'
        ? texts.emailTaken
        : field === 'phone'
          ? texts.phoneTaken
          : texts.taken;
    case 'REQUIRED':
      return field === 'email'
        ? validation.insertEmail
        : field === 'phone'
          ? validation.insertPhone
          : validation.required;
    default:
      return field === 'email'
        ? validation.email
        : field === 'phone'
          ? validation.phone
          : validation.wrongField;
  }
};

/**
 * Messages by field for a failed call. Codes of fields the form shows go under them; the
 * rest, and failures without field codes, become the form's own message (key '').
 */
export const apiFieldErrors = (
  error: unknown,
  shownFields: readonly string[],
  texts: ApiErrorTexts,
): FieldErrors => {
  if (!isPlatformError(error)) return { '': texts.failed };
  const errors: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, codes] of Object.entries(error.errorData)) {
    const [code] = codes;
    if (code === undefined) continue;
    const message = fieldErrorText(field, code, texts);
    if (shownFields.includes(field)) errors[field] = message;
    else elsewhere.push(message);
  }
  if (elsewhere.length > 0) errors[''] = elsewhere.join(' ');
  if (Object.keys(errors).length > 0) return errors;
  if (error.status === 0) return { '': texts.network };
  if (error.type === ErrorType.TooManyRequests) return { '': texts.tooMany };
  return { '': texts.failed };
};
