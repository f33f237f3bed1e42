// mf-content's first screens, drawn on the edge (the contract's RenderFirstScreen, built for
// Node by defineFirstScreenConfig): the top of /{slug}, /support and /betting as the page
// draws it on its first render, from the same components and the same texts, so the shell's
// first frame paints the page's largest text and images and nothing moves when the page
// replaces it. The routes with a first screen are declared in pages.ts.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { JSDOM } from 'jsdom';
import { Container, Skeleton } from '@omad/ui';
import { firstScreensOf, type DrawFirstScreen, type FirstScreenInput } from '@omad/contract/pages';
import { firstScreenTranslators } from '@omad/contract/remote';
import { SportsbookFrame } from './features/betting/sportsbook-frame';
import { CMS_CONTENT_CLASS, CmsArticle } from './features/cms-page/cms-article';
import { SupportHeader } from './features/support/support-header';
import { RichTextHtml } from './lib/rich-text-html';
import { sanitizeRichText } from './lib/sanitize-html';
import type { PAGES } from './pages';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import './features/betting/betting.css';
import './features/cms-page/cms-page.css';
import './features/support/support.css';

const NAMESPACE = 'content';

/** One i18next per locale, made on first use, with this build's texts. */
const translatorFor = firstScreenTranslators(NAMESPACE, { uz, ru });

/** The DOM the rich text is sanitized with: one jsdom window, made on first use. */
let dom: JSDOM | null = null;
const sanitizerWindow = (): Window => {
  dom ??= new JSDOM('');
  return dom.window as unknown as Window;
};

/** A CMS page as getPage resolves it (the client has checked it with the contract's schema). */
const isPage = (value: unknown): value is Readonly<{ title: string; content: string }> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { title?: unknown }).title === 'string' &&
  typeof (value as { content?: unknown }).content === 'string';

/** A page's top and the images it shows. */
type Drawn = Readonly<{ element: ReactElement; images?: readonly string[] }>;
type Draw = (input: FirstScreenInput) => Drawn | null;

/** The image addresses in sanitized markup, in page order. */
const imagesIn = (safeHtml: string): string[] => {
  const fragment = sanitizerWindow().document.createElement('template');
  fragment.innerHTML = safeHtml;
  return [...fragment.content.querySelectorAll('img[src]')].map(
    (image) => image.getAttribute('src') ?? '',
  );
};

/** A drawer as the edge calls it: its element as markup, with this build's texts. */
const drawing =
  (draw: Draw): DrawFirstScreen =>
  (input) => {
    const drawn = draw(input);
    if (!drawn) return null;
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={translatorFor(input.locale)} defaultNS={NAMESPACE}>
        {drawn.element}
      </I18nextProvider>,
    );
    return { html, images: drawn.images ?? [] };
  };

export const renderFirstScreen = firstScreensOf<typeof PAGES>({
  '/:slug': drawing(({ reads: [page], locale, origin }) => {
    if (!isPage(page)) return null;
    const safeHtml = sanitizeRichText(page.content, { locale, origin, window: sanitizerWindow() });
    return {
      element: (
        <CmsArticle title={page.title} data-first-screen="cms-page">
          <RichTextHtml safeHtml={safeHtml} className={CMS_CONTENT_CLASS} />
        </CmsArticle>
      ),
      images: imagesIn(safeHtml),
    };
  }),
  '/support': drawing(() => ({
    element: (
      <Container className="omad-support" data-first-screen="support">
        <SupportHeader />
        <Skeleton variant="block" width="100%" height={240} />
      </Container>
    ),
  })),
  '/betting': drawing(({ locale }) => {
    const t = translatorFor(locale).getFixedT(locale, NAMESPACE);
    return {
      element: (
        <SportsbookFrame
          src={null}
          title={t('pages.betting.frameTitle')}
          loadingText={t('pages.betting.loading')}
        />
      ),
    };
  }),
});
