// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { account, ok, renderRemote } from '../../testing/fake-remote';
import { authConfig } from '../../testing/cms-fixture';
import { SOCIAL_AUTH_BACK_URL_KEY } from '../../lib/social/back-url';
import { SocialReturn } from './social-return';

const mount = (search = '') =>
  renderRemote(<SocialReturn />, {
    answers: { 'account.getInfo': () => ok(account({ is_registration_completed: false })) },
    cms: { getAuthConfig: async () => authConfig },
    search,
  });

const fromPopup = (data: unknown, origin = window.location.origin) =>
  act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('SocialReturn in the popup', () => {
  it('tells its same-origin opener how the sign-in ended and closes', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', {
      value: { location: { origin: window.location.origin }, postMessage },
      configurable: true,
    });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { session } = await mount('?social_auth=1&social_auth=success');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'omad:social-auth', status: 'success' },
      window.location.origin,
    );
    expect(session.signedIn).not.toHaveBeenCalled();
  });
});

describe('SocialReturn in the opener', () => {
  it('signs the player in and goes back to the stored same-origin page', async () => {
    localStorage.setItem(SOCIAL_AUTH_BACK_URL_KEY, '/ru/promotions');
    const { session, remote } = await mount();
    await fromPopup({ type: 'omad:social-auth', status: 'success' });
    await waitFor(() => expect(remote.navigator.replace).toHaveBeenCalledWith('/ru/promotions'));
    expect(session.signedIn).toHaveBeenCalledWith(expect.objectContaining({ uid: 42 }), 'social');
    expect(localStorage.getItem(SOCIAL_AUTH_BACK_URL_KEY)).toBeNull();
  });

  it('refuses an off-site back-URL and logs the refusal', async () => {
    localStorage.setItem(SOCIAL_AUTH_BACK_URL_KEY, 'https://evil.example/');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = window.location.href;
    const { session, remote } = await mount();
    await fromPopup({ type: 'omad:social-auth', status: 'success' });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[mf-auth] refused social back-URL',
        'https://evil.example/',
      ),
    );
    expect(session.signedIn).toHaveBeenCalled();
    expect(window.location.href).toBe(before);
    expect(remote.navigator.replace).not.toHaveBeenCalled();
  });

  it('ignores messages from other origins and of other shapes', async () => {
    const { session } = await mount();
    await fromPopup({ type: 'omad:social-auth', status: 'success' }, 'https://evil.example');
    await fromPopup({ type: 'something-else' });
    expect(session.signedIn).not.toHaveBeenCalled();
  });
});

describe('SocialReturn without a popup (it was blocked)', () => {
  it('completes in this window and leaves the social flag behind', async () => {
    localStorage.setItem(SOCIAL_AUTH_BACK_URL_KEY, '/gamehall');
    const { session, remote } = await mount('?social_auth=1&social_auth=success');
    await waitFor(() => expect(remote.navigator.replace).toHaveBeenCalledWith('/gamehall'));
    expect(session.signedIn).toHaveBeenCalledWith(expect.anything(), 'social');
  });

  it('says when the player cancelled at the provider', async () => {
    const { remote } = await mount('?social_auth=cancelled');
    await waitFor(() =>
      expect(remote.toast).toHaveBeenCalledWith({
        kind: 'info',
        message: 'Ijtimoiy tarmoq orqali kirish bekor qilindi',
      }),
    );
  });
});
