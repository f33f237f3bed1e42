// mf-content's first screens, drawn on the edge (the contract's RenderFirstScreen, built for
// Node by defineFirstScreenConfig): the top of home, /{slug}, /support and /betting as the page
// draws it on its first render, from the same components and the same texts, so the shell's
// first frame paints the page's largest text and images and nothing moves when the page
// replaces it. The routes with a first screen are declared in pages.ts.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, generatePath } from 'react-router';
import { JSDOM } from 'jsdom';
import * as v from 'valibot';
import { basenameOf, byPosition, localizePath, type PageSeoInput } from '@omad/contract';
import { BannerSchema, pageOf } from '@omad/contract/api';
import { CmsPageSchema } from '@omad/contract/cms';
import { Container, Skeleton } from '@omad/ui';
import { firstScreensOf, type DrawFirstScreen, type FirstScreenInput } from '@omad/contract/pages';
import { firstScreenTranslators } from '@omad/contract/remote';
import { SportsbookFrame } from './features/betting/sportsbook-frame';
import { HomeTop } from './features/home/home-top';
import { CMS_CONTENT_CLASS, CmsArticle } from './features/cms-page/cms-article';
import { cmsPageSeo } from './features/cms-page/page-seo';
import { SupportHeader } from './features/support/support-header';
import { supportSeo } from './features/support/support-seo';
import { RichTextHtml } from './lib/rich-text-html';
import { sanitizeRichText } from './lib/sanitize-html';
import type { PAGES } from './pages';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import './features/betting/betting.css';
import './features/cms-page/cms-page.css';
import './features/home/home.css';
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

/** A page's top, the images it shows and its own part of the head. */
type Drawn = Readonly<{ element: ReactElement; images?: readonly string[]; seo?: PageSeoInput }>;
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
        {/* A router at the page's address for the views' links; it never moves. */}
        <StaticRouter
          location={localizePath(generatePath(input.route, input.params), input.locale)}
          basename={basenameOf(input.locale)}
        >
          {drawn.element}
        </StaticRouter>
      </I18nextProvider>,
    );
    return { html, images: drawn.images ?? [], ...(drawn.seo ? { seo: drawn.seo } : {}) };
  };

export const renderFirstScreen = firstScreensOf<typeof PAGES>({
  // Home's heading and banners; its hero (the first banner's image) the head preloads already.
  '/': drawing(({ reads: [read] }) => {
    const page = v.safeParse(pageOf(BannerSchema), read);
    if (!page.success) return null;
    return {
      element: (
        <Container className="omad-home" data-first-screen="home">
          <HomeTop loading={false} banners={byPosition(page.output.items)} />
        </Container>
      ),
    };
  }),
  '/:slug': drawing(({ reads: [read], locale, origin }) => {
    const parsed = v.safeParse(CmsPageSchema, read);
    if (!parsed.success) return null;
    const page = parsed.output;
    const safeHtml = sanitizeRichText(page.content, { locale, origin, window: sanitizerWindow() });
    return {
      element: (
        <CmsArticle title={page.title} data-first-screen="cms-page">
          <RichTextHtml safeHtml={safeHtml} className={CMS_CONTENT_CLASS} />
        </CmsArticle>
      ),
      images: imagesIn(safeHtml),
      seo: cmsPageSeo(page),
    };
  }),
  '/support': drawing(({ locale }) => ({
    seo: supportSeo(translatorFor(locale).getFixedT(locale, NAMESPACE)),
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
