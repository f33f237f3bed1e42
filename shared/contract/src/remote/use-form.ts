// Form state for every remote's forms: values kept exactly as typed (nothing is lost on
// an error), field errors from the valibot schema (eager: as the player types once a field
// was left; onSubmit: after the first submit), platform refusals read once (`fail`, see
// form-errors.ts) and put on their fields, and focus on the first field to fix after a
// refused submit.
import { useCallback, useContext, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { validateForm, type FormSchema, type ValidationStrategy } from '../validation/index';
import { RemotePropsContext } from './context';
import { platformFormErrors, type PlatformErrorTexts } from './form-errors';
import { useFieldFocus } from './use-field-focus';

export type FormValue = string | boolean;
export type FormValues = Readonly<Record<string, FormValue>>;
export type FieldErrors = Readonly<Record<string, string>>;

export type FieldBinding = Readonly<{
  name: string;
  value: FormValue;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  /** Give it to the field's input: focus after a refused submit follows the page order. */
  ref: (element: HTMLElement | null) => void;
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
  /** Puts a failed platform call on the form: field codes, network, 429, anything else. */
  fail: (error: unknown, texts: PlatformErrorTexts) => void;
  /** Validates, then runs `action` with the parsed values; errors keep the typed values. */
  submit: (action: (values: Readonly<Record<string, unknown>>) => Promise<void>) => Promise<void>;
}>;

type Options = Readonly<{ schema: FormSchema; initial: FormValues; strategy?: ValidationStrategy }>;

const fieldErrorsOf = (schema: FormSchema, values: FormValues): FieldErrors => {
  const result = validateForm(schema, values);
  return result.ok ? {} : result.errors;
};

const isEmpty = (value: FormValue | undefined): boolean =>
  value === undefined || value === '' || value === false;

const withoutField = (errors: FieldErrors, name: string): FieldErrors => {
  if (!(name in errors) && !('' in errors)) return errors;
  const { [name]: _field, '': _form, ...rest } = errors;
  return rest;
};

export const useForm = ({ schema, initial, strategy = 'eager' }: Options): FormApi => {
  const [values, setValues] = useState<FormValues>(initial);
  // The latest values, for handlers that run before React re-renders.
  const latest = useRef<FormValues>(initial);
  const [errorState, setErrorState] = useState<FieldErrors>({});
  // Platform messages stay on their field until the player changes that field or submits
  // again; the ref lets `submit` see what its action put there.
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const server = useRef<FieldErrors>({});
  const setServer = useCallback((next: FieldErrors) => {
    if (next === server.current) return;
    server.current = next;
    setServerErrors(next);
  }, []);
  // The rule's message comes first: it says what to fix in what is typed now.
  const errors = useMemo(() => ({ ...serverErrors, ...errorState }), [errorState, serverErrors]);
  const [submitting, setSubmitting] = useState(false);
  const touched = useRef(new Set<string>());
  const edited = useRef(new Set<string>());
  const registered = useRef(new Set<string>());
  const submitted = useRef(false);
  const { refOf, focusFirst } = useFieldFocus();

  const revalidate = useCallback(
    (next: FormValues, name: string) => {
      const live = submitted.current || (strategy === 'eager' && touched.current.has(name));
      if (!live) {
        setErrorState((current) => withoutField(current, name));
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
      const changed = latest.current[name] !== value;
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      // Setting the value a field already has (a re-check with a new schema) changes nothing
      // the platform answered.
      if (changed) {
        edited.current.add(name);
        setServer(withoutField(server.current, name));
      }
      revalidate(next, name);
    },
    [revalidate, setServer],
  );

  const field = useCallback(
    (name: string): FieldBinding => {
      registered.current.add(name);
      return {
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
          // Leaving a field never typed in says nothing ("required" comes with the submit):
          // a message appearing on blur moves what is below it, and a press that began on
          // a link under the field would end beside it.
          if (!edited.current.has(name) && isEmpty(latest.current[name])) return;
          touched.current.add(name);
          if (strategy === 'eager') revalidate(latest.current, name);
        },
        ref: refOf(name),
      };
    },
    [values, errors, setValue, revalidate, strategy, refOf],
  );

  const setErrors = useCallback(
    (next: FieldErrors) => setServer({ ...server.current, ...next }),
    [setServer],
  );

  // The shell's locale, for the words the contract adds (a slowed call's wait).
  const locale = useContext(RemotePropsContext)?.locale;
  const fail = useCallback(
    (error: unknown, texts: PlatformErrorTexts) =>
      setErrors(platformFormErrors(error, texts, [...registered.current], locale)),
    [setErrors, locale],
  );

  const submit = useCallback(
    async (action: (parsed: Readonly<Record<string, unknown>>) => Promise<void>) => {
      submitted.current = true;
      // A new attempt answers for itself: the last one's platform messages go.
      setServer({});
      const result = validateForm(schema, latest.current);
      if (!result.ok) {
        setErrorState(result.errors);
        focusFirst(Object.keys(result.errors));
        return;
      }
      setErrorState({});
      setSubmitting(true);
      try {
        await action(result.values);
      } finally {
        setSubmitting(false);
      }
      focusFirst(Object.keys(server.current));
    },
    [schema, setServer, focusFirst],
  );

  return useMemo(
    () => ({
      values,
      errors,
      formError: errors[''] ?? null,
      submitting,
      field,
      setValue,
      setErrors,
      fail,
      submit,
    }),
    [values, errors, submitting, field, setValue, setErrors, fail, submit],
  );
};
