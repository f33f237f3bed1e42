// The CMS page of a slug: undefined while it loads, null when there is none. A missing page
// (or a content service that cannot answer) is reported to the shell, which shows its
// system page with the status semantics of spec section 8. The page table's `prepare` reads
// the page the remote mounts at into the query cache before the first render
// (`preparePage`), so that page is there from the first frame.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Events } from '@omad/contract';
import { isCmsError, type CmsPage } from '@omad/contract/cms';
import type { PrepareInput } from '@omad/contract/pages';
import { cmsQuery, useRemoteProps } from '@omad/contract/remote';

/** How long a read page counts as fresh (no read again when the page mounts). */
const PAGE_FRESH_MS = 30_000;

/** Reads the page of the route's slug ahead; a failure is left for the page's read to report. */
export const preparePage = ({ queryClient, cms, params }: PrepareInput): Promise<void> =>
  queryClient.prefetchQuery(cmsQuery(cms, 'getPage', params.slug ?? ''));

export const useCmsPage = (slug: string): CmsPage | null | undefined => {
  const { cms, bus } = useRemoteProps();
  // Fresh for a while: the page prepared before the first render is not read again at once.
  const { data, error } = useQuery({ ...cmsQuery(cms, 'getPage', slug), staleTime: PAGE_FRESH_MS });

  useEffect(() => {
    if (error) {
      console.error('[mf-content] page unavailable', error);
      bus.emit(Events.PageError, { status: isCmsError(error) ? error.status : 500 });
    } else if (data === null) bus.emit(Events.PageError, { status: 404 });
  }, [bus, data, error]);

  return error ? null : data;
};
