// The gamehall remote's own routes (locale-free; the shell's basename adds /ru). Every page
// is its own chunk, loaded when its route is first shown or, when the remote mounts at it,
// before the first render (prepareRoute), so ./app itself stays small.
import { Suspense, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { splitLocale, type RemoteProps } from '@omad/contract';
import { lazyPage, type LazyPage } from '@omad/contract/remote';
import { Container, Skeleton } from '@omad/ui';

const LobbyPage = lazyPage(() => import('./features/lobby/lobby-page'), 'LobbyPage');
const ProvidersPage = lazyPage(
  () => import('./features/providers/providers-page'),
  'ProvidersPage',
);
const GamePage = lazyPage(() => import('./features/game/game-page'), 'GamePage');
const JackpotsPage = lazyPage(() => import('./features/jackpots/jackpots-page'), 'JackpotsPage');
const JackpotPage = lazyPage(() => import('./features/jackpots/jackpot-page'), 'JackpotPage');
const TournamentsPage = lazyPage(
  () => import('./features/tournaments/tournaments-page'),
  'TournamentsPage',
);
const TournamentPage = lazyPage(
  () => import('./features/tournaments/tournament-page'),
  'TournamentPage',
);
const TournamentGamesPage = lazyPage(
  () => import('./features/tournaments/tournament-games-page'),
  'TournamentGamesPage',
);
const WinnersPage = lazyPage(() => import('./features/winners/winners-page'), 'WinnersPage');

/** In matching order. */
const PAGE_ROUTES: ReadonlyArray<readonly [path: string, page: LazyPage]> = [
  ['/gamehall', LobbyPage],
  ['/providers', ProvidersPage],
  ['/game/:sysname', GamePage],
  ['/platform/game/custom/:name/:mode', GamePage],
  ['/platform/game/:sysname/:mode', GamePage],
  ['/jackpots', JackpotsPage],
  ['/jackpots/:id', JackpotPage],
  ['/tournaments', TournamentsPage],
  ['/tournaments/:id', TournamentPage],
  ['/tournaments/:id/gamehall', TournamentGamesPage],
  ['/winners', WinnersPage],
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
  return (
    <Loading>
      <Routes>
        {PAGE_ROUTES.map(([path, Element]) => (
          <Route key={path} path={path} element={<Element />} />
        ))}
      </Routes>
    </Loading>
  );
};
