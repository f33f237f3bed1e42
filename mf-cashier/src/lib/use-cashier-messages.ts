// Rule messages for the cashier's forms: this remote's texts under the CMS's (spec section 5).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationMessages } from '@omad/contract/remote';
import type { ValidationMessages } from '@omad/contract/validation';

const LOCALIZED = ['required', 'wrongField', 'sumRange', 'cardHolder', 'name'] as const;

export const useCashierMessages = (): ValidationMessages => {
  const { t } = useTranslation('cashier');
  const localized = useMemo(
    () => Object.fromEntries(LOCALIZED.map((key) => [key, t(`validation.${key}`)])),
    [t],
  );
  return useValidationMessages(localized);
};
