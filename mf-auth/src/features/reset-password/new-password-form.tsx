// The new password, twice, for a checked restore link: spec section 5 password rules with the
// auth forms' messages (CMS forms-config over ours), then auth.resetPassword. The platform's
// refusals go under their fields in words (a common password included) and what was typed
// stays; a token found spent meanwhile hands over to the page's link problem.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@omad/ui';
import { FieldErrorCode } from '@omad/contract/api';
import { useForm, useRemoteProps } from '@omad/contract/remote';
import { buildFormSchema } from '@omad/contract/validation';
import { AuthForm } from '../../lib/auth-form/auth-form';
import { FormError } from '../../lib/auth-form/form-error';
import { textOf } from '../../lib/auth-form/login-schema';
import { useFormsConfig, useValidationMessages } from '../../lib/auth-form/use-forms-config';
import { textFieldProps } from '../../lib/auth-form/use-login-form';
import { tokenProblemOf, type TokenProblem } from './restore-token';
import '../../lib/auth-form/auth-form.css';

type Props = Readonly<{ token: string; onTokenProblem: (problem: TokenProblem) => void }>;

export const NewPasswordForm = ({ token, onTokenProblem }: Props) => {
  const { t } = useTranslation('auth');
  const { api, session, toast } = useRemoteProps();
  const navigate = useNavigate();
  const messages = useValidationMessages(useFormsConfig());
  const schema = useMemo(
    () =>
      buildFormSchema(
        [
          { name: 'password', type: 'password' },
          { name: 'password_confirm', type: 'passwordConfirm' },
        ],
        messages,
      ),
    [messages],
  );
  const form = useForm({ schema, initial: { password: '', password_confirm: '' } });

  const submit = () =>
    form.submit(async (values) => {
      try {
        await api.auth.resetPassword({
          token,
          password: textOf(values, 'password'),
          password_confirm: textOf(values, 'password_confirm'),
        });
      } catch (error) {
        const problem = tokenProblemOf(error);
        if (problem) onTokenProblem(problem);
        else
          form.fail(error, {
            codes: {
              [FieldErrorCode.Invalid]: t('resetPassword.errors.invalid'),
              [FieldErrorCode.Common]: t('password.common'),
            },
            fields: { password_confirm: { [FieldErrorCode.Invalid]: messages.passwordsNotEqual } },
            network: t('resetPassword.errors.network'),
            tooManyRequests: t('resetPassword.errors.tooManyRequests'),
            unknown: t('resetPassword.errors.unknown'),
          });
        return;
      }
      // This browser is signed in now (every other session of the account ended): the shell
      // learns it from the account, then the player goes home in the page's language.
      await session
        .refresh()
        .catch((error: unknown) => console.warn('[mf-auth] session refresh failed', error));
      toast({ kind: 'success', message: t('resetPassword.done') });
      void navigate('/');
    });

  return (
    <AuthForm testId="new-password-form" onSubmit={submit}>
      <TextField
        {...textFieldProps(form.field('password'))}
        type="password"
        label={t('resetPassword.passwordLabel')}
        hint={t('resetPassword.passwordHint')}
        autoComplete="new-password"
        aria-required="true"
        showPasswordLabel={t('login.showPassword')}
        hidePasswordLabel={t('login.hidePassword')}
        autoFocus
      />
      <TextField
        {...textFieldProps(form.field('password_confirm'))}
        type="password"
        label={t('resetPassword.confirmLabel')}
        autoComplete="new-password"
        aria-required="true"
        showPasswordLabel={t('login.showPassword')}
        hidePasswordLabel={t('login.hidePassword')}
      />
      <FormError message={form.formError} />
      <Button type="submit" size="lg" fullWidth loading={form.submitting}>
        {t('resetPassword.submit')}
      </Button>
    </AuthForm>
  );
};
