// mf-content's routes (locale-free; the shell's basename adds /ru). /_icons renders in the
// shell's svg-sprite layout; any other single segment is a CMS page or the not-found page.
// Home, the page most visits start on, is in ./app itself; every other page is its own
// chunk, loaded when its route is first shown, or before the first render when the remote
// mounts at it (prepareRoute), so a page the edge drew a first screen for is drawn over it
// at once, never through a skeleton.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { Container, Skeleton } from '@omad/ui';
import { splitLocale } from '@omad/contract';
import { lazyPage, type LazyPage } from '@omad/contract/remote';
import type { RemoteProps } from '@omad/contract';
import { HomePage } from './features/home/home-page';
import { preparePage } from './features/cms-page/prepared-page';

const BettingPage = lazyPage(() => import('./features/betting/betting-page'), 'BettingPage');
const CmsPage = lazyPage(() => import('./features/cms-page/cms-page'), 'CmsPage');
const ConfirmationPage = lazyPage(
  () => import('./features/confirmation/confirmation-page'),
  'ConfirmationPage',
);
const ConfirmationSuccessPage = lazyPage(
  () => import('./features/confirmation/confirmation-success-page'),
  'ConfirmationSuccessPage',
);
const IconsPage = lazyPage(() => import('./features/icons/icons-page'), 'IconsPage');
const SupportPage = lazyPage(() => import('./features/support/support-page'), 'SupportPage');
const UnsubscribePage = lazyPage(
  () => import('./features/unsubscribe/unsubscribe-page'),
  'UnsubscribePage',
);

type PageRoute = Readonly<{
  path: string;
  element: ComponentType;
  /** What the page reads first, read before the first render (its hook takes it). */
  prepare?: (host: RemoteProps, params: Readonly<Record<string, string | undefined>>) => unknown;
}>;

/** In matching order, as <Routes> ranks them (the catch-all slug last). */
const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/betting', element: BettingPage },
  { path: '/support', element: SupportPage },
  { path: '/unsubscribe', element: UnsubscribePage },
  { path: '/confirmation', element: ConfirmationPage },
  { path: '/confirmation/success', element: ConfirmationSuccessPage },
  { path: '/_icons', element: IconsPage },
  {
    path: '/:slug',
    element: CmsPage,
    prepare: (host, { slug = '' }) => preparePage(host.cms, host.locale, slug),
  },
];

/** Loads the chunk and the first data of the page the remote mounts at (createRemoteApp). */
export const prepareRoute = async (host: RemoteProps): Promise<void> => {
  const { path } = splitLocale(host.location.pathname);
  for (const route of PAGE_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, path);
    if (!match) continue;
    const element = route.element as Partial<LazyPage>;
    await Promise.all([element.preload?.(), route.prepare?.(host, match.params)]);
    return;
  }
};

/** While a page's chunk loads: the page region's own skeleton, a screen tall like the shell's. */
const Loading = ({ children }: Readonly<{ children: ReactNode }>) => (
  <Suspense
    fallback={
      <Container>
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="text" lines={6} />
      </Container>
    }
  >
    {children}
  </Suspense>
);

export const AppRoutes = () => (
  <Loading>
    <Routes>
      <Route index element={<HomePage />} />
      {PAGE_ROUTES.map(({ path, element: Element }) => (
        <Route key={path} path={path} element={<Element />} />
      ))}
    </Routes>
  </Loading>
);
