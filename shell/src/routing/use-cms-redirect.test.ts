import { describe, expect, it } from 'vitest';
import { findRedirect } from './use-cms-redirect';

const redirects = [
  { from_url: '/old-promo', to_url: '/promotions' },
  { from_url: '/help/', to_url: 'https://t.me/omad_support', external: true },
  { from_url: '/casino', to_url: 'https://evil.example/', external: false },
];

describe('findRedirect', () => {
  it('matches the path, ignoring a trailing slash on either side', () => {
    expect(findRedirect(redirects, '/old-promo/')).toEqual({ to: '/promotions', external: false });
    expect(findRedirect(redirects, '/help')).toEqual({
      to: 'https://t.me/omad_support',
      external: true,
    });
  });
  it('returns null when nothing matches', () => {
    expect(findRedirect(redirects, '/promotions')).toBeNull();
  });
  it('reports an unmarked external target as internal so the caller refuses it', () => {
    expect(findRedirect(redirects, '/casino')).toEqual({
      to: 'https://evil.example/',
      external: false,
    });
  });
});
