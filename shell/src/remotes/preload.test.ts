// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appForHref, installRemotePreloading } from './preload';

const ORIGIN = 'http://localhost:3000';

describe('appForHref', () => {
  it.each([
    ['/gamehall', 'mf-gamehall'],
    ['/ru/cashier/deposit', 'mf-cashier'],
    [`${ORIGIN}/ru/loyalty`, 'mf-loyalty'],
    ['/about', 'mf-content'],
    ['https://example.com/gamehall', null],
  ])('%s belongs to %s', (href, app) => {
    expect(appForHref(href, ORIGIN)).toBe(app);
  });
});

describe('installRemotePreloading', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  const setup = (scopeOf = (app: string): string | null => app.replace('-', '_')) => {
    const preload = vi.fn(() => Promise.resolve());
    let idle: () => void = () => undefined;
    stop = installRemotePreloading({
      doc: document,
      scopeOf,
      preload,
      whenIdle: (work) => (idle = work),
      log: () => undefined,
    });
    document.body.innerHTML =
      '<nav><a href="/ru/promotions"><span>Акции</span></a><a href="https://x.test/">x</a></nav>';
    return { preload, idle: () => idle() };
  };

  it('warms the remote of a hovered or focused link once', () => {
    const { preload } = setup();
    const label = document.querySelector('span');
    label?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('mf_loyalty');
  });

  it('leaves foreign links alone and warms the likeliest next remote when idle', () => {
    const { preload, idle } = setup();
    document.querySelectorAll('a')[1]?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
    idle();
    expect(preload).toHaveBeenCalledWith('mf_gamehall');
  });

  it('never warms what is not loaded through federation', () => {
    const { preload, idle } = setup(() => null);
    document.querySelector('a')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    idle();
    expect(preload).not.toHaveBeenCalled();
  });

  it('tries again after a failed warm-up', async () => {
    const { preload } = setup();
    preload.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const link = document.querySelector('a');
    link?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    link?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
