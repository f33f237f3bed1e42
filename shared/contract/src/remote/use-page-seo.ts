// A page's SEO: set while the page is mounted, withdrawn when it leaves. Pass null while
// the page's own data is still loading (the shell keeps the route's defaults meanwhile).
// What the page sets goes over its page-table row's head (PageHead: robots), which
// pageRoutes provides to the page it renders.
import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '../pages/define-pages';
import type { PageSeoInput } from '../remote-props';
import { useRemoteProps } from './context';

const NO_HEAD: PageHead = {};

/** The head of the page-table row the page renders at (pageRoutes provides it). */
export const PageHeadContext = createContext<PageHead>(NO_HEAD);

export const usePageSeo = (input: PageSeoInput | null): void => {
  const { seo } = useRemoteProps();
  const head = useContext(PageHeadContext);
  // The input is compared by content, so callers may pass a fresh object each render.
  const key = input === null ? null : JSON.stringify({ ...head, ...input });
  useEffect(() => {
    if (key === null) return undefined;
    return seo.setPage(JSON.parse(key) as PageSeoInput);
  }, [seo, key]);
};
