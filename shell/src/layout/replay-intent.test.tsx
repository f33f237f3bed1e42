// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_INTENT_ATTRIBUTE } from '@omad/build/start-after-paint';
import { FirstFrame } from '../first-frame';
import { intentProps, replayPendingIntent } from './replay-intent';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute(PENDING_INTENT_ATTRIBUTE);
});

const Buttons = ({ onMenu, onRu }: Readonly<{ onMenu: () => void; onRu: () => void }>) => (
  <>
    <button type="button" onClick={onMenu} {...intentProps('menu')}>
      menu
    </button>
    <button type="button" onClick={onRu} {...intentProps('locale-ru')}>
      RU
    </button>
  </>
);

describe('replayPendingIntent', () => {
  it('taps the button with the recorded intent once, and forgets it', () => {
    const onMenu = vi.fn();
    const onRu = vi.fn();
    render(<Buttons onMenu={onMenu} onRu={onRu} />);
    document.documentElement.setAttribute(PENDING_INTENT_ATTRIBUTE, 'locale-ru');
    replayPendingIntent();
    replayPendingIntent();
    expect(onRu).toHaveBeenCalledTimes(1);
    expect(onMenu).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(PENDING_INTENT_ATTRIBUTE)).toBe(false);
  });

  it('taps nothing without a recorded intent or a button that has it', () => {
    const onMenu = vi.fn();
    render(<Buttons onMenu={onMenu} onRu={onMenu} />);
    replayPendingIntent();
    document.documentElement.setAttribute(PENDING_INTENT_ATTRIBUTE, 'locale-xx"]');
    replayPendingIntent();
    expect(onMenu).not.toHaveBeenCalled();
  });

  it('finds in the first frame the intents the shell replays', () => {
    const { container } = render(<FirstFrame locale="uz" layout="default" />);
    const intents = [...container.querySelectorAll('[data-first-frame] [data-omad-intent]')].map(
      (element) => element.getAttribute('data-omad-intent'),
    );
    expect(intents).toEqual(['menu', 'locale-uz', 'locale-ru']);
  });
});
