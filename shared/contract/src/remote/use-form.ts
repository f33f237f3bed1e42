// Form state for every remote's forms: values kept exactly as typed (nothing is lost on
// an error), field errors from the valibot schema (eager: as the player types once a field
// was touched; onSubmit: after the first submit), server errors placed on their fields.
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { validateForm, type FormSchema, type ValidationStrategy } from '../validation/index';

export type FormValue = string | boolean;
export type FormValues = Readonly<Record<string, FormValue>>;
export type FieldErrors = Readonly<Record<string, string>>;

export type FieldBinding = Readonly<{
  name: string;
  value: FormValue;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}>;

export type FormApi = Readonly<{
  values: FormValues;
  errors: FieldErrors;
  /** An error that belongs to no field (shown above the submit button). */
  formError: string | null;
  submitting: boolean;
  field: (name: string) => FieldBinding;
  setValue: (name: string, value: FormValue) => void;
  /** Puts server-side messages on fields ('' for the whole form). */
  setErrors: (errors: FieldErrors) => void;
  /** Validates, then runs `action` with the parsed values; errors keep the typed values. */
  submit: (action: (values: Readonly<Record<string, unknown>>) => Promise<void>) => Promise<void>;
}>;

type Options = Readonly<{ schema: FormSchema; initial: FormValues; strategy?: ValidationStrategy }>;

const fieldErrorsOf = (schema: FormSchema, values: FormValues): FieldErrors => {
  const result = validateForm(schema, values);
  return result.ok ? {} : result.errors;
};

export const useForm = ({ schema, initial, strategy = 'eager' }: Options): FormApi => {
  const [values, setValues] = useState<FormValues>(initial);
  // The latest values, for handlers that run before React re-renders.
  const latest = useRef<FormValues>(initial);
  const [errorState, setErrorState] = useState<FieldErrors>({});
  // Server messages stay on their field until the player changes that field.
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const errors = useMemo(() => ({ ...errorState, ...serverErrors }), [errorState, serverErrors]);
  const [submitting, setSubmitting] = useState(false);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);

  const revalidate = useCallback(
    (next: FormValues, name: string) => {
      const live = submitted.current || (strategy === 'eager' && touched.current.has(name));
      if (!live) {
        setErrorState((current) => {
          const { [name]: _cleared, '': _form, ...rest } = current;
          return rest;
        });
        return;
      }
      const all = fieldErrorsOf(schema, next);
      setErrorState((current) => {
        const visible = submitted.current ? all : { ...current, [name]: all[name] ?? '' };
        return Object.fromEntries(
          Object.entries(visible).filter(([key, message]) => key !== '' && message),
        );
      });
    },
    [schema, strategy],
  );

  const setValue = useCallback(
    (name: string, value: FormValue) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      setServerErrors((current) => {
        if (!(name in current) && !('' in current)) return current;
        const { [name]: _field, '': _form, ...rest } = current;
        return rest;
      });
      revalidate(next, name);
    },
    [revalidate],
  );

  const field = useCallback(
    (name: string): FieldBinding => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event) => {
        const target = event.target;
        setValue(
          name,
          target instanceof HTMLInputElement && target.type === 'checkbox'
            ? target.checked
            : target.value,
        );
      },
      onBlur: () => {
        touched.current.add(name);
        if (strategy === 'eager') revalidate(latest.current, name);
      },
    }),
    [values, errors, setValue, revalidate, strategy],
  );

  const submit = useCallback(
    async (action: (parsed: Readonly<Record<string, unknown>>) => Promise<void>) => {
      submitted.current = true;
      const result = validateForm(schema, latest.current);
      if (!result.ok) {
        setErrorState(result.errors);
        return;
      }
      setErrorState({});
      setServerErrors({});
      setSubmitting(true);
      try {
        await action(result.values);
      } finally {
        setSubmitting(false);
      }
    },
    [schema],
  );

  return useMemo(
    () => ({
      values,
      errors,
      formError: errors[''] ?? null,
      submitting,
      field,
      setValue,
      setErrors: (next: FieldErrors) => setServerErrors((current) => ({ ...current, ...next })),
      submit,
    }),
    [values, errors, submitting, field, setValue, submit],
  );
};
