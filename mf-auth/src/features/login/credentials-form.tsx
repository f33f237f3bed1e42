// The first step of sign-in: login (e-mail or phone) and password, with the links to the
// password restore and to registration. The form state lives in LoginFlow, so what the
// player typed survives the two-factor step and every error.
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@omad/ui';
import type { FormApi } from '@omad/contract/remote';
import type { FlowProps } from '../../lib/flow-props';
import { FormError } from '../../lib/auth-form/form-error';
import { AuthForm } from '../../lib/auth-form/auth-form';
import { textFieldProps } from '../../lib/auth-form/use-login-form';
import '../../lib/auth-form/auth-form.css';

type Props = Readonly<{
  form: FormApi;
  onSubmit: () => Promise<void>;
  switchTo: FlowProps['switchTo'];
}>;

export const CredentialsForm = ({ form, onSubmit, switchTo }: Props) => {
  const { t } = useTranslation('auth');
  return (
    <AuthForm testId="login-form" onSubmit={onSubmit}>
      <TextField
        {...textFieldProps(form.field('login'))}
        label={t('login.loginLabel')}
        placeholder={t('login.loginPlaceholder')}
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        autoFocus
      />
      <TextField
        {...textFieldProps(form.field('password'))}
        type="password"
        label={t('login.passwordLabel')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        aria-required="true"
        showPasswordLabel={t('login.showPassword')}
        hidePasswordLabel={t('login.hidePassword')}
      />
      <div className="omad-auth-form__aside">
        <Button variant="link" size="sm" onClick={() => switchTo('restore')}>
          {t('login.forgot')}
        </Button>
      </div>
      <FormError message={form.formError} />
      <Button type="submit" size="lg" fullWidth loading={form.submitting}>
        {t('login.submit')}
      </Button>
      <p className="omad-auth-form__switch">
        <span>{t('login.noAccount')}</span>
        <Button variant="link" size="sm" onClick={() => switchTo('register')}>
          {t('login.register')}
        </Button>
      </p>
    </AuthForm>
  );
};
