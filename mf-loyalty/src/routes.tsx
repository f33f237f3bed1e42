// The loyalty remote's own routes (locale-free; the shell's basename adds /ru). Every page
// is its own chunk, loaded when its route is first shown or, when the remote mounts at it,
// before the first render (prepareRoute).
import { Suspense, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { splitLocale, type RemoteProps } from '@omad/contract';
import { lazyPage, type LazyPage } from '@omad/contract/remote';
import { Container, Skeleton } from '@omad/ui';

const LoyaltyPage = lazyPage(() => import('./features/loyalty/loyalty-page'), 'LoyaltyPage');
const ProgramPage = lazyPage(() => import('./features/loyalty/program-page'), 'ProgramPage');
const ShopPage = lazyPage(() => import('./features/shop/shop-page'), 'ShopPage');
const OffersPage = lazyPage(() => import('./features/offers/offers-page'), 'OffersPage');
const OfferPage = lazyPage(() => import('./features/offers/offer-page'), 'OfferPage');
const PromotionsPage = lazyPage(
  () => import('./features/promotions/promotions-page'),
  'PromotionsPage',
);
const PromotionPage = lazyPage(
  () => import('./features/promotions/promotion-page'),
  'PromotionPage',
);

/** In matching order ('/loyalty/shop' before '/loyalty/:sysname'). */
const PAGE_ROUTES: ReadonlyArray<readonly [path: string, page: LazyPage]> = [
  ['/loyalty', LoyaltyPage],
  ['/loyalty/shop', ShopPage],
  ['/loyalty/:sysname', ProgramPage],
  ['/offers', OffersPage],
  ['/offers/:id', OfferPage],
  ['/promotions', PromotionsPage],
  ['/promotions/:id', PromotionPage],
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

export const AppRoutes = () => (
  <Loading>
    <Routes>
      {PAGE_ROUTES.map(([path, Element]) => (
        <Route key={path} path={path} element={<Element />} />
      ))}
    </Routes>
  </Loading>
);
