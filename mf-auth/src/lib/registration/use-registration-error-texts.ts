// The texts a refused registration-shaped form shows (registration, forced completion): the
// CMS and validation texts of the setup with this app's own, for the form's fields.
import { useTranslation } from 'react-i18next';
import type { PlatformErrorTexts } from '@omad/contract/remote';
import { registrationErrorTexts } from './error-texts';
import type { RegistrationSetup } from './use-registration-setup';

/** For `setup`, the texts of a form with these fields; `failed` is its own unknown text. */
export const useRegistrationErrorTexts = (
  setup: RegistrationSetup,
  failed: string,
): ((fields: readonly string[]) => PlatformErrorTexts) => {
  const { t } = useTranslation('auth');
  return (fields) =>
    registrationErrorTexts(fields, {
      cms: setup.forms.apiValidationErrors,
      validation: setup.messages,
      emailTaken: t('register.errors.emailTaken'),
      phoneTaken: t('register.errors.phoneTaken'),
      taken: t('register.errors.taken'),
      commonPassword: t('password.common'),
      tooMany: t('register.errors.tooMany'),
      network: t('register.errors.network'),
      failed,
    });
};
