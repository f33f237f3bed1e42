// Amounts as every page shows them: exact (decimal strings), grouped with commas, with the
// currency symbol from the CMS cashier config (spec section 9).
import { useCallback } from 'react';
import type { Money } from '../api';
import { formatMoney } from '../format';
import { useCurrencySymbols } from './use-cms';

export type FormatMoney = (money: Money) => string;

export const useFormatMoney = (): FormatMoney => {
  const symbols = useCurrencySymbols();
  return useCallback(
    (money: Money) => formatMoney(money.amount, money.currency, symbols),
    [symbols],
  );
};
