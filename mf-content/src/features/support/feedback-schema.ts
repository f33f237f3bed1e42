// The feedback form's rules (the platform's limits, FEEDBACK_LIMITS) as a validation
// schema, and the texts of its refusals by support.sendFeedback.
import { FEEDBACK_LIMITS, FieldErrorCode } from '@omad/contract/api';
import type { PlatformErrorTexts } from '@omad/contract/remote';
import {
  buildFormSchema,
  formatMessage,
  type FormSchema,
  type ValidationMessages,
} from '@omad/contract/validation';

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

const maxLength = (messages: ValidationMessages, max: number): string =>
  formatMessage(messages.maxLength, { max });

export type FeedbackErrorTexts = Readonly<{
  network: string;
  tooManyRequests: string;
  unknown: string;
}>;

/**
 * What a refused support.sendFeedback says, for the contract's form path (form.fail). The
 * platform's codes are the rules of this form: a message is INVALID only when too short.
 */
export const feedbackErrorTexts = (
  messages: ValidationMessages,
  texts: FeedbackErrorTexts,
): PlatformErrorTexts => ({
  codes: {
    [FieldErrorCode.Required]: messages.required,
    [FieldErrorCode.TooLong]: maxLength(messages, FEEDBACK_LIMITS.messageMax),
    [FieldErrorCode.Invalid]: messages.wrongField,
  },
  fields: {
    name: { [FieldErrorCode.TooLong]: maxLength(messages, FEEDBACK_LIMITS.nameMax) },
    email: {
      [FieldErrorCode.Required]: messages.insertEmail,
      [FieldErrorCode.Invalid]: messages.email,
    },
    message: {
      [FieldErrorCode.Invalid]: formatMessage(messages.minLength, {
        min: FEEDBACK_LIMITS.messageMin,
      }),
    },
  },
  ...texts,
});
