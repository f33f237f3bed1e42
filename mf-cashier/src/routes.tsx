// The cashier remote's own routes (locale-free; the shell's basename adds /ru).
// Each page is a labelled placeholder until the cashier squad builds it.
import { useTranslation } from 'react-i18next';
import { PlaceholderRoutes } from '@omad/contract/remote';
import type { uz } from './i18n/uz';

type TitleKey = keyof typeof uz.title;

const PAGES: ReadonlyArray<readonly [path: string, title: TitleKey]> = [
  ['/cashier', 'cashier'],
  ['/cashier/deposit', 'deposit'],
  ['/cashier/deposit/:sysname', 'depositMethod'],
  ['/cashier/history', 'history'],
  ['/cashier/paycancel', 'payCancel'],
  ['/cashier/payfail', 'payFail'],
  ['/cashier/payfail/:transaction', 'payFail'],
  ['/cashier/paypending', 'payPending'],
  ['/cashier/paypending/:transaction', 'payPending'],
  ['/cashier/paysuccess', 'paySuccess'],
  ['/cashier/paysuccess/:transaction', 'paySuccess'],
  ['/cashier/paymobile', 'payMobile'],
  ['/cashier/paynewwindow', 'payNewWindow'],
  ['/cashier/receipt', 'receipt'],
  ['/cashier/wallet', 'wallet'],
  ['/cashier/withdraw', 'withdraw'],
];

export const AppRoutes = () => {
  const { t } = useTranslation();
  return (
    <PlaceholderRoutes pages={PAGES.map(([path, title]) => [path, t(`title.${title}`)] as const)} />
  );
};
