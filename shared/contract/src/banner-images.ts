// Which image a banner shows, and the home page's hero: the first banner's image. Kept in
// the contract's root (which the shell's first frame is drawn with) because the shell's
// skeleton draws the hero with the same breakpoint the home page's banners use.
import type { Banner } from './api/entities';
import type { Page } from './api/methods';

/** The image a page shows largest at its top, in the two sizes a banner has. */
export interface HeroImage {
  readonly src: string;
  /** The phone image (below MOBILE_BANNER_MEDIA); the same as src when there is none. */
  readonly mobileSrc: string;
}

/**
 * True for an image address a page may name, in an attribute too: a path on this site or an
 * http(s) URL, without quotes, angle brackets, backslashes or spaces.
 */
export const isImageAddress = (value: unknown): value is string =>
  typeof value === 'string' &&
  (/^\/(?![/\\])/.test(value) || /^https?:\/\//i.test(value)) &&
  !/[\s"'<>\\]/.test(value);

/** Below this width a banner shows its mobile image, when it has one. */
export const MOBILE_BANNER_MEDIA = '(max-width: 767px)';
/** The rest: the widths a banner shows its wide image at. */
export const WIDE_BANNER_MEDIA = '(min-width: 768px)';

/** Banners in the order the home page shows them: description.position (spec section 4). */
export const byPosition = (banners: readonly Banner[]): Banner[] =>
  [...banners].sort((a, b) => a.description.position - b.description.position);

/** The image a banner shows at the current width: the mobile one on phones, if any. */
export const bannerImageFor = (banner: Banner, mobile: boolean): string | undefined => {
  const { image, image_mobile: imageMobile } = banner.description;
  return image && mobile && imageMobile ? imageMobile : image;
};

/** The first banner's image of a banners.get page: the home page's largest paint. */
export const bannerHero = (page: Page<Banner>): HeroImage | null => {
  const [first] = byPosition(page.items);
  const src = first ? bannerImageFor(first, false) : undefined;
  if (!first || !src) return null;
  return { src, mobileSrc: bannerImageFor(first, true) ?? src };
};
