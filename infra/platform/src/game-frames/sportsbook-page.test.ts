// @vitest-environment jsdom
// The sportsbook frame's script in a real DOM, on a book made up here: the book by sport and
// league, the filters, the slip's arithmetic, and what a guest's tap tells the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameFrameMessage } from '@omad/contract/api';
import { loadFrame, PLAYER, price, text } from '../testing/sportsbook-frame';
import { stakePresets } from './sportsbook-page';
import { SPORTSBOOK_TEXTS } from './sportsbook-texts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sportsbook frame', () => {
  it('draws the book by sport and league, live matches with their minute and score', () => {
    loadFrame({ kind: 'guest' });
    const sections = [...document.querySelectorAll<HTMLElement>('section.sport')];
    expect(sections.map((section) => section.dataset.sport)).toEqual(['football', 'tennis']);
    expect(text('section[data-sport="football"] .league__title')).toBe('Superliga');
    const live = document.querySelector('[data-fixture="fx1-1"]');
    expect(live?.querySelector('.match__live')?.textContent).toBe('Jonli');
    expect(live?.querySelector('.match__minute')?.textContent).toBe('31′');
    expect([...(live?.querySelectorAll('.team__score') ?? [])].map((s) => s.textContent)).toEqual([
      '1',
      '0',
    ]);
    // 09:05 UTC is 14:05 in Tashkent; 55 minutes on is today.
    expect(text('[data-fixture="fx2-1"] time')).toBe('Bugun, 15:00');
    expect(price('fx1-1:total:over').textContent).toBe("Ko'p 2.51.95");
    expect(price('fx1-1:handicap:home').textContent).toBe('1 (−0.5)2.60');
    expect(price('fx1-1:result:draw').getAttribute('aria-label')).toBe(
      'Paxtakor – Nasaf: Durang, koeffitsiyent 3.20',
    );
    const suspended = price('fx3-1:total:under');
    expect(suspended.disabled).toBe(true);
    expect(suspended.getAttribute('aria-label')).toContain("Tikish to'xtatilgan");
  });

  it('filters by live and by sport, with counts', () => {
    loadFrame({ kind: 'guest' }, 'ru');
    const filters = () =>
      [...document.querySelectorAll<HTMLButtonElement>('[data-filter]')].map(
        (button) => `${button.textContent}:${button.getAttribute('aria-pressed')}`,
      );
    expect(filters()).toEqual(['Все 3:true', 'Лайв 1:false', 'Футбол 2:false', 'Теннис 1:false']);
    document.querySelector<HTMLButtonElement>('[data-filter="live"]')?.click();
    expect(
      [...document.querySelectorAll('[data-fixture]')].map((m) => m.getAttribute('data-fixture')),
    ).toEqual(['fx1-1']);
    document.querySelector<HTMLButtonElement>('[data-filter="tennis"]')?.click();
    expect(
      [...document.querySelectorAll('[data-fixture]')].map((m) => m.getAttribute('data-fixture')),
    ).toEqual(['fx3-1']);
    expect(filters()[3]).toBe('Теннис 1:true');
  });

  it('asks the page to sign a guest in when they tap a price, and picks nothing', () => {
    const { posted } = loadFrame({ kind: 'guest' });
    price('fx2-1:result:home').click();
    expect(posted).toEqual([{ type: GameFrameMessage.SignIn }]);
    expect(price('fx2-1:result:home').getAttribute('aria-pressed')).toBe('false');
    expect(text('[data-slip-status]')).toBe(SPORTSBOOK_TEXTS.uz.signInToBet);
    document.querySelector<HTMLButtonElement>('[data-sign-in]')?.click();
    expect(posted).toHaveLength(2);
  });

  it('says why a restricted player cannot pick', () => {
    const { posted } = loadFrame({ kind: 'restricted' });
    price('fx2-1:result:home').click();
    expect(posted).toEqual([]);
    expect(text('[data-slip-status]')).toBe(SPORTSBOOK_TEXTS.uz.restricted);
  });

  it('builds a single, then an accumulator, counting odds and the win exactly', () => {
    loadFrame(PLAYER);
    expect(document.querySelector<HTMLElement>('[data-slip-form]')?.hidden).toBe(true);
    price('fx1-1:result:home').click();
    expect(text('[data-slip-kind]')).toBe('Yakka');
    expect(text('[data-slip-odds]')).toBe('2.10');
    expect(document.querySelector<HTMLInputElement>('[data-stake]')?.value).toBe('5000');
    expect(text('[data-potential]')).toBe('10,500 UZS');
    // Another pick of the same match replaces the first.
    price('fx1-1:result:draw').click();
    expect(text('[data-slip-count]')).toBe('1');
    expect(price('fx1-1:result:home').getAttribute('aria-pressed')).toBe('false');
    price('fx2-1:total:under').click();
    price('fx3-1:result:away').click();
    expect(text('[data-slip-kind]')).toBe('Ekspress');
    // 3.20 × 1.90 × 3.05 = 18.544, rounded down to 18.54; 7,777 × 18.54 = 144,185.58.
    expect(text('[data-slip-odds]')).toBe('18.54');
    const stake = document.querySelector<HTMLInputElement>('[data-stake]');
    if (!stake) throw new Error('no stake field');
    stake.value = '7777';
    stake.dispatchEvent(new Event('input', { bubbles: true }));
    expect(text('[data-potential]')).toBe('144,185.58 UZS');
    stake.value = '999.99';
    stake.dispatchEvent(new Event('input', { bubbles: true }));
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector<HTMLButtonElement>('[data-place]')?.disabled).toBe(true);
    expect(text('[data-stake-hint]')).toBe('1,000 UZS dan 50,000,000 UZS gacha');
    document.querySelector<HTMLButtonElement>('[data-remove="fx3-1:result:away"]')?.click();
    expect(text('[data-slip-odds]')).toBe('6.08');
  });

  it('offers presets that are multiples of the smallest stake, within the largest', () => {
    expect(stakePresets({ min: '1000.00', max: '50000000.00' })).toEqual([
      '5000.00',
      '10000.00',
      '50000.00',
      '100000.00',
    ]);
    expect(stakePresets({ min: '1.00', max: '20.00' })).toEqual(['5.00', '10.00']);
  });
});
