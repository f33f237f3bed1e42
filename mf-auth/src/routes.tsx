// mf-auth's routes (locale-free; the shell's basename adds /ru): /restore, where a password
// restore message links to. Sign-in, registration and the rest are dialogs of the header
// widget (widgets/header-account.tsx). The page is its own chunk, loaded when its route first
// shows or, when the remote mounts at it, before the first render (prepareRoute).
import { Suspense, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { splitLocale, type RemoteProps } from '@omad/contract';
import { RESTORE_PATH } from '@omad/contract/api';
import { lazyPage, type LazyPage } from '@omad/contract/remote';
import { Container, Skeleton } from '@omad/ui';

const ResetPasswordPage = lazyPage(
  () => import('./features/reset-password/reset-password-page'),
  'ResetPasswordPage',
);

const PAGE_ROUTES: ReadonlyArray<readonly [path: string, page: LazyPage]> = [
  [RESTORE_PATH, ResetPasswordPage],
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
        <Skeleton variant="block" height={480} />
      </Container>
    }
  >
    {children}
  </Suspense>
);

export const AppRoutes = () => (
  <Loading>
    <Routes>
      {PAGE_ROUTES.map(([path, Element]) => (
        <Route key={path} path={path} element={<Element />} />
      ))}
    </Routes>
  </Loading>
);
