// @vitest-environment jsdom
// A game row's arrows: each is enabled only when the track can scroll that way, measured when
// the browser reports the track's size (a ResizeObserver) or a scroll, never while the row
// mounts, so a page of rows loading does not force a layout per row.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameRow } from './game-row';
import { createTestHost, gameFixture, providersFixture, answer } from '../testing/test-host';

/** The ResizeObservers the row made, so a test reports sizes when it wants to. */
const observers: { callback: () => void; targets: Element[] }[] = [];

class RecordingResizeObserver {
  private readonly entry: { callback: () => void; targets: Element[] };
  constructor(callback: () => void) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.entry.targets = [];
  }
}

/** The track's sizes as the browser would give them, counting every read. */
const sizes = { clientWidth: 300, scrollWidth: 900, scrollLeft: 0, reads: 0 };

beforeEach(() => {
  observers.length = 0;
  Object.assign(sizes, { clientWidth: 300, scrollWidth: 900, scrollLeft: 0, reads: 0 });
  vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
  for (const key of ['clientWidth', 'scrollWidth', 'scrollLeft'] as const)
    vi.spyOn(HTMLElement.prototype, key, 'get').mockImplementation(function (this: HTMLElement) {
      if (!this.classList.contains('omad-game-row__track')) return 0;
      sizes.reads += 1;
      return sizes[key];
    });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const games = [1, 2, 3, 4, 5].map((n) => gameFixture(n));
const arrow = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
/** Whether the arrow back (on) is disabled. */
const back = () => arrow("Oldingi o'yinlar").disabled;
const on = () => arrow("Keyingi o'yinlar").disabled;
const report = () =>
  act(() => observers.filter((o) => o.targets.length > 0).forEach((o) => o.callback()));

const renderRow = () =>
  createTestHost({ platform: { 'games.getProviders': () => answer(providersFixture) } }).render(
    <GameRow title="Yangi" games={games} failed={false} onRetry={() => undefined} />,
  );

describe('a game row', () => {
  it('reads no size while it mounts: the arrows wait for the size report', () => {
    renderRow();
    expect(sizes.reads).toBe(0);
    expect(back()).toBe(true);
    expect(on()).toBe(true);
    const track = document.querySelector('.omad-game-row__track');
    expect(observers.at(-1)?.targets).toEqual([track, track?.firstElementChild]);
  });

  it('enables the way the track can scroll, once its size is reported and as it scrolls', () => {
    renderRow();
    report();
    expect(back()).toBe(true);
    expect(on()).toBe(false);
    sizes.scrollLeft = 600;
    fireEvent.scroll(document.querySelector('.omad-game-row__track') as Element);
    expect(back()).toBe(false);
    expect(on()).toBe(true);
  });

  it('enables neither arrow when the games fit', () => {
    sizes.scrollWidth = 300;
    renderRow();
    report();
    expect(back()).toBe(true);
    expect(on()).toBe(true);
  });
});
