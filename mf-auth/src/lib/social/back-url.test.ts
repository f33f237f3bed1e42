import { describe, expect, it } from 'vitest';
import {
  PAY_SUCCESS_BACK_URL_KEY,
  SOCIAL_AUTH_BACK_URL_KEY,
  acceptBackUrl,
  backUrlOf,
  consumeBackUrl,
} from './back-url';

const ORIGIN = 'https://omad.example';
const ALLOWED = ['https://omad.uz', 'https://t.me', 'not a url'];
const accept = (candidate: unknown) => acceptBackUrl(candidate, ORIGIN, ALLOWED);

describe('acceptBackUrl', () => {
  it('takes same-origin paths and addresses as client navigation', () => {
    expect(accept('/ru/promotions')).toEqual({ kind: 'path', path: '/ru/promotions' });
    expect(accept('/gamehall?category=slots#top')).toEqual({
      kind: 'path',
      path: '/gamehall?category=slots#top',
    });
    expect(accept(`${ORIGIN}/cashier/deposit`)).toEqual({ kind: 'path', path: '/cashier/deposit' });
    // A bare word is a relative path: it cannot leave the site.
    expect(accept('evil.example')).toEqual({ kind: 'path', path: '/evil.example' });
  });

  it('takes allow-listed origins as a full navigation', () => {
    expect(accept('https://t.me/omad_support')).toEqual({
      kind: 'external',
      url: 'https://t.me/omad_support',
    });
    expect(accept('HTTPS://OMAD.UZ/ru')).toEqual({ kind: 'external', url: 'https://omad.uz/ru' });
  });

  it('refuses everything else', () => {
    for (const candidate of [
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/',
      'http://t.me/omad',
      'https://t.me.evil.example/',
      'https://t.me@evil.example/',
      'https://omad.uz@evil.example/',
      'https://user:pass@t.me/',
      '',
      null,
      42,
    ]) {
      expect(accept(candidate), String(candidate)).toBeNull();
    }
  });

  it('refuses external origins when the allow-list is empty', () => {
    expect(acceptBackUrl('https://t.me/omad', ORIGIN, [])).toBeNull();
  });
});

describe('backUrlOf', () => {
  it('prefers the backUrl query, else the current path without the social flag', () => {
    expect(backUrlOf({ pathname: '/ru/promotions', search: '?backUrl=%2Fru%2Foffers' })).toBe(
      '/ru/offers',
    );
    expect(backUrlOf({ pathname: '/ru/promotions', search: '?page=2&social_auth=1' })).toBe(
      '/ru/promotions?page=2',
    );
    expect(backUrlOf({ pathname: '/', search: '' })).toBe('/');
  });
});

describe('consumeBackUrl', () => {
  it('reads the stored address once', () => {
    const store = new Map<string, string>([[SOCIAL_AUTH_BACK_URL_KEY, '/ru/promotions']]);
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    expect(consumeBackUrl(storage)).toBe('/ru/promotions');
    expect(consumeBackUrl(storage)).toBeNull();
  });

  it('names both back-URL keys of spec section 4', () => {
    expect([SOCIAL_AUTH_BACK_URL_KEY, PAY_SUCCESS_BACK_URL_KEY]).toEqual([
      'social_auth_back_url',
      'pay_success_back_url',
    ]);
  });
});
