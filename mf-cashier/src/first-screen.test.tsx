// @vitest-environment jsdom
// The deposit's first screen, drawn on the edge: the heading, the cashier's navigation and the
// places of the methods and the form, in the page's language; the same markup the page itself
// draws on its first render, so the page replaces it without a shift.
import { describe, expect, it } from 'vitest';
import { createTestRemote } from '@omad/contract/testing';
import { DepositPage } from './features/deposit/deposit-page';
import { renderFirstScreen } from './first-screen';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';

const draw = (locale: 'uz' | 'ru', route = '/cashier/deposit') =>
  renderFirstScreen({ route, params: {}, locale, origin: 'https://omad.uz', reads: [] });

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

/** The markup as the DOM holds it, inline styles written one way. */
const normalized = (root: Element): string => {
  const copy = root.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll<HTMLElement>('[style]')) {
    // Read back through the CSS object model: 'height:72px' and 'height: 72px;' alike.
    element.setAttribute('style', element.style.cssText);
  }
  return copy.innerHTML;
};

describe('the deposit first screen', () => {
  it('draws the heading and the navigation in the language of the page', () => {
    for (const [locale, texts, prefix] of [
      ['uz', uz, ''],
      ['ru', ru, '/ru'],
    ] as const) {
      const box = parse(draw(locale)?.html ?? '');
      expect(box.querySelector('h1')?.textContent).toBe(texts.title.deposit);
      const links = [...box.querySelectorAll('nav a')];
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        ['deposit', 'withdraw', 'history', 'wallet'].map((page) => `${prefix}/cashier/${page}`),
      );
      expect(box.querySelector('[aria-current="page"]')?.textContent).toBe(texts.nav.deposit);
      expect(box.querySelector('[data-testid="deposit-loading"]')).not.toBeNull();
    }
  });

  it('draws nothing for another route', () => {
    expect(draw('uz', '/cashier/withdraw')).toBeNull();
  });

  it("is the page's own first render, markup for markup", () => {
    for (const locale of ['uz', 'ru'] as const) {
      const host = createTestRemote({
        remoteName: 'mf-cashier',
        namespace: 'cashier',
        resources: { uz, ru },
        locale,
        // The methods are still on their way when the page first draws.
        platform: { 'cashier.getdepositsettings': () => new Promise(() => undefined) },
      });
      const { container, unmount } = host.render(<DepositPage />);
      expect(normalized(container)).toBe(normalized(parse(draw(locale)?.html ?? '')));
      unmount();
    }
  });
});
