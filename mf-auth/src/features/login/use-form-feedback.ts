// How the auth forms give feedback on top of useForm:
// - the platform's answers (wrong password, invalid code, network trouble) stay on screen
//   until the player changes something; useForm recomputes every error from the schema when
//   any field is left after a submit, which would drop them as soon as focus moves on;
// - leaving a field that was never typed in says nothing ("required" comes with the
//   submit): a message appearing on blur moves the links below it, and a press that began
//   on "Forgot password?" would end beside it and get lost.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldBinding, FieldErrors, FormApi, FormValue } from '@omad/contract/remote';

export const useFormFeedback = (form: FormApi): FormApi => {
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const edited = useRef(new Set<string>());
  const clear = useCallback(
    () => setServerErrors((current) => (Object.keys(current).length === 0 ? current : {})),
    [],
  );
  const { field: formField, setValue: formSetValue, submit: formSubmit } = form;

  const field = useCallback(
    (name: string): FieldBinding => {
      const binding = formField(name);
      return {
        ...binding,
        // The rule's message comes first: it says what to fix in what is typed now.
        error: binding.error ?? serverErrors[name],
        onChange: (event) => {
          edited.current.add(name);
          clear();
          binding.onChange(event);
        },
        onBlur: () => {
          if (edited.current.has(name) || binding.value !== '') binding.onBlur();
        },
      };
    },
    [formField, serverErrors, clear],
  );

  const setValue = useCallback(
    (name: string, value: FormValue) => {
      edited.current.add(name);
      clear();
      formSetValue(name, value);
    },
    [formSetValue, clear],
  );

  const submit = useCallback<FormApi['submit']>(
    (action) => {
      clear();
      return formSubmit(action);
    },
    [formSubmit, clear],
  );

  return useMemo(
    () => ({
      ...form,
      errors: { ...serverErrors, ...form.errors },
      formError: form.formError ?? serverErrors[''] ?? null,
      field,
      setValue,
      setErrors: (errors: FieldErrors) => setServerErrors((current) => ({ ...current, ...errors })),
      submit,
    }),
    [form, serverErrors, field, setValue, submit],
  );
};
