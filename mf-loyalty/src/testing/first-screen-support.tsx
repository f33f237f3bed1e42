// What mf-loyalty's first-screen tests share: drawing a route, reading its markup as the
// page's (test ids dropped, attributes in one order, locale-free links), the pages' fixtures
// and a guest's page in the test host.
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import type { Locale } from '@omad/contract';
import type { CmsClient } from '@omad/contract/cms';
import type { FirstScreenDrawing } from '@omad/contract/pages';
import { renderFirstScreen } from '../first-screen';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';
import { StartAt, createTestHost, programFixture, promotionFixture } from './test-host';

export const TEXTS = { uz, ru } as const;

export type Platform = NonNullable<Parameters<typeof createTestHost>[0]>['platform'];
export const ORIGIN = 'https://omad.test';

/** A read that never answers: the page stays at its first render. */
export const never = () => new Promise<never>(() => undefined);
/** A content client answering these readers; the others never answer (the CMS not yet read). */
export const cmsWith = (readers: Readonly<Record<string, () => Promise<unknown>>> = {}) =>
  new Proxy({}, { get: (_, reader) => readers[String(reader)] ?? never }) as unknown as CmsClient;
export const pendingCms = cmsWith();

export const draw = (
  route: string,
  locale: Locale,
  reads: unknown[] = [],
  params: Record<string, string> = {},
): FirstScreenDrawing => {
  const drawing = renderFirstScreen({ route, params, locale, origin: ORIGIN, reads });
  if (!drawing) throw new Error(`no first screen for ${route}`);
  return drawing;
};

/** The markup's root element. */
export const parse = (html: string): Element => {
  const box = document.createElement('div');
  box.innerHTML = html;
  const element = box.firstElementChild;
  if (!element) throw new Error('the first screen has no element');
  return element;
};

/**
 * outerHTML without the page's test ids, attributes by name, and with locale-free links (the test host's router
 * has no basename; the edge's draws '/ru' addresses in Russian, checked on their own below).
 */
export const markup = (element: Element): string => {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    node.removeAttribute('data-testid');
    // Attributes in one order: React's client sets an image's src after the others.
    const attributes = [...node.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const { name, value } of attributes) {
      node.removeAttribute(name);
      node.setAttribute(name, value);
    }
    // Inline styles as the DOM writes them ('width: 1px;'), however the markup spelt them.
    if (node instanceof HTMLElement && node.hasAttribute('style')) {
      node.setAttribute('style', node.style.cssText);
    }
  }
  return copy.outerHTML.replaceAll('href="/ru/', 'href="/');
};

export const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((node) => node.textContent);

export const CLUB = programFixture();
export const VIP = programFixture({ sysname: 'vip', title: 'VIP Klub', is_default: false });

export const RUNNING = promotionFixture(1, { slug: 'welcome', title: 'Xush kelibsiz bonusi' });
export const CASHBACK = promotionFixture(2, { slug: 'cashback', title: 'Keshbek', image: null });
export const OVER = promotionFixture(3, { slug: 'spring', finishedAt: '2025-05-31T18:59:59.000Z' });
/** Taken through a campaign offer, which the first screen draws as it stands while read. */
export const WELCOME = promotionFixture(4, {
  slug: 'first-deposit',
  title: 'Birinchi depozit',
  offerId: 201,
});
/** With its own call to action and an end date. */
export const WEEKLY = promotionFixture(5, {
  slug: 'weekly',
  url: '/profile/cashback',
  buttonTitle: "Keshbekni ko'rish",
  finishedAt: '2030-12-31T19:00:00.000Z',
});
export const PROMOTIONS = [RUNNING, CASHBACK, OVER, WELCOME, WEEKLY];

/** A guest's page at `url` (its route `path`) with the CMS unread and these platform answers. */
export const guestPage = (
  locale: Locale,
  url: string,
  element: ReactElement,
  platform: Platform = {},
  path = url,
  cms = pendingCms,
) => {
  const host = createTestHost({ locale, platform, overrides: { cms } });
  host.render(
    <StartAt url={url}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </StartAt>,
  );
  return host;
};
