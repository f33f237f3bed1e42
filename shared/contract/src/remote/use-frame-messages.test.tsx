// @vitest-environment jsdom
// The frame-message listener of the game page and the sportsbook page, on a bare iframe.
import { useRef } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameFrameMessage, gameFrameMessageOf } from '../api/games';
import { acceptedOrigins, useFrameMessages, type FrameMessageHandlers } from './use-frame-messages';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const FRAME_ORIGIN = 'https://games.example';

const Framed = (props: Readonly<{ handlers: FrameMessageHandlers }>) => {
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameMessages(frame, FRAME_ORIGIN, props.handlers);
  return <iframe ref={frame} title="game" />;
};

const handlers = () => ({
  onRound: vi.fn(),
  onInsufficientFunds: vi.fn(),
  onNavigate: vi.fn(),
  onSignIn: vi.fn(),
  onDeposit: vi.fn(),
});

const framed = (given: FrameMessageHandlers) => {
  const view = render(<Framed handlers={given} />);
  const frame = screen.getByTitle<HTMLIFrameElement>('game').contentWindow;
  return { ...view, frame };
};

const post = (data: unknown, source: Window | null, origin = FRAME_ORIGIN) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('gameFrameMessageOf', () => {
  it('names each of the four message types and nothing else', () => {
    for (const type of Object.values(GameFrameMessage)) {
      expect(gameFrameMessageOf({ type, amount: '5.00' })).toBe(type);
    }
    expect(Object.values(GameFrameMessage)).toHaveLength(4);
    expect(gameFrameMessageOf({ type: 'omad-game:other' })).toBeNull();
    expect(gameFrameMessageOf('omad-game:round')).toBeNull();
    expect(gameFrameMessageOf(null)).toBeNull();
  });
});

describe('useFrameMessages', () => {
  it('answers each message of its own frame with its handler', () => {
    const spies = handlers();
    const { frame } = framed(spies);
    post({ type: GameFrameMessage.Round }, frame);
    post({ type: GameFrameMessage.InsufficientFunds }, frame);
    post({ type: GameFrameMessage.SignIn }, frame);
    post({ type: GameFrameMessage.Deposit }, frame);
    post({ type: 'checkIframe', url: '/ru/cashier/paysuccess' }, frame);
    expect(spies.onRound).toHaveBeenCalledOnce();
    expect(spies.onInsufficientFunds).toHaveBeenCalledOnce();
    expect(spies.onSignIn).toHaveBeenCalledOnce();
    expect(spies.onDeposit).toHaveBeenCalledOnce();
    expect(spies.onNavigate).toHaveBeenCalledExactlyOnceWith('/ru/cashier/paysuccess');
  });

  it("takes a sandboxed frame's 'null' origin, and no other window's or origin's message", () => {
    expect(acceptedOrigins(FRAME_ORIGIN)).toEqual([FRAME_ORIGIN, 'null']);
    const spies = handlers();
    const { frame } = framed(spies);
    post({ type: GameFrameMessage.Round }, window);
    post({ type: GameFrameMessage.Round }, null);
    post({ type: GameFrameMessage.Deposit }, frame, 'https://evil.example');
    post({ type: GameFrameMessage.SignIn }, frame, window.location.origin);
    post({ type: 'checkIframe', url: '/cashier' }, frame, 'https://evil.example');
    expect(Object.values(spies).flatMap((spy) => spy.mock.calls)).toEqual([]);
    post({ type: GameFrameMessage.Round }, frame, 'null');
    expect(spies.onRound).toHaveBeenCalledOnce();
  });

  it('opens only site paths, and leaves the new messages alone without their handlers', () => {
    const { onRound, onInsufficientFunds, onNavigate } = handlers();
    const { frame } = framed({ onRound, onInsufficientFunds, onNavigate });
    post({ type: GameFrameMessage.SignIn }, frame);
    post({ type: GameFrameMessage.Deposit }, frame);
    post({ type: 'checkIframe', url: 'https://evil.example/phish' }, frame);
    post({ type: 'checkIframe', url: 'javascript:alert(1)' }, frame);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(onRound).not.toHaveBeenCalled();
    expect(onInsufficientFunds).not.toHaveBeenCalled();
  });

  it('answers with the latest handlers and stops listening when unmounted', () => {
    const first = handlers();
    const later = handlers();
    const { frame, rerender, unmount } = framed(first);
    rerender(<Framed handlers={later} />);
    post({ type: GameFrameMessage.Round }, frame);
    expect(first.onRound).not.toHaveBeenCalled();
    expect(later.onRound).toHaveBeenCalledOnce();
    const removed = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(removed).toHaveBeenCalledExactlyOnceWith('message', expect.any(Function));
  });
});
