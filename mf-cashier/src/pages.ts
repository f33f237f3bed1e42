// mf-cashier's pages (locale-free; the shell's basename adds /ru), every one for signed-in
// players only. /cashier itself opens the deposit; /cashier/billing is the shell's redirect
// (spec section 2). The deposit reads nothing public (its methods are the player's), but the
// edge draws its first screen (first-screen.tsx) for a request with a session.
import { definePages } from '@omad/contract/pages';

const deposit = () => import('./features/deposit/deposit-page').then((m) => m.DepositPage);
const results = () => import('./features/results/pay-result-page');
const success = () => results().then((m) => m.PaySuccessPage);
const fail = () => results().then((m) => m.PayFailPage);
const pending = () => results().then((m) => m.PayPendingPage);

export const PAGES = definePages([
  { path: '/cashier', redirect: '/cashier/deposit', signIn: true },
  { path: '/cashier/deposit', page: deposit, signIn: true, firstScreen: true },
  { path: '/cashier/deposit/:sysname', page: deposit, signIn: true },
  {
    path: '/cashier/withdraw',
    page: () => import('./features/withdraw/withdraw-page').then((m) => m.WithdrawPage),
    signIn: true,
  },
  {
    path: '/cashier/history',
    page: () => import('./features/history/history-page').then((m) => m.HistoryPage),
    signIn: true,
  },
  {
    path: '/cashier/receipt',
    page: () => import('./features/receipt/receipt-page').then((m) => m.ReceiptPage),
    signIn: true,
  },
  {
    path: '/cashier/wallet',
    page: () => import('./features/wallet/wallet-page').then((m) => m.WalletPage),
    signIn: true,
  },
  { path: '/cashier/paysuccess', page: success, signIn: true },
  { path: '/cashier/paysuccess/:transaction', page: success, signIn: true },
  { path: '/cashier/payfail', page: fail, signIn: true },
  { path: '/cashier/payfail/:transaction', page: fail, signIn: true },
  { path: '/cashier/paypending', page: pending, signIn: true },
  { path: '/cashier/paypending/:transaction', page: pending, signIn: true },
  {
    path: '/cashier/paycancel',
    page: () => results().then((m) => m.PayCancelPage),
    signIn: true,
  },
  {
    path: '/cashier/paymobile',
    page: () => results().then((m) => m.PayMobilePage),
    signIn: true,
  },
  {
    path: '/cashier/paynewwindow',
    page: () => results().then((m) => m.PayNewWindowPage),
    signIn: true,
  },
]);
