// The feedback form's rules (the platform's limits, FEEDBACK_LIMITS) as a validation
// schema, and the platform's refusals of support.sendFeedback as messages on the form.
import { ErrorType, FEEDBACK_LIMITS, FieldErrorCode, isPlatformError } from '@omad/contract/api';
import {
  buildFormSchema,
  formatMessage,
  type FormSchema,
  type ValidationMessages,
} from '@omad/contract/validation';

export const FEEDBACK_FIELDS = ['name', 'email', 'message'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

export const feedbackSchema = (messages: ValidationMessages): FormSchema =>
  buildFormSchema(
    [
      { name: 'name', type: 'text', max: FEEDBACK_LIMITS.nameMax },
      { name: 'email', type: 'email' },
      {
        name: 'message',
        type: 'text',
        min: FEEDBACK_LIMITS.messageMin,
        max: FEEDBACK_LIMITS.messageMax,
      },
    ],
    messages,
  );

const tooLong = (field: FeedbackField, messages: ValidationMessages): string =>
  formatMessage(messages.maxLength, {
    max: field === 'name' ? FEEDBACK_LIMITS.nameMax : FEEDBACK_LIMITS.messageMax,
  });

/** The message for one `error_data` code of a field (an unknown code reads like INVALID). */
const fieldMessage = (field: FeedbackField, code: string, messages: ValidationMessages): string => {
  if (code === FieldErrorCode.Required)
    return field === 'email' ? messages.insertEmail : messages.required;
  if (code === FieldErrorCode.TooLong) return tooLong(field, messages);
  if (field === 'email') return messages.email;
  // The only other rule of the message is its minimum length.
  if (field === 'message')
    return formatMessage(messages.minLength, { min: FEEDBACK_LIMITS.messageMin });
  return messages.wrongField;
};

export type FeedbackErrorTexts = Readonly<{
  network: string;
  tooManyRequests: string;
  unknown: string;
}>;

/** The errors a refused or failed support.sendFeedback puts on the form ('' is the form). */
export const feedbackErrorsOf = (
  error: unknown,
  messages: ValidationMessages,
  texts: FeedbackErrorTexts,
): Record<string, string> => {
  if (!isPlatformError(error)) return { '': texts.unknown };
  const errors: Record<string, string> = {};
  for (const field of FEEDBACK_FIELDS) {
    const code = error.errorData[field]?.[0];
    if (code !== undefined) errors[field] = fieldMessage(field, code, messages);
  }
  if (Object.keys(errors).length > 0) return errors;
  if (error.type === ErrorType.TooManyRequests) return { '': texts.tooManyRequests };
  if (error.status === 0) return { '': texts.network };
  return { '': texts.unknown };
};
