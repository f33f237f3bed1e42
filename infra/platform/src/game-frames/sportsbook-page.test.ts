// @vitest-environment jsdom
// The sportsbook frame's script in a real DOM: the bet slip and the sport filter.
import { beforeEach, describe, expect, it } from 'vitest';
import { sportsbookPage } from './sportsbook-page';

const NOW = Date.UTC(2030, 4, 14, 9, 5);

const odd = (match: string, pick: string): HTMLButtonElement => {
  const button = document.querySelector<HTMLButtonElement>(
    `button[data-match="${match}"][data-pick="${pick}"]`,
  );
  if (!button) throw new Error(`no odd ${pick} of ${match}`);
  return button;
};
const slipText = (selector: string) => document.querySelector(selector)?.textContent;
const slipItems = () =>
  [...document.querySelectorAll('[data-slip-item]')].map((item) => item.textContent);

beforeEach(() => {
  const { html, script } = sportsbookPage(NOW, 'uz');
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/, '');
  // The page's script, exactly as inlined (jsdom does not run scripts set via innerHTML).
  new Function(script)();
});

describe('the sportsbook frame', () => {
  it('toggles a selection into the bet slip and out again', () => {
    expect(slipText('[data-slip-count]')).toBe('0');
    expect(document.querySelector<HTMLElement>('[data-slip-empty]')?.hidden).toBe(false);
    const home = odd('m1', '1');
    home.click();
    expect(home.getAttribute('aria-pressed')).toBe('true');
    expect(slipItems()).toEqual([`Paxtakor – NasafPaxtakor g'alabasi${home.dataset.odd}×`]);
    expect(slipText('[data-slip-total]')).toBe(home.dataset.odd);
    expect(document.querySelector<HTMLElement>('[data-slip-empty]')?.hidden).toBe(true);
    home.click();
    expect(home.getAttribute('aria-pressed')).toBe('false');
    expect(slipItems()).toEqual([]);
    expect(slipText('[data-slip-total]')).toBe('—');
  });

  it('keeps one pick per match and multiplies the odds of several matches', () => {
    odd('m1', '1').click();
    odd('m1', 'X').click();
    expect(odd('m1', '1').getAttribute('aria-pressed')).toBe('false');
    expect(odd('m1', 'X').getAttribute('aria-pressed')).toBe('true');
    const tennis = document.querySelector<HTMLButtonElement>(
      'section[data-sport="tennis"] button[data-pick="2"]',
    );
    tennis?.click();
    expect(slipText('[data-slip-count]')).toBe('2');
    const product = Number(odd('m1', 'X').dataset.odd) * Number(tennis?.dataset.odd);
    expect(slipText('[data-slip-total]')).toBe(product.toFixed(2));

    const remove = document.querySelector<HTMLButtonElement>('[data-slip-item] button');
    expect(remove?.getAttribute('aria-label')).toBe('Olib tashlash: Paxtakor – Nasaf');
    remove?.click();
    expect(slipText('[data-slip-count]')).toBe('1');
    document.querySelector<HTMLButtonElement>('[data-slip-clear]')?.click();
    expect(slipText('[data-slip-count]')).toBe('0');
    expect(document.querySelector<HTMLButtonElement>('[data-slip-clear]')?.disabled).toBe(true);
  });

  it('filters the matches by sport', () => {
    const sections = () =>
      [...document.querySelectorAll<HTMLElement>('section[data-sport]')]
        .filter((section) => !section.hidden)
        .map((section) => section.dataset.sport);
    expect(sections()).toEqual(['football', 'tennis', 'basketball']);
    document.querySelector<HTMLButtonElement>('button[data-sport="tennis"]')?.click();
    expect(sections()).toEqual(['tennis']);
    expect(
      document.querySelector('button[data-sport="tennis"]')?.getAttribute('aria-pressed'),
    ).toBe('true');
    document.querySelector<HTMLButtonElement>('button[data-sport="all"]')?.click();
    expect(sections()).toEqual(['football', 'tennis', 'basketball']);
  });
});
