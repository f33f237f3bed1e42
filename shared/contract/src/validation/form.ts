// The registration form builder: turns the field list of forms-config into one valibot
// schema and reports the first message per field, the way the form shows them.

import * as v from 'valibot';
import { fieldSchema } from './form-fields';
import type { FieldSchema, FormFieldConfig } from './form-fields';
import { DEFAULT_MESSAGES } from './messages';
import type { ValidationMessages } from './messages';

/** When a form validates: on every change ('eager') or only once submitted. */
export type ValidationStrategy = 'eager' | 'onSubmit';

/** A whole form's schema: field values in, validated values out. */
export type FormSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

// Each confirmation pairs with the nearest password field above it, else the first one.
const passwordPairs = (fields: readonly FormFieldConfig[]) =>
  fields.flatMap((field, index): Array<[password: string, confirm: string]> => {
    if (field.type !== 'passwordConfirm') return [];
    const above = fields.slice(0, index).filter((other) => other.type === 'password');
    const password = above[above.length - 1] ?? fields.find((other) => other.type === 'password');
    return password ? [[password.name, field.name]] : [];
  });

/** One object schema for the form; unknown keys in the values are dropped. */
export const buildFormSchema = (
  fields: readonly FormFieldConfig[],
  messages: ValidationMessages = DEFAULT_MESSAGES,
): FormSchema => {
  const entries: Record<string, FieldSchema> = {};
  for (const field of fields) entries[field.name] = fieldSchema(field, messages);
  const schema: FormSchema = v.object(entries, messages.wrongField);
  const pairs = passwordPairs(fields);
  if (pairs.length === 0) return schema;
  return v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      const failing = new Set(dataset.issues?.map((issue) => issue.path?.[0]?.key));
      for (const [password, confirm] of pairs) {
        // Only compare two otherwise valid fields, so a short password is reported as
        // short, not also as unequal (valibot's partialCheck still runs in that case).
        if (failing.has(password) || failing.has(confirm)) continue;
        if (values[password] === values[confirm]) continue;
        addIssue({
          message: messages.passwordsNotEqual,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: values,
              key: confirm,
              value: values[confirm],
            },
          ],
        });
      }
    }),
  );
};

/** The outcome of validating a whole form. */
export type FormResult =
  | { readonly ok: true; readonly values: Record<string, unknown> }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/**
 * Validates the values and keeps the first message of each failing field, keyed by
 * field name; an issue with the values as a whole (not an object) is keyed ''.
 */
export const validateForm = (schema: FormSchema, values: unknown): FormResult => {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, values: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
};
