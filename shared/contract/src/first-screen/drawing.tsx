// How a remote draws its first screens (pages/first-screen.ts) with its pages' own views:
// each drawer gives an element, and `drawing` renders it as the remote's root would (the
// build's texts and the UI kit in the page's language, a router at the page's address) into
// the markup the edge serves. Server-side only: the remotes' first-screen modules import it
// (`@omad/contract/first-screen`), never their browser builds, which do not bundle
// react-dom/server.
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, generatePath } from 'react-router';
import type { TFunction } from 'i18next';
import { UiLocaleProvider } from '@omad/ui';
import { basenameOf, localizePath, type Locale } from '../locale';
import type { PageSeoInput } from '../remote-props';
import type { DrawFirstScreen } from '../pages/define-pages';
import { FIRST_SCREEN_ABSENT, type FirstScreenInput } from '../pages/first-screen';
import type { RemoteResources } from '../remote/create-remote-app';
import { firstScreenTranslators } from '../remote/first-screen-texts';

/** What a drawer draws: its element, the images it shows, its page's part of the head. */
export type FirstScreenDrawn = Readonly<{
  element: ReactElement;
  images?: readonly string[];
  seo?: PageSeoInput;
}>;

/**
 * Draws one route's top from the edge's input: what it draws, FIRST_SCREEN_ABSENT when the
 * reads say the page's subject is not there, or null when it has nothing to draw.
 */
export type FirstScreenDrawer = (
  input: FirstScreenInput,
) => FirstScreenDrawn | typeof FIRST_SCREEN_ABSENT | null;

export type FirstScreenDrawingsOptions = Readonly<{
  /** The remote's i18next namespace, as createRemoteApp's. */
  namespace: string;
  resources: RemoteResources;
  /** What the remote's pages expect around them besides (money written with its code, say). */
  wrap?: (page: ReactNode) => ReactNode;
}>;

/**
 * Test ids mark the page, never what stands in for it: a test or the bench that waits for one
 * must find the mounted page's, which it can use.
 */
const withoutTestIds = (html: string) => html.replace(/ data-testid="[^"]*"/g, '');

/**
 * React puts a preload of each image shown at once ahead of static markup; the edge's head
 * preloads the drawing's images already (its `images`), so the markup is the page's alone.
 */
const withoutPreloads = (html: string) => html.replace(/^(?:<link rel="preload"[^>]*>)+/, '');

/** A remote's `translate(locale)` and `drawing(drawer)`, its texts made once per language. */
export const firstScreenDrawings = ({
  namespace,
  resources,
  wrap = (page) => page,
}: FirstScreenDrawingsOptions) => {
  const translators = firstScreenTranslators(namespace, resources);
  const translate = (locale: Locale): TFunction => translators(locale).getFixedT(locale, namespace);

  /** What the page's views expect around them, as the remote's root gives it. */
  const PageContext = ({
    input,
    children,
  }: Readonly<{ input: FirstScreenInput; children: ReactNode }>) => (
    <I18nextProvider i18n={translators(input.locale)} defaultNS={namespace}>
      <UiLocaleProvider locale={input.locale}>
        {/* At the page's address, for the views' links; it never moves. */}
        <StaticRouter
          location={localizePath(generatePath(input.route, input.params), input.locale)}
          basename={basenameOf(input.locale)}
        >
          {wrap(children)}
        </StaticRouter>
      </UiLocaleProvider>
    </I18nextProvider>
  );

  /** A drawer as the edge calls it: its element as markup in the page's context. */
  const drawing =
    (draw: FirstScreenDrawer): DrawFirstScreen =>
    (input) => {
      const drawn = draw(input);
      if (drawn === null || drawn === FIRST_SCREEN_ABSENT) return drawn;
      if (!('element' in drawn)) return null;
      const html = renderToStaticMarkup(<PageContext input={input}>{drawn.element}</PageContext>);
      return {
        html: withoutTestIds(withoutPreloads(html)),
        images: drawn.images ?? [],
        ...(drawn.seo ? { seo: drawn.seo } : {}),
      };
    };

  return { translate, drawing };
};
