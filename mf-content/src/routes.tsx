// mf-content's routes (locale-free; the shell's basename adds /ru). /_icons renders in the
// shell's svg-sprite layout; any other single segment is a CMS page or the not-found page.
// Home, the page most visits start on, is in ./app itself; every other page is its own
// chunk, loaded when its route is first shown.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { Container, Skeleton } from '@omad/ui';
import { HomePage } from './features/home/home-page';

const page = <Name extends string>(
  load: () => Promise<Readonly<Record<Name, ComponentType>>>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));

const BettingPage = page(() => import('./features/betting/betting-page'), 'BettingPage');
const CmsPage = page(() => import('./features/cms-page/cms-page'), 'CmsPage');
const ConfirmationPage = page(
  () => import('./features/confirmation/confirmation-page'),
  'ConfirmationPage',
);
const ConfirmationSuccessPage = page(
  () => import('./features/confirmation/confirmation-success-page'),
  'ConfirmationSuccessPage',
);
const IconsPage = page(() => import('./features/icons/icons-page'), 'IconsPage');
const SupportPage = page(() => import('./features/support/support-page'), 'SupportPage');
const UnsubscribePage = page(
  () => import('./features/unsubscribe/unsubscribe-page'),
  'UnsubscribePage',
);

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
      <Route path="/betting" element={<BettingPage />} />
      <Route path="/support" element={<SupportPage />} />
      <Route path="/unsubscribe" element={<UnsubscribePage />} />
      <Route path="/confirmation" element={<ConfirmationPage />} />
      <Route path="/confirmation/success" element={<ConfirmationSuccessPage />} />
      <Route path="/_icons" element={<IconsPage />} />
      <Route path="/:slug" element={<CmsPage />} />
    </Routes>
  </Loading>
);
