// mf-profile's pages (locale-free; the shell's basename adds /ru; the shell redirects
// /profile/bets), every one for signed-in players only. The loyalty summary is mf-loyalty's
// widget, mounted by features/loyalty.
import { definePages } from '@omad/contract/pages';

export const PAGES = definePages([
  {
    path: '/profile',
    page: () => import('./features/overview/overview-page').then((m) => m.OverviewPage),
    signIn: true,
  },
  {
    path: '/profile/settings',
    page: () => import('./features/settings/settings-page').then((m) => m.SettingsPage),
    signIn: true,
  },
  {
    path: '/profile/security',
    page: () => import('./features/security/security-page').then((m) => m.SecurityPage),
    signIn: true,
  },
  {
    path: '/profile/verification',
    page: () => import('./features/verification/verification-page').then((m) => m.VerificationPage),
    signIn: true,
  },
  {
    path: '/profile/responsible-game',
    page: () => import('./features/responsible/responsible-page').then((m) => m.ResponsiblePage),
    signIn: true,
  },
  {
    path: '/profile/notification',
    page: () =>
      import('./features/notifications/notifications-page').then((m) => m.NotificationsPage),
    signIn: true,
  },
  {
    path: '/profile/bets/history',
    page: () => import('./features/bets/history-page').then((m) => m.BetHistoryPage),
    signIn: true,
  },
  {
    path: '/profile/bets/exports',
    page: () => import('./features/bets/exports-page').then((m) => m.ExportsPage),
    signIn: true,
  },
  {
    path: '/profile/bonuses',
    page: () => import('./features/bonuses/bonuses-page').then((m) => m.BonusesPage),
    signIn: true,
  },
  {
    path: '/profile/cashback',
    page: () => import('./features/cashback/cashback-page').then((m) => m.CashbackPage),
    signIn: true,
  },
  {
    path: '/profile/loyalty',
    page: () => import('./features/loyalty/loyalty-page').then((m) => m.LoyaltyPage),
    signIn: true,
  },
]);
