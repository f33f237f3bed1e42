// A form whose `login` field takes an e-mail or a phone. The rule follows what is typed
// (login-schema.ts), so the schema is rebuilt when the kind changes, and the login is trimmed
// when the field is left (autofill and pastes bring stray spaces).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldBinding, type FormApi, type FormValues } from '@omad/contract/remote';
import type { FormSchema, ValidationMessages } from '@omad/contract/validation';
import { loginKindOf, textOf, type LoginKind } from './login-schema';

type SchemaFor = (kind: LoginKind, messages: ValidationMessages) => FormSchema;

export const useLoginForm = (
  schemaFor: SchemaFor,
  messages: ValidationMessages,
  initial: FormValues,
): FormApi => {
  const [kind, setKind] = useState<LoginKind>(() => loginKindOf(textOf(initial, 'login')));
  const schema = useMemo(() => schemaFor(kind, messages), [schemaFor, kind, messages]);
  const form = useForm({ schema, initial });
  const login = textOf(form.values, 'login');
  const typedKind = loginKindOf(login);
  // Derived state, adjusted while rendering (React's pattern for it): no extra effect pass.
  if (typedKind !== kind) setKind(typedKind);

  // useForm checked the keystroke that changed the kind (or arrived before the CMS texts)
  // with the previous schema; once the new one is in, check the login again with it. The
  // value is kept as events write it, not as the last render saw it: a pending effect may
  // run after the next keystroke and must not put an older value back.
  const latestLogin = useRef(login);
  const { setValue } = form;
  useEffect(() => setValue('login', latestLogin.current), [setValue]);

  const field = useMemo(
    () =>
      (name: string): FieldBinding => {
        const binding = form.field(name);
        if (name !== 'login') return binding;
        return {
          ...binding,
          onChange: (event) => {
            latestLogin.current = event.target.value;
            binding.onChange(event);
          },
          onBlur: () => {
            const value = latestLogin.current;
            if (value !== value.trim()) {
              latestLogin.current = value.trim();
              form.setValue('login', value.trim());
            }
            binding.onBlur();
          },
        };
      },
    [form],
  );
  return useMemo(() => ({ ...form, field }), [form, field]);
};

/** A binding as the props a TextField takes (form values of text fields are strings). */
export const textFieldProps = (binding: FieldBinding) => ({
  name: binding.name,
  value: typeof binding.value === 'string' ? binding.value : '',
  error: binding.error,
  onChange: binding.onChange,
  onBlur: binding.onBlur,
  ref: binding.ref,
});
