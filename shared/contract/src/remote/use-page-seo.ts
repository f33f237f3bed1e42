// A page's SEO: set while the page is mounted, withdrawn when it leaves. Pass null while
// the page's own data is still loading (the shell keeps the route's defaults meanwhile).
import { useEffect } from 'react';
import type { PageSeoInput } from '../remote-props';
import { useRemoteProps } from './context';

export const usePageSeo = (input: PageSeoInput | null): void => {
  const { seo } = useRemoteProps();
  // The input is compared by content, so callers may pass a fresh object each render.
  const key = input === null ? null : JSON.stringify(input);
  useEffect(() => {
    if (key === null) return undefined;
    return seo.setPage(JSON.parse(key) as PageSeoInput);
  }, [seo, key]);
};
