import { describe, expect, it } from 'vitest';
import type { Banner } from './api/entities';
import { bannerHero, bannerImageFor, byPosition } from './banner-images';

const banner = (id: number, position: number, images: Partial<Banner['description']> = {}) =>
  ({ id, finished_at: null, description: { position, title: `B${id}`, ...images } }) as Banner;

describe('banner images', () => {
  it('orders banners by position', () => {
    expect(byPosition([banner(1, 3), banner(2, 1), banner(3, 2)]).map((b) => b.id)).toEqual([
      2, 3, 1,
    ]);
  });

  it('shows the mobile image on phones only when there is one', () => {
    const both = banner(1, 1, { image: '/wide.svg', image_mobile: '/phone.svg' });
    expect(bannerImageFor(both, true)).toBe('/phone.svg');
    expect(bannerImageFor(both, false)).toBe('/wide.svg');
    expect(bannerImageFor(banner(2, 1, { image: '/wide.svg' }), true)).toBe('/wide.svg');
  });

  it('makes the hero of the first banner by position, in both sizes', () => {
    const page = {
      items: [
        banner(1, 2, { image: '/1.svg' }),
        banner(2, 1, { image: '/2.svg', image_mobile: '/2m.svg' }),
      ],
      count: 2,
    };
    expect(bannerHero(page)).toEqual({ src: '/2.svg', mobileSrc: '/2m.svg' });
    expect(bannerHero({ items: [banner(3, 1, { image: '/3.svg' })], count: 1 })).toEqual({
      src: '/3.svg',
      mobileSrc: '/3.svg',
    });
  });

  it('has no hero without banners or when the first has no image', () => {
    expect(bannerHero({ items: [], count: 0 })).toBeNull();
    expect(bannerHero({ items: [banner(1, 1)], count: 1 })).toBeNull();
  });
});
