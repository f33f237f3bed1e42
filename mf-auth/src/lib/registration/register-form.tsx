// One registration form (full or fast) built from its CMS definition: validated by the
// spec section 5 rules with the CMS messages, eagerly or on submit as the CMS says. Typed
// values stay as they are on any error; a typed promo code is kept in local storage.
import { useMemo, type FormEvent } from 'react';
import { Button } from '@omad/ui';
import { useTranslation } from 'react-i18next';
import {
  CmsFormField,
  useForm,
  type FormApi,
  type FormPlan,
  type FormValue,
} from '@omad/contract/remote';
import { buildFormSchema, type ValidationStrategy } from '@omad/contract/validation';
import type { ValidationMessages } from '@omad/contract/validation';
import { savePromoCode } from './promo-code';

type Props = Readonly<{
  plan: FormPlan;
  initial: Readonly<Record<string, FormValue>>;
  messages: ValidationMessages;
  strategy: ValidationStrategy;
  submitTitle: string;
  /** Runs with the validated values; puts server errors on the form itself. */
  onSubmit: (values: Readonly<Record<string, unknown>>, form: FormApi) => Promise<void>;
  testId: string;
}>;

export const RegisterForm = (props: Props) => {
  const { plan, messages, strategy } = props;
  const { t } = useTranslation('auth');
  const schema = useMemo(() => buildFormSchema(plan.validation, messages), [plan, messages]);
  const form = useForm({ schema, initial: props.initial, strategy });

  const setValue = (name: string, value: FormValue) => {
    form.setValue(name, value);
    const field = plan.fields.find((candidate) => candidate.name === name);
    if (field?.type === 'promo_code' && typeof value === 'string') {
      savePromoCode(value);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    // After a refusal useForm moves focus to the first field to fix.
    void form.submit((values) => props.onSubmit(values, form));
  };

  return (
    <form className="omad-register-form" noValidate onSubmit={submit} data-testid={props.testId}>
      {plan.fields.map((field) => {
        const binding = form.field(field.name);
        const isPromo = field.type === 'promo_code';
        return (
          <CmsFormField
            key={field.name}
            field={field}
            binding={
              isPromo
                ? { ...binding, onChange: (event) => setValue(field.name, event.target.value) }
                : binding
            }
            setValue={setValue}
            showPasswordLabel={t('register.showPassword')}
            hidePasswordLabel={t('register.hidePassword')}
          />
        );
      })}
      {form.formError ? (
        <p className="omad-register-form__error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" fullWidth size="lg" loading={form.submitting}>
        {props.submitTitle}
      </Button>
    </form>
  );
};
