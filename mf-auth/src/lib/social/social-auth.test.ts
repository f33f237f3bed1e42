import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_AUTH_BACK_URL_KEY } from './back-url';
import {
  isSocialAuthMessage,
  popupFeatures,
  socialAuthStatusOf,
  socialInitUrl,
  startSocialSignIn,
} from './social-auth';

describe('socialInitUrl', () => {
  it('asks the provider to return home with the social flag', () => {
    const url = new URL(
      socialInitUrl('https://omad.example', 'google', 'register', '/ru'),
      'https://x',
    );
    expect(url.pathname).toBe('/oauth/init');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: 'google',
      redirect_url: 'https://omad.example/ru?social_auth=1',
      type_auth: 'register',
    });
  });
});

describe('socialAuthStatusOf', () => {
  it('reads the outcome the platform appended, and ignores pages without the flag', () => {
    expect(socialAuthStatusOf('?social_auth=1&social_auth=success')).toBe('success');
    expect(socialAuthStatusOf('?social_auth=cancelled')).toBe('cancelled');
    expect(socialAuthStatusOf('?social_auth=1&social_auth=banned')).toBe('banned');
    expect(socialAuthStatusOf('?social_auth=1')).toBe('unknown');
    expect(socialAuthStatusOf('?page=1')).toBeNull();
  });
});

describe('isSocialAuthMessage', () => {
  it('accepts only the typed message', () => {
    expect(isSocialAuthMessage({ type: 'omad:social-auth', status: 'success' })).toBe(true);
    expect(isSocialAuthMessage({ type: 'omad:social-auth', status: 'pwned' })).toBe(false);
    expect(isSocialAuthMessage({ type: 'other', status: 'success' })).toBe(false);
    expect(isSocialAuthMessage('omad:social-auth')).toBe(false);
    expect(isSocialAuthMessage(null)).toBe(false);
  });
});

describe('startSocialSignIn', () => {
  afterEach(() => vi.unstubAllGlobals());

  const fakeWindow = (popup: unknown) => {
    const stored = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
    });
    return {
      stored,
      win: {
        open: vi.fn(() => popup),
        screenX: 100,
        screenY: 50,
        outerWidth: 1440,
        outerHeight: 900,
        location: {
          origin: 'https://omad.example',
          pathname: '/ru/promotions',
          search: '',
          assign: vi.fn(),
        },
      },
    };
  };

  it('stores the back-URL and opens a centred 640×480 popup', () => {
    const { stored, win } = fakeWindow({});
    expect(startSocialSignIn('google', 'login', '/ru', win as never)).toBe('popup');
    expect(stored.get(SOCIAL_AUTH_BACK_URL_KEY)).toBe('/ru/promotions');
    expect(win.open).toHaveBeenCalledWith(
      expect.stringMatching(/^\/oauth\/init\?service=google&/),
      'omad-social-auth',
      'popup=yes,width=640,height=480,left=500,top=260',
    );
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(popupFeatures(win as never)).toContain('width=640,height=480');
  });

  it('navigates this window to the provider when the popup is blocked', () => {
    const { win } = fakeWindow(null);
    expect(startSocialSignIn('telegram', 'register', '/', win as never)).toBe('redirect');
    expect(win.location.assign).toHaveBeenCalledWith(
      expect.stringMatching(/^\/oauth\/init\?service=telegram&.*type_auth=register$/),
    );
  });
});
