// What mf-loyalty's first screens share (first-screen.tsx, first-screen-offers.tsx): this
// build's texts in the page's language, what a control does on the edge, money as the page
// first writes it, and `drawing`, which renders a drawer's element in the page's context.
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, generatePath } from 'react-router';
import type { TFunction } from 'i18next';
import { basenameOf, localizePath, type Locale, type PageSeoInput } from '@omad/contract';
import type { Money } from '@omad/contract/api';
import { formatMoney } from '@omad/contract/format';
import {
  FIRST_SCREEN_ABSENT,
  type DrawFirstScreen,
  type FirstScreenInput,
} from '@omad/contract/pages';
import { firstScreenTranslators } from '@omad/contract/remote';
import { UiLocaleProvider } from '@omad/ui';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';

const NAMESPACE = 'loyalty';

const translators = firstScreenTranslators(NAMESPACE, { uz, ru });
export const translate = (locale: Locale): TFunction =>
  translators(locale).getFixedT(locale, NAMESPACE);

/** What a control does on the edge, where nothing runs. */
export const NOTHING = () => undefined;

/** Money as the page writes it before the CMS's currency symbols are read: with its code. */
export const moneyOnTheEdge = (money: Money) => formatMoney(money.amount, money.currency);

/** What a drawer draws: its element, the images it shows, the page's part of the head. */
export type Drawn = Readonly<{
  element: ReactElement;
  images: readonly string[];
  seo: PageSeoInput;
}>;

/** A page whose subject the read lists no such one of: the edge answers it with 404. */
export const ABSENT = 'absent';

/**
 * What the page's views expect around them, as the remote's root gives it: this build's texts
 * in the page's language, and a router at the page's address for their links (it never moves).
 */
const PageContext = ({
  input,
  children,
}: Readonly<{ input: FirstScreenInput; children: ReactNode }>) => (
  <I18nextProvider i18n={translators(input.locale)} defaultNS={NAMESPACE}>
    <UiLocaleProvider locale={input.locale}>
      <StaticRouter
        location={localizePath(generatePath(input.route, input.params), input.locale)}
        basename={basenameOf(input.locale)}
      >
        {children}
      </StaticRouter>
    </UiLocaleProvider>
  </I18nextProvider>
);

/**
 * Test ids mark the page, never what stands in for it: a test that waits for one must find
 * the mounted page's, which it can use.
 */
const withoutTestIds = (html: string) => html.replace(/ data-testid="[^"]*"/g, '');

/**
 * React puts a preload of each image shown at once ahead of static markup; the edge's head
 * preloads the drawing's images already (its `images`), so the markup is the page's alone.
 */
const withoutPreloads = (html: string) => html.replace(/^(?:<link rel="preload"[^>]*>)+/, '');

/** A drawer as the edge calls it: its element as markup in the page's context. */
export const drawing =
  (draw: (input: FirstScreenInput) => Drawn | typeof ABSENT | null): DrawFirstScreen =>
  (input) => {
    const drawn = draw(input);
    if (drawn === ABSENT) return FIRST_SCREEN_ABSENT;
    if (!drawn) return null;
    const html = renderToStaticMarkup(<PageContext input={input}>{drawn.element}</PageContext>);
    return { html: withoutTestIds(withoutPreloads(html)), images: drawn.images, seo: drawn.seo };
  };
