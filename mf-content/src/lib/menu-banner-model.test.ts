import { describe, expect, it } from 'vitest';
import type { AuthConfig } from '@omad/contract/cms';
import { menuBannerView, signedInTarget } from './menu-banner-model';

const banner: AuthConfig['menuBanner'] = {
  isExist: true,
  subtitle: 'Every Monday',
  title: 'Cashback up to 10%',
  buttonTitle: 'More',
  buttonSlug: '/offers/weekly-cashback',
  image: '/cms/uploads/menu-banner.svg',
  publicSubtitle: 'For new players',
  publicTitle: '100% welcome bonus',
  publicButtonTitle: 'Sign up',
  publicImage: '/cms/uploads/menu-banner-public.svg',
};

describe('menuBannerView', () => {
  it('shows a signed-in player the own texts with a link to buttonSlug', () => {
    expect(menuBannerView(banner, true)).toEqual({
      title: 'Cashback up to 10%',
      subtitle: 'Every Monday',
      image: '/cms/uploads/menu-banner.svg',
      buttonTitle: 'More',
      action: { kind: 'page', path: '/offers/weekly-cashback' },
    });
  });

  it('shows a guest the public texts with a button that opens registration', () => {
    expect(menuBannerView(banner, false)).toEqual({
      title: '100% welcome bonus',
      subtitle: 'For new players',
      image: '/cms/uploads/menu-banner-public.svg',
      buttonTitle: 'Sign up',
      action: { kind: 'register' },
    });
  });

  it('shows nothing when the banner is switched off', () => {
    expect(menuBannerView({ ...banner, isExist: false }, true)).toBeNull();
    expect(menuBannerView({ ...banner, isExist: false }, false)).toBeNull();
  });
});

describe('signedInTarget', () => {
  it('falls back to the offers index without a buttonSlug', () => {
    expect(signedInTarget(null)).toEqual({ kind: 'page', path: '/offers' });
    expect(signedInTarget('  ')).toEqual({ kind: 'page', path: '/offers' });
  });

  it('reads a bare slug as a path of the site', () => {
    expect(signedInTarget('promotions')).toEqual({ kind: 'page', path: '/promotions' });
  });

  it('keeps absolute http(s) links external', () => {
    expect(signedInTarget('https://t.me/omad')).toEqual({
      kind: 'external',
      href: 'https://t.me/omad',
    });
  });

  it('never treats a protocol-relative address as a path', () => {
    expect(signedInTarget('//evil.example/offers')).toEqual({ kind: 'page', path: '/offers' });
    expect(signedInTarget('/\\evil.example')).toEqual({ kind: 'page', path: '/offers' });
  });
});
