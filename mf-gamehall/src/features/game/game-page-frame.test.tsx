// @vitest-environment jsdom
// The game page's frame that will not start, full screen, and what it shows of the game.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Events } from '@omad/contract';
import {
  gameFrame as frame,
  gamesConfig,
  playableGame,
  playerSession,
  renderGamePage,
  stubFrameChecks,
} from './game-test-host';

const frameCheck = stubFrameChecks();

describe('the game page: the frame', () => {
  it('shows "cannot start" when the frame does not load in time, and the retry loads it afresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderGamePage({ url: '/game/game_1', session: playerSession(500) });
    // The page's reads answer one after another (the game, then the CMS games-config), each
    // told on a timer: the clock moves a millisecond at a time until the frame is there.
    for (let ms = 0; ms < 20 && !screen.queryByTestId('game-frame'); ms += 1) {
      await act(async () => await vi.advanceTimersByTimeAsync(1));
    }
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
    expect(frameCheck.fetch).toHaveBeenCalledTimes(2);
    // Loaded this time: the skeleton goes and no timeout fails it later.
    fireEvent.load(second);
    await act(async () => await vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByTestId('game-frame')).toBe(second);
    expect(second.parentElement?.getAttribute('data-state')).toBe('loaded');
  });

  it('shows "cannot start" at once when the frame address answers an error', async () => {
    frameCheck.status = 404;
    renderGamePage({ url: '/game/game_1' });
    const failed = await screen.findByTestId('game-frame-failed');
    expect(frameCheck.fetch).toHaveBeenCalledWith(
      '/api/_games/game_1/demo?locale=uz',
      expect.objectContaining({ method: 'HEAD' }),
    );
    frameCheck.status = 200;
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
    await waitFor(() =>
      expect(screen.getByTestId('game-provider')).toHaveProperty('textContent', 'Evolution'),
    );
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
