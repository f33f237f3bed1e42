// Forgot password (the 'restore' mode of the auth dialog): a login (e-mail or phone) goes to
// auth.restore, then a result screen with the way back to sign-in. The label and submit
// title come from the CMS restore form when it sets them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@omad/ui';
import { ErrorType, FieldErrorCode, isPlatformError } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import type { FlowProps } from '../../lib/flow-props';
import { AuthForm } from '../../lib/auth-form/auth-form';
import { FormError } from '../../lib/auth-form/form-error';
import {
  loginForPlatform,
  loginKindOf,
  restoreSchema,
  textOf,
  type LoginKind,
} from '../../lib/auth-form/login-schema';
import { useFormsConfig, useValidationMessages } from '../../lib/auth-form/use-forms-config';
import { textFieldProps, useLoginForm } from '../../lib/auth-form/use-login-form';
import { RestoreResult } from './restore-result';
import '../../lib/auth-form/auth-form.css';

type Sent = Readonly<{ login: string; kind: LoginKind }>;

export const RestoreFlow = ({ switchTo, close }: FlowProps) => {
  const { t } = useTranslation('auth');
  const { api } = useRemoteProps();
  const forms = useFormsConfig();
  const messages = useValidationMessages(forms);
  const form = useLoginForm(restoreSchema, messages, { login: '' });
  const [sent, setSent] = useState<Sent | null>(null);
  const cmsField = forms?.restoreForm.fields.find((field) => field.name === 'login');

  const submit = () =>
    form.submit(async (values) => {
      const typed = textOf(values, 'login').trim();
      try {
        await api.auth.restore({ login: loginForPlatform(typed) });
        setSent({ login: typed, kind: loginKindOf(typed) });
      } catch (error) {
        // A banned account: the API client already told the shell to show the blocked page.
        if (isPlatformError(error) && error.type === ErrorType.UserBanned) close();
        else
          form.fail(error, {
            // Whatever the platform says of the login, the player should check what was typed.
            codes: { [FieldErrorCode.Invalid]: messages.wrongField },
            network: t('restore.errors.network'),
            tooManyRequests: t('restore.errors.tooManyRequests'),
            unknown: t('restore.errors.unknown'),
          });
      }
    });

  if (sent) {
    return (
      <RestoreResult
        login={sent.login}
        kind={sent.kind}
        onBack={() => switchTo('login')}
        onAgain={() => setSent(null)}
      />
    );
  }
  return (
    <AuthForm testId="restore-form" onSubmit={submit}>
      <p className="omad-auth-form__intro">{t('restore.intro')}</p>
      <TextField
        {...textFieldProps(form.field('login'))}
        label={cmsField?.label || t('restore.loginLabel')}
        // The CMS placeholder is written for wide screens; ours fits a 360 px phone.
        placeholder={t('login.loginPlaceholder')}
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        autoFocus
      />
      <FormError message={form.formError} />
      <Button type="submit" size="lg" fullWidth loading={form.submitting}>
        {forms?.restoreForm.submitTitle || t('restore.submit')}
      </Button>
      <p className="omad-auth-form__switch">
        <span>{t('restore.remembered')}</span>
        <Button variant="link" size="sm" onClick={() => switchTo('login')}>
          {t('restore.backToLogin')}
        </Button>
      </p>
    </AuthForm>
  );
};
