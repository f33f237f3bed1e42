// Changing the password (spec section 5: password rule, passwords-not-equal;
// account.changepassword). The platform signs every other session out; the form says so. A
// password on the platform's deny-list of common ones (COMMON) is said in words.
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Panel } from '@omad/ui';
import { useForm, useRemoteProps } from '@omad/contract/remote';
import { buildFormSchema, type FormFieldConfig } from '@omad/contract/validation';
import { PasswordField } from '../../lib/password-field';
import { useProfileErrors, useProfileMessages } from '../../lib/use-profile-errors';

const RULES: readonly FormFieldConfig[] = [
  // The current password is only compared by the platform: an old one may predate the rule.
  { name: 'old_password', type: 'text', isRequired: true },
  { name: 'password', type: 'password' },
  { name: 'password_confirm', type: 'passwordConfirm' },
];
const EMPTY = { old_password: '', password: '', password_confirm: '' };

export const PasswordPanel = ({ onChanged }: Readonly<{ onChanged: () => void }>) => {
  const { t } = useTranslation('profile');
  const { api, toast } = useRemoteProps();
  const messages = useProfileMessages();
  const schema = useMemo(() => buildFormSchema(RULES, messages), [messages]);
  const form = useForm({ schema, initial: EMPTY });
  const errors = useProfileErrors({
    old_password: { INVALID: t('errors.wrongPassword') },
    password_confirm: { INVALID: messages.passwordsNotEqual },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    void form.submit(async (values) => {
      try {
        await api.account.changePassword({
          old_password: String(values.old_password),
          password: String(values.password),
          password_confirm: String(values.password_confirm),
        });
      } catch (error) {
        form.fail(error, errors);
        return;
      }
      for (const name of Object.keys(EMPTY)) form.setValue(name, '');
      form.setErrors({});
      toast({ kind: 'success', message: t('security.passwordChanged') });
      onChanged();
    });
  };

  return (
    <Panel aria-labelledby="profile-password">
      <h2 id="profile-password" className="omad-panel__title">
        {t('security.passwordTitle')}
      </h2>
      <form className="omad-profile__form" noValidate onSubmit={submit} data-testid="password-form">
        <PasswordField
          binding={form.field('old_password')}
          label={t('security.oldPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          binding={form.field('password')}
          label={t('security.newPassword')}
          autoComplete="new-password"
          hint={t('security.passwordHint')}
        />
        <PasswordField
          binding={form.field('password_confirm')}
          label={t('security.repeatPassword')}
          autoComplete="new-password"
        />
        {form.formError ? (
          <p className="omad-profile__error" role="alert">
            {form.formError}
          </p>
        ) : null}
        <div className="omad-profile__actions">
          <Button type="submit" loading={form.submitting}>
            {t('security.changePassword')}
          </Button>
        </div>
      </form>
    </Panel>
  );
};
