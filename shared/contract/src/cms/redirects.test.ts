import { describe, expect, it } from 'vitest';
import { findRedirect, redirectTarget } from './redirects';

const ORIGIN = 'https://omad.uz';

describe('CMS redirects', () => {
  const redirects = [
    { from_url: '/old-bonus/', to_url: '/promotions/welcome', external: false },
    { from_url: '/blog', to_url: 'https://blog.omad.uz/', external: true },
    { from_url: '/sneaky', to_url: 'https://evil.example/', external: false },
    { from_url: '/script', to_url: 'javascript:alert(1)', external: true },
  ];

  it('finds the entry of a path, a trailing slash aside', () => {
    expect(findRedirect(redirects, '/old-bonus')).toEqual({
      to: '/promotions/welcome',
      external: false,
    });
    expect(findRedirect(redirects, '/other')).toBeNull();
  });

  it('leads inside the site in the visitor’s language, and off it only when marked so', () => {
    const target = (path: string, locale: 'uz' | 'ru' = 'ru') => {
      const hit = findRedirect(redirects, path);
      return hit && redirectTarget(hit, ORIGIN, locale);
    };
    expect(target('/old-bonus')).toEqual({ kind: 'internal', path: '/ru/promotions/welcome' });
    expect(target('/old-bonus', 'uz')).toEqual({ kind: 'internal', path: '/promotions/welcome' });
    expect(target('/blog')).toEqual({ kind: 'external', address: 'https://blog.omad.uz/' });
    expect(target('/sneaky')).toBeNull();
    expect(target('/script')).toBeNull();
  });
});
