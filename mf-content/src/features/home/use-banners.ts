// Home banners: banners.get (offset 0, count 10), sorted by description.position, with
// the loading flag on while they are fetched (spec sections 4 and 7).
import { useEffect, useState } from 'react';
import { bannerImageFor, byPosition, MOBILE_BANNER_MEDIA } from '@omad/contract';
import type { Banner } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import { HOME_BANNERS_QUERY } from './banners-query';

export type BannersState = Readonly<{
  loading: boolean;
  banners: readonly Banner[];
  failed: boolean;
}>;

/**
 * Starts the download of the first slide's image as soon as the list is known, instead of
 * once React has rendered the slide: it is the largest paint of the home page. The slide's
 * <img> then finds it in the memory cache (same address, same mode).
 */
export const warmFirstBannerImage = (
  banners: readonly Banner[],
  doc: Document = document,
  mobile: boolean = typeof window.matchMedia === 'function' &&
    window.matchMedia(MOBILE_BANNER_MEDIA).matches,
): void => {
  const first = banners[0];
  const href = first ? bannerImageFor(first, mobile) : undefined;
  const warmed = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
    (link) => link.getAttribute('href') === href,
  );
  if (!href || warmed) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  doc.head.append(link);
};

export const useBanners = (): BannersState => {
  const { api, locale } = useRemoteProps();
  const [state, setState] = useState<BannersState>({ loading: true, banners: [], failed: false });
  useEffect(() => {
    let cancelled = false;
    setState((previous) => ({ ...previous, loading: true }));
    api.banners
      .get(HOME_BANNERS_QUERY)
      .then((page) => {
        if (cancelled) return;
        const banners = byPosition(page.items);
        warmFirstBannerImage(banners);
        setState({ loading: false, banners, failed: false });
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
