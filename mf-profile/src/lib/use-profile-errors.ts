// What the profile's forms say when a platform call fails (useForm's `fail`), and the rule
// messages of spec section 5 in this remote's words under the CMS's.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorType, FieldErrorCode, isPlatformError } from '@omad/contract/api';
import { formatDate } from '@omad/contract/format';
import { useValidationMessages, type PlatformErrorTexts } from '@omad/contract/remote';
import type { ValidationMessages } from '@omad/contract/validation';

const LOCALIZED = [
  'required',
  'wrongField',
  'name',
  'address',
  'date',
  'sex',
  'postcode',
  'fakename',
  'password',
  'shortPassword',
  'invalidCharacters',
  'passwordsNotEqual',
  'email',
  'insertEmail',
  'phone',
  'insertPhone',
  'code',
] as const;

export const useProfileMessages = (): ValidationMessages => {
  const { t } = useTranslation('profile');
  const localized = useMemo(
    () => Object.fromEntries(LOCALIZED.map((key) => [key, t(`validation.${key}`)])),
    [t],
  );
  return useValidationMessages(localized);
};

/** Field texts by error code; `fields` adds per-field ones (a wrong code is not a wrong e-mail). */
export const useProfileErrors = (fields: PlatformErrorTexts['fields'] = {}): PlatformErrorTexts => {
  const { t } = useTranslation('profile');
  return useMemo(
    () => ({
      codes: {
        [FieldErrorCode.Invalid]: t('errors.invalid'),
        [FieldErrorCode.Required]: t('errors.required'),
        [FieldErrorCode.AlreadyExists]: t('errors.alreadyExists'),
        [FieldErrorCode.Locked]: t('errors.locked'),
        // Only a new password is ever on the platform's deny-list.
        [FieldErrorCode.Common]: t('errors.commonPassword'),
      },
      fields,
      network: t('errors.network'),
      tooManyRequests: t('errors.tooMany'),
      unknown: t('errors.unknown'),
      platformMessage: false,
    }),
    // `fields` is a literal per call site; its texts change with `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
};

/**
 * The texts of a `password` field that asks for the account's current password (a contact
 * added, two-factor off): the platform answers REQUIRED when it is missing, INVALID when wrong.
 */
export const useCurrentPasswordTexts = () => {
  const { t } = useTranslation('profile');
  return useMemo(
    () => ({
      password: {
        [FieldErrorCode.Required]: t('errors.passwordRequired'),
        [FieldErrorCode.Invalid]: t('errors.wrongPassword'),
      },
    }),
    [t],
  );
};

/** The words for a time-out or self-exclusion refusal, or null for any other failure. */
export const useRestrictionText = (): ((error: unknown) => string | null) => {
  const { t } = useTranslation('profile');
  return (error) =>
    isPlatformError(error) && error.type === ErrorType.ResponsibleGamingRestriction
      ? t('errors.restricted', {
          until: typeof error.data.until === 'string' ? formatDate(error.data.until) : '',
        })
      : null;
};
