// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { byPosition } from '@omad/contract';
import type { Banner } from '@omad/contract/api';
import { warmFirstBannerImage } from './use-banners';

const banner = (id: number, position: number, images: Partial<Banner['description']> = {}) =>
  ({
    id,
    finished_at: null,
    description: { position, ...images },
  }) as unknown as Banner;

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('warmFirstBannerImage', () => {
  const list = byPosition([
    banner(2, 2, { image: '/media/second.svg' }),
    banner(1, 1, { image: '/media/wide.svg', image_mobile: '/media/narrow.svg' }),
  ]);

  it("preloads the first slide's wide image at high priority on a wide screen", () => {
    warmFirstBannerImage(list, document, false);
    expect(preloads()).toEqual([{ href: '/media/wide.svg', priority: 'high' }]);
  });

  it('preloads its mobile image on a phone, and the wide one when it has no mobile one', () => {
    warmFirstBannerImage(list, document, true);
    expect(preloads().map((link) => link.href)).toEqual(['/media/narrow.svg']);
    document.head.innerHTML = '';
    warmFirstBannerImage([banner(3, 1, { image: '/media/only.svg' })], document, true);
    expect(preloads().map((link) => link.href)).toEqual(['/media/only.svg']);
  });

  it('adds nothing for an empty list, a slide without an image, or an image already warmed', () => {
    warmFirstBannerImage([], document, false);
    warmFirstBannerImage([banner(4, 1)], document, false);
    expect(preloads()).toEqual([]);
    warmFirstBannerImage(list, document, false);
    warmFirstBannerImage(list, document, false);
    expect(preloads()).toHaveLength(1);
  });
});
