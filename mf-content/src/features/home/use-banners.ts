// Home banners: banners.get (offset 0, count 10), sorted by description.position, with
// the loading flag on while they are fetched (spec sections 4 and 7).
import { useEffect, useState } from 'react';
import type { Banner } from '@omad/contract/api';
import { BANNER_PAGE_SIZE } from '@omad/contract/format';
import { useRemoteProps } from '@omad/contract/remote';

export type BannersState = Readonly<{
  loading: boolean;
  banners: readonly Banner[];
  failed: boolean;
}>;

export const byPosition = (banners: readonly Banner[]): Banner[] =>
  [...banners].sort((a, b) => a.description.position - b.description.position);

export const useBanners = (): BannersState => {
  const { api, locale } = useRemoteProps();
  const [state, setState] = useState<BannersState>({ loading: true, banners: [], failed: false });
  useEffect(() => {
    let cancelled = false;
    setState((previous) => ({ ...previous, loading: true }));
    api.banners
      .get({ offset: 0, count: BANNER_PAGE_SIZE })
      .then((page) => {
        if (!cancelled)
          setState({ loading: false, banners: byPosition(page.items), failed: false });
      })
      .catch((error: unknown) => {
        console.error('[mf-content] banners unavailable', error);
        if (!cancelled) setState({ loading: false, banners: [], failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [api, locale]);
  return state;
};
