// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Events, FRAME_SANDBOX } from '@omad/contract';
import { GameFrameMessage } from '@omad/contract/api';
import {
  DEMO_NOTICE,
  gamesConfig,
  playableGame,
  playerSession,
  renderGamePage,
} from './game-test-host';

/** The HEAD check of the frame's address; each test sets its answer. */
let frameStatus = 200;
const frameChecks = vi.fn(async () => new Response(null, { status: frameStatus }));

beforeEach(() => {
  frameStatus = 200;
  frameChecks.mockClear();
  vi.stubGlobal('fetch', frameChecks);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const frame = () => screen.findByTestId<HTMLIFrameElement>('game-frame');
const location = () => screen.getByTestId('location').textContent;

/** A message posted to the page as `source` would post it. */
const post = (data: unknown, source: Window | null, origin = 'null') =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('the game page: guests', () => {
  it('plays the demo frame with the CMS notice where the game has a demo', async () => {
    renderGamePage({ url: '/game/game_1' });
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('/api/_games/game_1/demo?locale=uz');
    // A frame of the site's own origin never gets allow-same-origin.
    expect(iframe.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(iframe.getAttribute('allow')).toContain('fullscreen');
    expect(iframe.title).toBe("Game 1 o'yini");
    expect(screen.getByTestId('demo-notice').textContent).toBe(DEMO_NOTICE);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Game 1');
    const mode = screen.getByRole('radiogroup', { name: "O'yin rejimi" });
    expect(within(mode).getByRole('radio', { name: 'Demo (CMS)' })).toHaveProperty('checked', true);
  });

  it('offers registration when a guest chooses real money', async () => {
    const host = renderGamePage({ url: '/game/game_1', locale: 'ru' });
    expect((await frame()).getAttribute('src')).toBe('/api/_games/game_1/demo?locale=ru');
    const opened = vi.fn();
    host.bus.on(Events.AuthOpen, opened);
    fireEvent.click(screen.getByRole('radio', { name: 'Реальные деньги' }));
    const dialog = screen.getByRole('dialog', { name: 'Игра на реальные деньги' });
    // Still the demo until the guest signs in.
    expect(screen.getByRole('radio', { name: 'Demo (CMS)' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Войти' }));
    expect(opened).toHaveBeenCalledWith({ mode: 'login', source: 'game' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gets the registration prompt, not a frame, at a game without demo', async () => {
    const host = renderGamePage({
      url: '/game/game_2',
      games: [playableGame(2, { has_demo: false })],
    });
    const opened = vi.fn();
    host.bus.on(Events.AuthOpen, opened);
    const dialog = await screen.findByRole('dialog', { name: "Haqiqiy pulga o'ynash" });
    expect(dialog.textContent).toContain("Game 2 o'yinida demo rejim yo'q");
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: "Ro'yxatdan o'tish" }));
    expect(opened).toHaveBeenCalledWith({ mode: 'register', source: 'game' });
    // Closed, the same offer stays in the game's place.
    const panel = screen.getByTestId('guest-prompt');
    fireEvent.click(within(panel).getByRole('button', { name: 'Kirish' }));
    expect(opened).toHaveBeenLastCalledWith({ mode: 'login', source: 'game' });
  });

  it('treats a demo the CMS turned off as no demo', async () => {
    renderGamePage({
      url: '/game/game_1',
      config: gamesConfig({ demoMode: { isEnabled: false, buttonTitle: 'Demo', notice: 'x' } }),
    });
    await screen.findByTestId('guest-prompt');
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  it('opens registration for #real, and goes home when it is closed without signing in', async () => {
    const opened = vi.fn();
    const host = renderGamePage({
      url: '/game/game_1#real',
      before: (remote) => remote.bus.on(Events.AuthOpen, opened),
    });
    await frame();
    expect(opened).toHaveBeenCalledOnce();
    expect(opened).toHaveBeenCalledWith({ mode: 'register', source: 'game-real' });
    // Not the demo-mode dialog as well: the registration is the auth remote's.
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => host.bus.emit(Events.AuthClosed, { mode: 'register', signedIn: false }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('stays on the game when the #real registration ends signed in', async () => {
    const host = renderGamePage({ url: '/game/game_1#real' });
    await frame();
    act(() => host.bus.emit(Events.AuthClosed, { mode: 'register', signedIn: true }));
    expect(location()).toBe('/game/game_1');
  });

  it('does not ask a player to register for #real', async () => {
    const opened = vi.fn();
    renderGamePage({
      url: '/game/game_1#real',
      session: playerSession(500),
      before: (remote) => remote.bus.on(Events.AuthOpen, opened),
    });
    expect((await frame()).getAttribute('src')).toBe('/api/_games/game_1/play?locale=uz');
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('the game page: players', () => {
  it('plays for real by default and switches to demo on choice', async () => {
    renderGamePage({ url: '/game/game_1', session: playerSession(500) });
    expect((await frame()).getAttribute('src')).toBe('/api/_games/game_1/play?locale=uz');
    expect(screen.queryByTestId('demo-notice')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Demo (CMS)' }));
    expect((await frame()).getAttribute('src')).toBe('/api/_games/game_1/demo?locale=uz');
    expect(screen.getByTestId('demo-notice')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Haqiqiy pul' }));
    expect((await frame()).getAttribute('src')).toBe('/api/_games/game_1/play?locale=uz');
  });

  it('starts in the mode of a platform path and writes a chosen mode into it', async () => {
    renderGamePage({ url: '/platform/game/game_1/demo', session: playerSession(500) });
    expect((await frame()).getAttribute('src')).toBe('/api/_games/game_1/demo?locale=uz');
    fireEvent.click(screen.getByRole('radio', { name: 'Haqiqiy pul' }));
    await waitFor(() => expect(location()).toBe('/platform/game/game_1/play'));
    expect((await frame()).getAttribute('src')).toBe('/api/_games/game_1/play?locale=uz');
  });

  it('offers only real money for a game without demo', async () => {
    renderGamePage({
      url: '/platform/game/game_3/demo',
      session: playerSession(500),
      games: [playableGame(3, { has_demo: false })],
    });
    expect((await frame()).getAttribute('src')).toBe('/api/_games/game_3/play?locale=uz');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('refreshes the header balance after a round the frame reports, and from nowhere else', async () => {
    const host = renderGamePage({ url: '/game/game_1', session: playerSession(500) });
    const iframe = await frame();
    const refreshed = vi.fn();
    host.bus.on(Events.BalanceRefresh, refreshed);
    const round = { type: GameFrameMessage.Round };
    post(round, window);
    post(round, null);
    post(round, iframe.contentWindow, 'https://evil.example');
    expect(refreshed).not.toHaveBeenCalled();
    post(round, iframe.contentWindow);
    expect(refreshed).toHaveBeenCalledOnce();
    post({ type: 'omad-game:something-else' }, iframe.contentWindow);
    expect(refreshed).toHaveBeenCalledOnce();
  });

  it("opens only this site's pages a frame asks for with checkIframe", async () => {
    const host = renderGamePage({ url: '/game/game_1', session: playerSession(500) });
    const iframe = await frame();
    const push = vi.mocked(host.props.navigator.push);
    post({ type: 'checkIframe', url: 'https://evil.example/phish' }, iframe.contentWindow);
    post({ type: 'checkIframe', url: 'javascript:alert(1)' }, iframe.contentWindow);
    post({ type: 'checkIframe', url: '/cashier/paysuccess' }, window);
    expect(push).not.toHaveBeenCalled();
    post({ type: 'checkIframe', url: '/cashier/paysuccess' }, iframe.contentWindow);
    expect(push).toHaveBeenCalledWith('/cashier/paysuccess');
  });

  it('offers a deposit when the frame says a real bet does not fit', async () => {
    renderGamePage({ url: '/game/game_1', session: playerSession(500) });
    const iframe = await frame();
    expect(screen.queryByTestId('insufficient-funds')).toBeNull();
    post({ type: GameFrameMessage.InsufficientFunds }, window);
    expect(screen.queryByTestId('insufficient-funds')).toBeNull();
    post({ type: GameFrameMessage.InsufficientFunds }, iframe.contentWindow);
    const alert = screen.getByTestId('insufficient-funds');
    const deposit = within(alert).getByRole('link', { name: "Hisobni to'ldirish" });
    expect(deposit.getAttribute('href')).toBe('/cashier/deposit');
    // The game goes on behind it.
    expect(screen.getByTestId('game-frame')).toBe(iframe);
    fireEvent.click(deposit);
    expect(location()).toBe('/cashier/deposit');
  });

  it('offers a deposit instead of the frame when the main balance is empty', async () => {
    const host = renderGamePage({
      url: '/game/game_1',
      session: playerSession(0),
      platform: {
        'account.getBalance': () => ({ body: { data: playerSession(0).account?.balances } }),
      },
    });
    const offer = await screen.findByTestId('deposit-offer');
    expect(host.callsOf('account.getBalance')).toHaveLength(1);
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(
      within(offer).getByRole('link', { name: "Hisobni to'ldirish" }).getAttribute('href'),
    ).toBe('/cashier/deposit');
    fireEvent.click(within(offer).getByRole('button', { name: "Demo rejimda o'ynash" }));
    expect((await frame()).getAttribute('src')).toBe('/api/_games/game_1/demo?locale=uz');
  });

  it('starts real play when the platform knows of money the session does not yet', async () => {
    renderGamePage({
      url: '/game/game_1',
      session: playerSession(0),
      platform: {
        'account.getBalance': () => ({ body: { data: playerSession(90).account?.balances } }),
      },
    });
    expect((await frame()).getAttribute('src')).toBe('/api/_games/game_1/play?locale=uz');
  });
});

describe('the game page: the frame', () => {
  it('shows "cannot start" when the frame does not load in time, and the retry loads it afresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderGamePage({ url: '/game/game_1', session: playerSession(500) });
    await act(async () => await vi.advanceTimersByTimeAsync(0));
    const first = screen.getByTestId('game-frame');
    expect(screen.getByTestId('game-stage').querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => await vi.advanceTimersByTimeAsync(9_999));
    expect(screen.queryByTestId('game-frame-failed')).toBeNull();
    await act(async () => await vi.advanceTimersByTimeAsync(1));
    const failed = screen.getByTestId('game-frame-failed');
    expect(failed.textContent).toContain("O'yinni ishga tushirib bo'lmadi");
    expect(screen.queryByTestId('game-frame')).toBeNull();

    fireEvent.click(within(failed).getByRole('button', { name: 'Qayta urinish' }));
    const second = screen.getByTestId('game-frame');
    expect(second).not.toBe(first);
    expect(frameChecks).toHaveBeenCalledTimes(2);
    // Loaded this time: the skeleton goes and no timeout fails it later.
    fireEvent.load(second);
    await act(async () => await vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByTestId('game-frame')).toBe(second);
    expect(second.parentElement?.getAttribute('data-state')).toBe('loaded');
  });

  it('shows "cannot start" at once when the frame address answers an error', async () => {
    frameStatus = 404;
    renderGamePage({ url: '/game/game_1' });
    const failed = await screen.findByTestId('game-frame-failed');
    expect(frameChecks).toHaveBeenCalledWith(
      '/api/_games/game_1/demo?locale=uz',
      expect.objectContaining({ method: 'HEAD' }),
    );
    frameStatus = 200;
    fireEvent.click(within(failed).getByRole('button', { name: 'Qayta urinish' }));
    const iframe = await frame();
    fireEvent.load(iframe);
    expect(iframe.parentElement?.getAttribute('data-state')).toBe('loaded');
  });
});

describe('the game page: full screen', () => {
  it('fills the viewport where the Fullscreen API is missing, and Escape leaves it', async () => {
    renderGamePage({ url: '/game/game_1', session: playerSession(500) });
    await frame();
    const stage = screen.getByTestId('game-stage');
    const enter = screen.getByRole('button', { name: "To'liq ekran" });
    fireEvent.click(enter);
    await waitFor(() => expect(stage.dataset.fullscreen).toBe('viewport'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    const exit = within(stage).getByRole('button', { name: "To'liq ekrandan chiqish" });
    expect(document.activeElement).toBe(exit);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(stage.dataset.fullscreen).toBe('off');
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(enter);
  });

  it('asks the browser for full screen where it has the API, and follows it out', async () => {
    let fullscreenElement: Element | null = null;
    const fullscreenDocument = document as {
      fullscreenEnabled?: boolean;
      fullscreenElement?: Element | null;
    };
    // jsdom has no Fullscreen API: the test gives the document and elements one.
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => fullscreenElement,
    });
    const request = vi.fn(async function (this: Element) {
      // The element asked is the one now in full screen.
      fullscreenElement = request.mock.contexts.at(-1) as Element;
    });
    HTMLElement.prototype.requestFullscreen = request;
    try {
      renderGamePage({ url: '/game/game_1', session: playerSession(500) });
      await frame();
      const stage = screen.getByTestId('game-stage');
      fireEvent.click(screen.getByRole('button', { name: "To'liq ekran" }));
      await waitFor(() => expect(stage.dataset.fullscreen).toBe('native'));
      expect(request.mock.contexts[0]).toBe(stage);
      fullscreenElement = null;
      act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      expect(stage.dataset.fullscreen).toBe('off');
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
      delete fullscreenDocument.fullscreenEnabled;
      delete fullscreenDocument.fullscreenElement;
    }
  });

  it('offers no full screen when the CMS says none, or messenger outside the mini-app', async () => {
    renderGamePage({
      url: '/game/game_1',
      session: playerSession(500),
      config: gamesConfig({ fullScreenOption: 'none' }),
    });
    await frame();
    expect(screen.queryByRole('button', { name: "To'liq ekran" })).toBeNull();
    cleanup();
    renderGamePage({
      url: '/game/game_1',
      session: playerSession(500),
      config: gamesConfig({ fullScreenOption: 'messenger' }),
    });
    await frame();
    expect(screen.queryByRole('button', { name: "To'liq ekran" })).toBeNull();
  });
});

describe('the game page: the game', () => {
  it('tells the shell a game the catalogue does not have is not found', async () => {
    const pageErrors = vi.fn();
    const host = renderGamePage({ url: '/game/no_such_game' });
    host.bus.on(Events.PageError, pageErrors);
    await waitFor(() => expect(pageErrors).toHaveBeenCalledWith({ status: 404 }));
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  it('shows the provider, type, rules and similar games below the game', async () => {
    const games = [1, 3, 5, 7].map((index) => playableGame(index));
    renderGamePage({ url: '/game/game_1', games });
    expect(await screen.findByTestId('game-provider')).toHaveProperty('textContent', 'Evolution');
    expect(screen.getByText('Slot')).toBeTruthy();
    const similar = await screen.findByTestId('similar-games');
    await waitFor(() =>
      expect(
        within(similar)
          .getAllByTestId('game-tile')
          .map((tile) => tile.dataset.sysname),
      ).toEqual(['game_5', 'game_7']),
    );
  });

  it('sets the page title and description from the game', async () => {
    const host = renderGamePage({ url: '/game/game_1' });
    await frame();
    expect(host.props.seo.setPage).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Game 1 — onlayn o'ynash" }),
    );
  });
});
