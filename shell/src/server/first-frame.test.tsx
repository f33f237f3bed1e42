// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@omad/contract';
import { drawFirstFrame } from '../first-frame';
import { renderShellFrame } from './first-frame';

const CONFIG: RuntimeConfig = {
  env: 'local',
  production: false,
  buildId: 'b1',
  remotes: [],
  preload: [],
  firstReads: [],
  hero: { src: '/b/wide.svg', mobileSrc: '/b/phone.svg' },
  firstScreen: { app: 'mf-content', html: '<h1>Omad haqida</h1>' },
};

const frameOf = (input: Partial<Parameters<typeof renderShellFrame>[0]>) => {
  const holder = document.createElement('div');
  holder.innerHTML = renderShellFrame({
    path: '/',
    cookie: '',
    acceptLanguage: '',
    hero: null,
    firstScreen: null,
    ...input,
  });
  return holder;
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("the shell's first frame drawn on the edge", () => {
  it('is in the locale of the path, then the cookie, then the languages, as in the browser', () => {
    expect(
      frameOf({ path: '/ru/about' }).querySelector('[data-locale]')?.getAttribute('data-locale'),
    ).toBe('ru');
    expect(
      frameOf({ acceptLanguage: 'ru-RU,ru;q=0.9,en;q=0.8' }).querySelector('[data-locale="ru"]'),
    ).not.toBeNull();
    expect(
      frameOf({ cookie: 'i18n_redirected=uz', acceptLanguage: 'ru' }).querySelector(
        '[data-locale="uz"]',
      ),
    ).not.toBeNull();
    expect(frameOf({}).querySelector('[data-locale="uz"]')).not.toBeNull();
  });

  it('carries the header, the link home and the first screen the page’s remote drew', () => {
    const frame = frameOf({ path: '/ru/about', firstScreen: CONFIG.firstScreen });
    expect(frame.querySelector('a.omad-shell-header__logo')?.getAttribute('href')).toBe('/ru');
    expect(frame.querySelector('[data-testid="page-first-screen"] h1')?.textContent).toBe(
      'Omad haqida',
    );
  });

  it('draws no header for a game page’s layout', () => {
    expect(frameOf({ path: '/game/book-of-ra' }).querySelector('.omad-shell--game')).not.toBeNull();
  });

  it('is taken over in the browser, not drawn again: the same elements stay in the page', async () => {
    window.__OMAD__ = CONFIG;
    const html = renderShellFrame({
      path: window.location.pathname,
      cookie: '',
      acceptLanguage: navigator.languages.join(','),
      hero: CONFIG.hero,
      firstScreen: CONFIG.firstScreen,
    });
    document.body.innerHTML = `<div id="omad-root">${html}</div>`;
    const header = document.querySelector('.omad-shell-header');
    const heading = document.querySelector('h1');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    await act(async () => drawFirstFrame());
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(document.querySelector('.omad-shell-header')).toBe(header);
    expect(document.querySelector('h1')).toBe(heading);
  });
});
