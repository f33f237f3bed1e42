import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  accountLocaleOverride,
  detectLocale,
  localeCookie,
  readCookie,
} from './detect';

describe('detectLocale', () => {
  it('takes the URL prefix first', () => {
    expect(
      detectLocale({
        path: '/ru/gamehall',
        cookie: 'i18n_redirected=uz',
        browserLanguages: ['uz'],
      }),
    ).toBe('ru');
  });
  it('then the i18n_redirected cookie', () => {
    expect(
      detectLocale({
        path: '/gamehall',
        cookie: 'a=1; i18n_redirected=ru',
        browserLanguages: ['uz'],
      }),
    ).toBe('ru');
  });
  it('then the browser language', () => {
    expect(detectLocale({ path: '/', cookie: '', browserLanguages: ['en-US', 'ru-RU'] })).toBe(
      'ru',
    );
  });
  it('then the default', () => {
    expect(
      detectLocale({ path: '/', cookie: 'i18n_redirected=de', browserLanguages: ['en'] }),
    ).toBe('uz');
  });
});

describe('cookies', () => {
  it('reads one cookie among many', () => {
    expect(readCookie('x=1; i18n_redirected=ru; y=2', 'i18n_redirected')).toBe('ru');
    expect(readCookie('x=1', 'i18n_redirected')).toBeNull();
  });
  it('stores the choice for 365 days on the whole site', () => {
    expect(localeCookie('ru')).toBe('i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('accountLocaleOverride', () => {
  it('lets the account locale win only with the platform strategy', () => {
    expect(accountLocaleOverride('platform', 'ru', 'uz')).toBe('ru');
    expect(accountLocaleOverride('cookie', 'ru', 'uz')).toBeNull();
    expect(accountLocaleOverride('platform', 'uz', 'uz')).toBeNull();
    expect(accountLocaleOverride('platform', 'en', 'uz')).toBeNull();
  });
});

describe('acceptedLanguages', () => {
  it('orders an Accept-Language header by weight, as navigator.languages would be', () => {
    expect(acceptedLanguages('en;q=0.5, ru-RU, ru;q=0.9, *;q=0.1, de;q=0')).toEqual([
      'ru-RU',
      'ru',
      'en',
    ]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
