// The first step of turning two-factor off: the account's current password, so a stolen
// session alone cannot drop the second factor. The platform checks it (REQUIRED, INVALID said
// in words on the field) and then sends the code of the usual second step.
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Button } from '@omad/ui';
import { ErrorType, isPlatformError, type TwoFactorChange } from '@omad/contract/api';
import { useForm, useRemoteProps } from '@omad/contract/remote';
import { PasswordField } from '../../lib/password-field';
import { useCurrentPasswordTexts, useProfileErrors } from '../../lib/use-profile-errors';

type Props = Readonly<{
  /** The platform took the password and sent the code. */
  onAsked: (change: TwoFactorChange) => void;
  /** The platform has no confirmed contact to send the code to. */
  onNeedContact: () => void;
  onCancel: () => void;
}>;

export const TwoFactorOffForm = ({ onAsked, onNeedContact, onCancel }: Props) => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const passwordTexts = useCurrentPasswordTexts();
  const schema = useMemo(
    () => v.object({ password: v.pipe(v.string(), v.nonEmpty(passwordTexts.password.REQUIRED)) }),
    [passwordTexts],
  );
  const form = useForm({ schema, initial: { password: '' } });
  const errors = useProfileErrors(passwordTexts);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    void form.submit(async (values) => {
      try {
        onAsked(await api.account.changeTwoFactorAuth(false, String(values.password)));
      } catch (error) {
        if (isPlatformError(error) && error.type === ErrorType.UserNeedConfirmContact) {
          onNeedContact();
          return;
        }
        form.fail(error, errors);
      }
    });
  };

  return (
    <form
      className="omad-profile__form"
      noValidate
      onSubmit={submit}
      data-testid="two-factor-password"
    >
      <p className="omad-profile__hint">{t('security.twoFactorOffHint')}</p>
      <PasswordField
        binding={form.field('password')}
        label={t('security.oldPassword')}
        autoComplete="current-password"
      />
      {form.formError ? (
        <p className="omad-profile__error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="omad-profile__actions">
        <Button type="submit" loading={form.submitting}>
          {t('security.continue')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
};
