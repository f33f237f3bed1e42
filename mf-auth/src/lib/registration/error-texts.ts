// What a refused registration or profile save says, for the contract's form path
// (form.fail): the CMS texts first (forms-config apiValidationErrors, keyed
// '<field>_<code>'), then the validation texts and this app's own.
import { FieldErrorCode } from '@omad/contract/api';
import type { FieldCodeTexts, PlatformErrorTexts } from '@omad/contract/remote';
import type { ValidationMessages } from '@omad/contract/validation';

type CmsErrorTexts = readonly Readonly<{ code: string; message: string }>[];

export type RegistrationErrorTexts = Readonly<{
  /** forms-config apiValidationErrors. */
  cms: CmsErrorTexts;
  /** The resolved validation messages (CMS overrides on the defaults). */
  validation: ValidationMessages;
  emailTaken: string;
  phoneTaken: string;
  taken: string;
  /** A password on the platform's list of common ones (FieldErrorCode.Common). */
  commonPassword: string;
  tooMany: string;
  network: string;
  failed: string;
}>;

/** The CMS entries of one field ('email_ALREADY_EXISTS' for email), by their code. */
const cmsTextsOf = (cms: CmsErrorTexts, field: string): FieldCodeTexts => {
  const prefix = `${field.toLowerCase()}_`;
  const texts: Record<string, string> = {};
  for (const entry of cms) {
    if (!entry.code.toLowerCase().startsWith(prefix)) continue;
    const code = entry.code.slice(prefix.length).toUpperCase();
    // The first entry of a code wins, as a lookup would find it.
    texts[code] ??= entry.message;
  }
  return texts;
};

/** The texts of a registration form whose fields are `fields` (the CMS speaks of these). */
export const registrationErrorTexts = (
  fields: readonly string[],
  texts: RegistrationErrorTexts,
): PlatformErrorTexts => {
  const { validation } = texts;
  const own: Record<string, FieldCodeTexts> = {
    email: {
      [FieldErrorCode.AlreadyExists]: texts.emailTaken,
      [FieldErrorCode.Required]: validation.insertEmail,
      [FieldErrorCode.Invalid]: validation.email,
    },
    phone: {
      [FieldErrorCode.AlreadyExists]: texts.phoneTaken,
      [FieldErrorCode.Required]: validation.insertPhone,
      [FieldErrorCode.Invalid]: validation.phone,
    },
  };
  return {
    codes: {
      [FieldErrorCode.AlreadyExists]: texts.taken,
      // Only password fields are refused as common, whatever the form names them.
      [FieldErrorCode.Common]: texts.commonPassword,
      [FieldErrorCode.Required]: validation.required,
      [FieldErrorCode.Invalid]: validation.wrongField,
    },
    fields: Object.fromEntries(
      [...new Set([...fields, ...Object.keys(own)])].map((field) => [
        field,
        { ...own[field], ...cmsTextsOf(texts.cms, field) },
      ]),
    ),
    network: texts.network,
    tooManyRequests: texts.tooMany,
    unknown: texts.failed,
  };
};
