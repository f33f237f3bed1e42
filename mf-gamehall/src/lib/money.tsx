// How the hall's views write money. On the page, with the CMS cashier config's currency
// symbols (the contract's useFormatMoney); in a first screen, drawn on the edge where that
// config is not read, with the currency's code, as the page writes it until the config answers.
import { createContext, useContext, type ReactNode } from 'react';
import { formatMoney } from '@omad/contract/format';
import { useFormatMoney, type FormatMoney } from '@omad/contract/remote';

const byCode: FormatMoney = (money) => formatMoney(money.amount, money.currency);
const useByCode = (): FormatMoney => byCode;

/** The hook the views below format money with; a tree keeps the same one for its life. */
const MoneyFormatHook = createContext<() => FormatMoney>(useFormatMoney);

/** Money with the currency's code in the views inside: for a first screen. */
export const CurrencyCodes = ({ children }: Readonly<{ children: ReactNode }>) => (
  <MoneyFormatHook.Provider value={useByCode}>{children}</MoneyFormatHook.Provider>
);

/** Formats money as the views around it do (see CurrencyCodes). */
export const useMoneyFormat = (): FormatMoney => useContext(MoneyFormatHook)();
