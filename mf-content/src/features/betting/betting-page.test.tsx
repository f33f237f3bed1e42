// @vitest-environment jsdom
// The sportsbook page: detection, the frame, its messages and its reload for a new account.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Events, type SessionState } from '@omad/contract';
import { GameFrameMessage } from '@omad/contract/api';
import {
  LocationProbe,
  accountFixture,
  answer,
  createTestHost,
  refusal,
  type PlatformAnswer,
} from '../../testing/test-host';
import { BettingPage } from './betting-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sportsbook = (launchUrl?: string) => ({
  sysname: 'dgt_sportsbook',
  name: 'Sportsbook',
  image_url: '/api/_media/game/dgt_sportsbook.svg',
  ...(launchUrl === undefined ? {} : { launch_url: launchUrl }),
});
const games = (...items: unknown[]) => answer({ items, count: items.length });

const page = (
  gamesAnswer: () => PlatformAnswer,
  locale: 'uz' | 'ru' = 'uz',
  session?: Partial<SessionState>,
) => {
  const host = createTestHost({ locale, session, platform: { 'games.get': gamesAnswer } });
  host.render(
    <>
      <BettingPage />
      <LocationProbe />
    </>,
  );
  return host;
};
const framedPage = (session?: Partial<SessionState>) =>
  page(() => games(sportsbook('/api/_games/dgt_sportsbook/play')), 'uz', session);
const signedIn = (uid = 7) =>
  ({ status: 'success', account: accountFixture(uid), authenticated: true }) as const;

const frame = () => screen.findByTitle<HTMLIFrameElement>(/Sport tikish|Ставки на спорт/);
const unavailable = () => screen.findByTestId('betting-unavailable');
const location = () => screen.getByTestId('location').textContent;

/**
 * A message posted to the page as `source` would post it; a frame of the site's own origin is
 * sandboxed without allow-same-origin, so its messages name the origin 'null'.
 */
const post = (data: unknown, source: Window | null, origin = 'null') =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('the betting page', () => {
  it('embeds the sportsbook at its launch address and shows it once the frame has loaded', async () => {
    const host = page(() => games(sportsbook('/api/_games/dgt_sportsbook/play')));
    const box = screen.getByTestId('betting-frame');
    expect(box.getAttribute('aria-busy')).toBe('true');
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('/api/_games/dgt_sportsbook/play?locale=uz');
    expect(iframe.title).toBe('Sport tikish');
    expect(box.querySelector('.omad-skeleton')).not.toBeNull();
    fireEvent.load(iframe);
    expect(box.getAttribute('aria-busy')).toBe('false');
    expect(box.querySelector('.omad-skeleton')).toBeNull();
    expect(box.querySelector('[data-state="loaded"]')).toBe(iframe.parentElement);
    const [call] = host.callsOf('games.get');
    expect(JSON.parse(call?.fields.options ?? '')).toMatchObject({ sysname: ['dgt_sportsbook'] });
  });

  it('passes the Russian locale to the frame', async () => {
    page(() => games(sportsbook('/api/_games/dgt_sportsbook/play')), 'ru');
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('/api/_games/dgt_sportsbook/play?locale=ru');
    expect(iframe.title).toBe('Ставки на спорт');
  });

  it('is unavailable when the sportsbook has no address it may frame', async () => {
    page(() => games(sportsbook()));
    expect((await unavailable()).dataset.reason).toBe('not-launchable');
    cleanup();
    page(() => games(sportsbook('javascript:alert(1)')));
    expect((await unavailable()).dataset.reason).toBe('not-launchable');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('tells an absent sportsbook from a failed check, and retries into the frame', async () => {
    page(() => games());
    expect((await unavailable()).dataset.reason).toBe('absent');
    cleanup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reply: PlatformAnswer = refusal('InternalServerErrorException', 'down', undefined, 500);
    page(() => reply, 'ru');
    const state = await unavailable();
    expect(state.dataset.reason).toBe('failed');
    expect(logged).toHaveBeenCalledWith(
      '[mf-content] sportsbook detection failed',
      expect.anything(),
    );
    reply = games(sportsbook('/api/_games/dgt_sportsbook/play'));
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(async () => expect((await frame()).getAttribute('src')).toContain('locale=ru'));
  });
});

describe("the betting page: the frame's messages", () => {
  it('refreshes the balance after a bet the frame reports', async () => {
    const host = framedPage(signedIn());
    const refreshed = vi.fn();
    host.bus.on(Events.BalanceRefresh, refreshed);
    post({ type: GameFrameMessage.Round }, (await frame()).contentWindow);
    expect(refreshed).toHaveBeenCalledOnce();
    // The header's balance comes with the session's account.
    expect(host.session.refresh).toHaveBeenCalledOnce();
  });

  it('opens sign-in when a guest taps what needs an account', async () => {
    const host = framedPage();
    const opened = vi.fn();
    host.bus.on(Events.AuthOpen, opened);
    post({ type: GameFrameMessage.SignIn }, (await frame()).contentWindow);
    expect(opened).toHaveBeenCalledExactlyOnceWith({ mode: 'login', source: 'sportsbook' });
  });

  it.each([GameFrameMessage.Deposit, GameFrameMessage.InsufficientFunds])(
    'opens the deposit page for %s',
    async (type) => {
      framedPage(signedIn());
      const iframe = await frame();
      expect(location()).toBe('/');
      post({ type }, iframe.contentWindow);
      expect(location()).toBe('/cashier/deposit');
    },
  );

  it("opens only this site's pages a frame asks for with checkIframe", async () => {
    const host = framedPage(signedIn());
    const iframe = await frame();
    const push = vi.mocked(host.props.navigator.push);
    post({ type: 'checkIframe', url: 'https://evil.example/phish' }, iframe.contentWindow);
    post({ type: 'checkIframe', url: 'javascript:alert(1)' }, iframe.contentWindow);
    expect(push).not.toHaveBeenCalled();
    post({ type: 'checkIframe', url: '/ru/cashier/paysuccess' }, iframe.contentWindow);
    expect(push).toHaveBeenCalledExactlyOnceWith('/ru/cashier/paysuccess');
  });

  it('does nothing for a message of another window or of a foreign origin', async () => {
    const host = framedPage();
    const iframe = await frame();
    const heard = vi.fn();
    host.bus.on('*', heard);
    for (const data of [
      ...Object.values(GameFrameMessage).map((type) => ({ type })),
      { type: 'checkIframe', url: '/cashier/deposit' },
    ]) {
      post(data, window);
      post(data, null);
      post(data, iframe.contentWindow, 'https://evil.example');
    }
    expect(heard).not.toHaveBeenCalled();
    expect(host.session.refresh).not.toHaveBeenCalled();
    expect(host.props.navigator.push).not.toHaveBeenCalled();
    expect(location()).toBe('/');
    // The same message from the frame itself is heard.
    post({ type: GameFrameMessage.SignIn }, iframe.contentWindow);
    expect(heard).toHaveBeenCalledOnce();
  });
});

describe("the betting page: the frame and the player's session", () => {
  it('waits until the shell knows who is there before it loads the frame', async () => {
    const host = framedPage({ status: 'pending', account: null, authenticated: false });
    await waitFor(() => expect(host.callsOf('games.get')).toHaveLength(1));
    expect(screen.getByTestId('betting-frame').getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('iframe')).toBeNull();
    act(() => host.sessionStore.setState(signedIn()));
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('/api/_games/dgt_sportsbook/play?locale=uz');
  });

  it('loads the frame afresh after a sign-in and a sign-out, not after a refresh', async () => {
    const host = framedPage();
    const asGuest = await frame();
    fireEvent.load(asGuest);
    const box = screen.getByTestId('betting-frame');
    expect(box.getAttribute('aria-busy')).toBe('false');

    act(() => host.sessionStore.setState(signedIn()));
    const asPlayer = await frame();
    expect(asPlayer).not.toBe(asGuest);
    expect(asGuest.isConnected).toBe(false);
    expect(asPlayer.getAttribute('src')).toBe(asGuest.getAttribute('src'));
    // The skeleton again until the player's frame has loaded.
    expect(screen.getByTestId('betting-frame').getAttribute('aria-busy')).toBe('true');
    fireEvent.load(asPlayer);

    // A balance refresh keeps the account: the frame stays as it is.
    act(() => host.sessionStore.setState({ status: 'pending' }));
    act(() => host.sessionStore.setState({ status: 'success' }));
    expect(await frame()).toBe(asPlayer);

    act(() => host.sessionStore.setState(signedIn(8)));
    const asAnother = await frame();
    expect(asAnother).not.toBe(asPlayer);

    act(() => host.sessionStore.setState({ account: accountFixture(0), authenticated: false }));
    expect(await frame()).not.toBe(asAnother);
  });
});
