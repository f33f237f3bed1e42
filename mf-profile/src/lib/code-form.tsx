// A 6-digit code the platform sent the player (a contact's confirmation, the two-factor
// switch): the code rule of spec section 5, and a refused code marked on its field with the
// sms-code text (spec section 8); the typed code stays.
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@omad/ui';
import { useForm } from '@omad/contract/remote';
import { buildFormSchema } from '@omad/contract/validation';
import { useProfileErrors, useProfileMessages } from './use-profile-errors';

const CODE_RULES = [{ name: 'code', type: 'code', isRequired: true }] as const;

type Props = Readonly<{
  /** Sends the code; a rejection is shown on the form. */
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
  /** Above the field: where the code went. */
  hint?: ReactNode;
  testId?: string;
}>;

export const CodeForm = ({ onCode, submitLabel, hint, testId }: Props) => {
  const { t } = useTranslation('profile');
  const messages = useProfileMessages();
  const schema = useMemo(() => buildFormSchema(CODE_RULES, messages), [messages]);
  const form = useForm({ schema, initial: { code: '' } });
  const errors = useProfileErrors({ code: { INVALID: t('errors.smsCode') } });
  const binding = form.field('code');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    void form.submit(async (values) => {
      try {
        await onCode(String(values.code));
      } catch (error) {
        form.fail(error, errors);
      }
    });
  };
  return (
    <form className="omad-profile__form" noValidate onSubmit={submit} data-testid={testId}>
      {hint ? (
        <p className="omad-profile__hint" role="status">
          {hint}
        </p>
      ) : null}
      <div className="omad-profile__code">
        <TextField
          {...binding}
          value={typeof binding.value === 'string' ? binding.value : ''}
          label={t('settings.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-field="code"
        />
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
      </div>
      {form.formError ? (
        <p className="omad-profile__error" role="alert">
          {form.formError}
        </p>
      ) : null}
    </form>
  );
};
