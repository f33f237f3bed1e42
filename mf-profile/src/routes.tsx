// The profile remote's routes (locale-free; the shell's basename adds /ru; the shell guards
// them for guests and redirects /profile/bets). Every page is its own chunk, loaded when its
// route first shows, or before the first render when the remote mounts at it. The loyalty
// summary is mf-loyalty's widget, mounted by features/loyalty.
import { Suspense, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { Container, Skeleton } from '@omad/ui';
import { splitLocale, type RemoteProps } from '@omad/contract';
import { lazyPage, type LazyPage } from '@omad/contract/remote';

const OverviewPage = lazyPage(() => import('./features/overview/overview-page'), 'OverviewPage');
const SettingsPage = lazyPage(() => import('./features/settings/settings-page'), 'SettingsPage');
const SecurityPage = lazyPage(() => import('./features/security/security-page'), 'SecurityPage');
const VerificationPage = lazyPage(
  () => import('./features/verification/verification-page'),
  'VerificationPage',
);
const ResponsiblePage = lazyPage(
  () => import('./features/responsible/responsible-page'),
  'ResponsiblePage',
);
const NotificationsPage = lazyPage(
  () => import('./features/notifications/notifications-page'),
  'NotificationsPage',
);
const BetHistoryPage = lazyPage(() => import('./features/bets/history-page'), 'BetHistoryPage');
const ExportsPage = lazyPage(() => import('./features/bets/exports-page'), 'ExportsPage');
const BonusesPage = lazyPage(() => import('./features/bonuses/bonuses-page'), 'BonusesPage');
const CashbackPage = lazyPage(() => import('./features/cashback/cashback-page'), 'CashbackPage');
const LoyaltyPage = lazyPage(() => import('./features/loyalty/loyalty-page'), 'LoyaltyPage');

const PAGES: ReadonlyArray<readonly [path: string, page: LazyPage]> = [
  ['/profile', OverviewPage],
  ['/profile/settings', SettingsPage],
  ['/profile/security', SecurityPage],
  ['/profile/verification', VerificationPage],
  ['/profile/responsible-game', ResponsiblePage],
  ['/profile/notification', NotificationsPage],
  ['/profile/bets/history', BetHistoryPage],
  ['/profile/bets/exports', ExportsPage],
  ['/profile/bonuses', BonusesPage],
  ['/profile/cashback', CashbackPage],
  ['/profile/loyalty', LoyaltyPage],
];

/** Loads the chunk of the page the remote mounts at, before its first render. */
export const prepareRoute = async (host: RemoteProps): Promise<void> => {
  const { path } = splitLocale(host.location.pathname);
  const page = PAGES.find(([pattern]) => matchPath({ path: pattern, end: true }, path));
  await page?.[1].preload();
};

/** While a page's chunk loads: a skeleton of the profile's frame. */
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

export const AppRoutes = () => {
  return (
    <Loading>
      <Routes>
        {PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Loading>
  );
};
