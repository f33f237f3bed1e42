// Reading the content service from a component: one hook for any CMS read (re-read when the
// locale changes, a failure logged and the fallback kept), and the two reads several remotes
// need: currency symbols (spec section 9) and the form rule messages with the CMS's texts over
// the remote's own localized ones (spec section 5), so a player never meets the English
// defaults, not even before the content service answers or when it is down.
import { useEffect, useMemo, useState } from 'react';
import type { CmsClient } from '../cms/client';
import type { ValidationTexts } from '../cms/forms-types';
import { resolveMessages, type ValidationMessages } from '../validation/index';
import { useRemoteProps } from './context';
import { useCms } from './cms-queries';

/**
 * What a CMS read gave: its data, or null while it is on its way or when it failed.
 * @deprecated since 2.12.0: `useCms(reader, …args)` or `useQuery(cmsQuery(cms, reader, …args))`,
 * which share the page's query cache.
 */
export const useCmsRead = <T>(read: (cms: CmsClient) => Promise<T>, label: string): T | null => {
  const { cms, locale } = useRemoteProps();
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    read(cms).then(
      (next) => {
        if (current) setData(next);
      },
      (error: unknown) => console.warn(`[cms] ${label} unavailable`, error),
    );
    return () => {
      current = false;
    };
    // `read` is a module-level reader in practice; the locale and client decide a re-read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cms, locale, label]);
  return data;
};

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
