// The cashier remote's routes (locale-free; the shell's basename adds /ru). Every page is its
// own chunk, loaded when its route first shows, or before the first render when the remote
// mounts at it (prepareRoute). /cashier itself opens the deposit; /cashier/billing is the
// shell's redirect (spec section 2).
import { Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { Container, Skeleton } from '@omad/ui';
import { splitLocale, type RemoteProps } from '@omad/contract';
import { lazyPage, type LazyPage } from '@omad/contract/remote';

const results = () => import('./features/results/pay-result-page');
const DepositPage = lazyPage(() => import('./features/deposit/deposit-page'), 'DepositPage');
const WithdrawPage = lazyPage(() => import('./features/withdraw/withdraw-page'), 'WithdrawPage');
const HistoryPage = lazyPage(() => import('./features/history/history-page'), 'HistoryPage');
const ReceiptPage = lazyPage(() => import('./features/receipt/receipt-page'), 'ReceiptPage');
const WalletPage = lazyPage(() => import('./features/wallet/wallet-page'), 'WalletPage');
const PaySuccessPage = lazyPage(results, 'PaySuccessPage');
const PayFailPage = lazyPage(results, 'PayFailPage');
const PayPendingPage = lazyPage(results, 'PayPendingPage');
const PayCancelPage = lazyPage(results, 'PayCancelPage');
const PayMobilePage = lazyPage(results, 'PayMobilePage');
const PayNewWindowPage = lazyPage(results, 'PayNewWindowPage');

const PAGES: ReadonlyArray<readonly [path: string, page: LazyPage]> = [
  ['/cashier/deposit', DepositPage],
  ['/cashier/deposit/:sysname', DepositPage],
  ['/cashier/withdraw', WithdrawPage],
  ['/cashier/history', HistoryPage],
  ['/cashier/receipt', ReceiptPage],
  ['/cashier/wallet', WalletPage],
  ['/cashier/paysuccess', PaySuccessPage],
  ['/cashier/paysuccess/:transaction', PaySuccessPage],
  ['/cashier/payfail', PayFailPage],
  ['/cashier/payfail/:transaction', PayFailPage],
  ['/cashier/paypending', PayPendingPage],
  ['/cashier/paypending/:transaction', PayPendingPage],
  ['/cashier/paycancel', PayCancelPage],
  ['/cashier/paymobile', PayMobilePage],
  ['/cashier/paynewwindow', PayNewWindowPage],
];

/** Loads the chunk of the page the remote mounts at, before its first render. */
export const prepareRoute = async (host: RemoteProps): Promise<void> => {
  const { path } = splitLocale(host.location.pathname);
  const page = PAGES.find(([pattern]) => matchPath({ path: pattern, end: true }, path));
  await page?.[1].preload();
};

/** While a page's chunk loads: a skeleton of the cashier's frame. */
const Loading = ({ children }: Readonly<{ children: ReactNode }>) => (
  <Suspense
    fallback={
      <Container>
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="block" height={44} />
        <Skeleton variant="block" height={320} />
      </Container>
    }
  >
    {children}
  </Suspense>
);

export const AppRoutes = () => (
  <Loading>
    <Routes>
      <Route path="/cashier" element={<Navigate to="/cashier/deposit" replace />} />
      {PAGES.map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  </Loading>
);
