// A remote's routes from its page table (@omad/contract/pages definePages): one <Route> per
// row in the table's order, each page its own chunk behind one Suspense fallback, and the
// readying of the page the remote mounts at (its chunk and its `prepare`) before the first
// render, so a page the edge drew a first screen for is drawn over it at once.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { Container, Skeleton } from '@omad/ui';
import { splitLocale } from '../locale';
import type { RemoteProps } from '../remote-props';
import {
  isRedirectRow,
  pageHeadOf,
  type PageHead,
  type PageLoader,
  type PageRow,
  type PageTable,
  type RedirectRow,
} from '../pages/define-pages';
import { lazyComponent, type LazyPage } from './lazy-page';
import { PageHeadContext } from './use-page-seo';

/**
 * The page region's skeleton while a page's chunk loads: a title over a block ('page'), over
 * a section navigation and a panel ('framed': the cashier's and the profile's frames), or
 * over lines of text ('text').
 */
export const PageLoading = ({ kind = 'page' }: Readonly<{ kind?: 'page' | 'framed' | 'text' }>) => (
  <Container>
    <Skeleton variant="text" width="40%" height={32} />
    {kind === 'page' && <Skeleton variant="block" height={480} />}
    {kind === 'framed' && (
      <>
        <Skeleton variant="block" height={44} />
        <Skeleton variant="block" height={320} />
      </>
    )}
    {kind === 'text' && <Skeleton variant="text" lines={6} />}
  </Container>
);

export type PageRoutes = Readonly<{
  /** The remote's <Routes>, for createRemoteApp's root. */
  Routes: ComponentType;
  /** Readies the page at the host's location (createRemoteApp's prepare). */
  prepare: (host: RemoteProps) => Promise<void>;
}>;

/** A row with what it renders: a redirect row has no page. */
type TableRoute =
  | Readonly<{ row: RedirectRow; Page: null }>
  | Readonly<{ row: PageRow; Page: LazyPage; head: PageHead }>;

export const pageRoutes = (table: PageTable, loading: ReactNode = <PageLoading />): PageRoutes => {
  // One lazy component per loader: rows sharing a loader render the same component type.
  const pages = new Map<PageLoader, LazyPage>();
  const pageOf = (load: PageLoader): LazyPage => {
    let page = pages.get(load);
    if (!page) pages.set(load, (page = lazyComponent(load)));
    return page;
  };
  const routes = table.rows.map((row): TableRoute =>
    isRedirectRow(row)
      ? { row, Page: null }
      : { row, Page: pageOf(row.page), head: pageHeadOf(row) },
  );

  const prepare = async (host: RemoteProps): Promise<void> => {
    const { path } = splitLocale(host.location.pathname);
    for (const { row, Page } of routes) {
      const match = matchPath({ path: row.path, end: true }, path);
      if (!match) continue;
      if (!Page) return;
      const input = {
        queryClient: host.queryClient,
        cms: host.cms,
        locale: host.locale,
        params: match.params,
      };
      await Promise.all([Page.preload(), row.prepare?.(input)]);
      return;
    }
  };

  const PageTableRoutes = () => (
    <Suspense fallback={loading}>
      <Routes>
        {routes.map((route) => (
          <Route
            key={route.row.path}
            path={route.row.path}
            element={
              route.Page ? (
                // The row's head (robots) under what the page's usePageSeo sets.
                <PageHeadContext.Provider value={route.head}>
                  <route.Page />
                </PageHeadContext.Provider>
              ) : (
                <Navigate to={route.row.redirect} replace />
              )
            }
          />
        ))}
      </Routes>
    </Suspense>
  );
  return { Routes: PageTableRoutes, prepare };
};
