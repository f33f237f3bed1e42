// @vitest-environment jsdom
// The game page for guests and players: demo, real money, the modes in the address, the
// frame's messages (rounds, deposits, checkIframe).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Events, FRAME_SANDBOX } from '@omad/contract';
import { GameFrameMessage } from '@omad/contract/api';
import {
  DEMO_NOTICE,
  gameFrame as frame,
  gamesConfig,
  pageLocation as location,
  playableGame,
  playerSession,
  postToPage as post,
  renderGamePage,
  stubFrameChecks,
} from './game-test-host';

stubFrameChecks();

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

  it("leaves #real's registration to the shell: the page opens no dialog of its own", async () => {
    const opened = vi.fn();
    renderGamePage({
      url: '/game/game_1#real',
      before: (remote) => remote.bus.on(Events.AuthOpen, opened),
    });
    await frame();
    expect(opened).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
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
