// The two content reads several remotes need (any other read is `useCms`, cms-queries.ts):
// currency symbols (spec section 9) and the form rule messages with the CMS's texts over the
// remote's own localized ones (spec section 5), so a player never meets the English defaults,
// not even before the content service answers or when it is down.
import { useMemo } from 'react';
import type { ValidationTexts } from '../cms/forms-types';
import { resolveMessages, type ValidationMessages } from '../validation/index';
import { useCms } from './cms-queries';

/** Currency symbols by code from the CMS cashier config; empty until it answers. */
export const useCurrencySymbols = (): Readonly<Record<string, string>> => {
  const config = useCms('getCashierConfig');
  return useMemo(
    () =>
      Object.fromEntries(
        (config?.currencies ?? []).map((currency) => [currency.code, currency.symbol]),
      ),
    [config],
  );
};

/** The set CMS validation texts (forms-config), as rule messages. */
const cmsMessages = (texts: ValidationTexts | undefined): Partial<ValidationMessages> =>
  Object.fromEntries(
    Object.entries(texts ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );

/** Rule messages: the contract's defaults, the remote's localized texts, then the CMS's. */
export const useValidationMessages = (
  localized: Partial<ValidationMessages>,
): ValidationMessages => {
  const forms = useCms('getFormsConfig');
  return useMemo(
    () => resolveMessages({ ...localized, ...cmsMessages(forms?.validationTexts) }),
    [localized, forms],
  );
};
