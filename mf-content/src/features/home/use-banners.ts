// Home banners: banners.get (offset 0, count 10), sorted by description.position, with
// the loading flag on while they are fetched (spec sections 4 and 7).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bannerImageFor, byPosition, MOBILE_BANNER_MEDIA } from '@omad/contract';
import type { Banner, Page } from '@omad/contract/api';
import { platformKey, useRemoteProps } from '@omad/contract/remote';
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

/** The slides in their CMS order. */
const slidesOf = (page: Page<Banner>): readonly Banner[] => byPosition(page.items);

export const useBanners = (): BannersState => {
  const { api } = useRemoteProps();
  const query = useQuery({
    queryKey: platformKey('banners.get', HOME_BANNERS_QUERY),
    queryFn: async () => {
      const page = await api.banners.get(HOME_BANNERS_QUERY);
      warmFirstBannerImage(slidesOf(page));
      return page;
    },
    select: slidesOf,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('[mf-content] banners unavailable', error);
  }, [error]);
  return { loading: query.isFetching, banners: query.data ?? [], failed: query.isError };
};
