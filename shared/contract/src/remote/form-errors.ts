// The one reading of a failed platform call for a form: which message goes under which
// field, and which is said for the whole form. useForm's `fail` applies it; every form
// supplies only its texts.
import { ErrorType, FieldErrorCode, isPlatformError } from '../api/errors';
import { waitAdvice } from '../format/wait';

/** Texts by `error_data` code (`FieldErrorCode` values); INVALID stands for codes without one. */
export type FieldCodeTexts = Readonly<Record<string, string>>;

/** What a form says for each way a platform call can fail. */
export type PlatformErrorTexts = Readonly<{
  /** Texts by field error code for any field; `INVALID` is required. */
  codes: FieldCodeTexts & Readonly<{ [FieldErrorCode.Invalid]: string }>;
  /** Texts by field name, then code, over `codes` (a taken e-mail is not a taken phone). */
  fields?: Readonly<Record<string, FieldCodeTexts>>;
  /** The request got no answer (the client reports status 0). */
  network: string;
  /**
   * TooManyRequestsException: what happened ("Too many attempts."); the form adds how long
   * to wait from the answer's retry_after, in the form's language (`waitAdvice`).
   */
  tooManyRequests: string;
  /** Any other failure, or something that is not a PlatformError at all. */
  unknown: string;
  /** Other failures show the platform's own message when it has one, instead of `unknown`. */
  platformMessage?: boolean;
}>;

/** The message for one field's code: the field's text, the code's, then INVALID's. */
const fieldCodeText = (field: string, code: string, texts: PlatformErrorTexts): string => {
  const own = texts.fields?.[field];
  return own?.[code] ?? texts.codes[code] ?? own?.[FieldErrorCode.Invalid] ?? texts.codes.INVALID;
};

/**
 * Messages by field for a failed call ('' is the form itself). The checks run in one order:
 * 1. anything that is not a PlatformError: `unknown`;
 * 2. field codes under `error_data`: the first code of each field, under that field when the
 *    form has it (`formFields`), otherwise joined into the form's message;
 * 3. no answer at all (status 0): `network` (such a failure carries no type of its own);
 * 4. TooManyRequestsException: `tooManyRequests` and the wait (`waitAdvice` in `locale`);
 * 5. any other type: `unknown`, or the platform's message when the form asks for it.
 */
export const platformFormErrors = (
  error: unknown,
  texts: PlatformErrorTexts,
  formFields: readonly string[],
  locale = 'uz',
): Readonly<Record<string, string>> => {
  if (!isPlatformError(error)) return { '': texts.unknown };
  const errors: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, codes] of Object.entries(error.errorData)) {
    const [code] = codes;
    if (code === undefined) continue;
    const message = fieldCodeText(field, code, texts);
    if (formFields.includes(field)) errors[field] = message;
    else if (!elsewhere.includes(message)) elsewhere.push(message);
  }
  if (elsewhere.length > 0) errors[''] = elsewhere.join(' ');
  if (Object.keys(errors).length > 0) return errors;
  if (error.status === 0) return { '': texts.network };
  if (error.type === ErrorType.TooManyRequests) {
    return { '': `${texts.tooManyRequests} ${waitAdvice(error.retryAfterSeconds, locale)}` };
  }
  if (texts.platformMessage && error.message.trim() !== '') return { '': error.message };
  return { '': texts.unknown };
};
