// The gamehall remote's own routes (locale-free; the shell's basename adds /ru). Every page
// is its own chunk, loaded when its route is first shown or, when the remote mounts at it,
// before the first render (prepareRoute), so ./app itself stays small. Jackpots, tournaments
// and winners are labelled placeholders until the gamehall squad builds them.
import { Suspense, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { splitLocale, type RemoteProps } from '@omad/contract';
import { PlaceholderPage, lazyPage, type LazyPage } from '@omad/contract/remote';
import { Container, Skeleton } from '@omad/ui';
import type { uz } from './i18n/uz';

const LobbyPage = lazyPage(() => import('./features/lobby/lobby-page'), 'LobbyPage');
const ProvidersPage = lazyPage(
  () => import('./features/providers/providers-page'),
  'ProvidersPage',
);
const GamePage = lazyPage(() => import('./features/game/game-page'), 'GamePage');

/** In matching order. */
const PAGE_ROUTES: ReadonlyArray<readonly [path: string, page: LazyPage]> = [
  ['/gamehall', LobbyPage],
  ['/providers', ProvidersPage],
  ['/game/:sysname', GamePage],
  ['/platform/game/custom/:name/:mode', GamePage],
  ['/platform/game/:sysname/:mode', GamePage],
];

type TitleKey = keyof typeof uz.title;

const PLACEHOLDERS: ReadonlyArray<readonly [path: string, title: TitleKey]> = [
  ['/jackpots', 'jackpots'],
  ['/jackpots/:id', 'jackpot'],
  ['/tournaments', 'tournaments'],
  ['/tournaments/:id', 'tournament'],
  ['/tournaments/:id/gamehall', 'tournamentGames'],
  ['/winners', 'winners'],
];

/** Loads the chunk of the page the remote mounts at (createRemoteApp's prepare). */
export const prepareRoute = async (host: RemoteProps): Promise<void> => {
  const { path } = splitLocale(host.location.pathname);
  const match = PAGE_ROUTES.find(([pattern]) => matchPath({ path: pattern, end: true }, path));
  await match?.[1].preload();
};

/** While a page's chunk loads: the page region's own skeleton. */
const Loading = ({ children }: Readonly<{ children: ReactNode }>) => (
  <Suspense
    fallback={
      <Container>
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="block" height={480} />
      </Container>
    }
  >
    {children}
  </Suspense>
);

export const AppRoutes = () => {
  const { t } = useTranslation();
  return (
    <Loading>
      <Routes>
        {PAGE_ROUTES.map(([path, Element]) => (
          <Route key={path} path={path} element={<Element />} />
        ))}
        {PLACEHOLDERS.map(([path, title]) => (
          <Route key={path} path={path} element={<PlaceholderPage title={t(`title.${title}`)} />} />
        ))}
      </Routes>
    </Loading>
  );
};
