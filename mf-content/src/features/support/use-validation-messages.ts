// Rule messages for the feedback form: this remote's localized texts under the CMS forms-config
// validation texts (the contract's useValidationMessages).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationMessages as useRuleMessages } from '@omad/contract/remote';
import type { ValidationMessages } from '@omad/contract/validation';

const LOCALIZED = [
  'required',
  'insertEmail',
  'email',
  'minLength',
  'maxLength',
  'wrongField',
] as const;

export const useValidationMessages = (): ValidationMessages => {
  const { t } = useTranslation('content');
  const localized = useMemo(
    () =>
      Object.fromEntries(
        LOCALIZED.map((key) => [key, t(`services.support.feedback.validation.${key}`)]),
      ),
    [t],
  );
  return useRuleMessages(localized);
};
