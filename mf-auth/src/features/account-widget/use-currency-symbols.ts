// Currency symbols for balances come from the CMS cashier config (spec section 9).
import { useEffect, useState } from 'react';
import { useRemoteProps } from '@omad/contract/remote';

export const useCurrencySymbols = (): Readonly<Record<string, string>> => {
  const { cms, locale } = useRemoteProps();
  const [symbols, setSymbols] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    let cancelled = false;
    cms
      .getCashierConfig()
      .then((config) => {
        if (cancelled) return;
        setSymbols(
          Object.fromEntries(config.currencies.map((currency) => [currency.code, currency.symbol])),
        );
      })
      .catch((error: unknown) => console.warn('[mf-auth] currency symbols unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [cms, locale]);
  return symbols;
};
