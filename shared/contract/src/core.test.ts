import { describe, expect, it } from 'vitest';
import { hasLocalePrefix, localizePath, splitLocale } from './locale';
import { sameOriginPath } from './safe-url';

describe('locale paths', () => {
  it('splits the /ru prefix off and defaults to uz', () => {
    expect(splitLocale('/ru/cashier?x=1')).toEqual({ locale: 'ru', path: '/cashier?x=1' });
    expect(splitLocale('/ru')).toEqual({ locale: 'ru', path: '/' });
    expect(splitLocale('/ru?x=1')).toEqual({ locale: 'ru', path: '/?x=1' });
    expect(splitLocale('/russia')).toEqual({ locale: 'uz', path: '/russia' });
    expect(splitLocale('/uz/gamehall')).toEqual({ locale: 'uz', path: '/gamehall' });
  });
  it('localizes a locale-free path', () => {
    expect(localizePath('/gamehall', 'ru')).toBe('/ru/gamehall');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/ru/gamehall', 'uz')).toBe('/gamehall');
    expect(localizePath('gamehall', 'uz')).toBe('/gamehall');
  });
  it('knows when a path carries a prefix', () => {
    expect(hasLocalePrefix('/ru')).toBe(true);
    expect(hasLocalePrefix('/uz/x')).toBe(true);
    expect(hasLocalePrefix('/rules')).toBe(false);
  });
});

describe('sameOriginPath', () => {
  const origin = 'https://omad.uz';
  it('keeps paths and same-origin URLs', () => {
    expect(sameOriginPath('/cashier/deposit?x=1#y', origin)).toBe('/cashier/deposit?x=1#y');
    expect(sameOriginPath('https://omad.uz/ru/profile', origin)).toBe('/ru/profile');
  });
  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    42,
    null,
  ])('refuses %s', (candidate) => {
    expect(sameOriginPath(candidate, origin)).toBeNull();
  });
});
