// mf-content's first screens, drawn on the edge (the contract's RenderFirstScreen, built for
// Node by defineFirstScreenConfig): the top of home, /{slug}, /support and /betting as the page
// draws it on its first render, from the same components and the same texts, so the shell's
// first frame paints the page's largest text and images and nothing moves when the page
// replaces it. The routes with a first screen are declared in pages.ts.
import { JSDOM } from 'jsdom';
import * as v from 'valibot';
import { byPosition } from '@omad/contract';
import { firstScreenDrawings } from '@omad/contract/first-screen';
import { BannerSchema, pageOf } from '@omad/contract/api';
import { CmsPageSchema } from '@omad/contract/cms';
import { Container, Skeleton } from '@omad/ui';
import { firstScreensOf } from '@omad/contract/pages';
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

/** The pages' views in this build's texts, one i18next per locale made on first use. */
const { translate, drawing } = firstScreenDrawings({ namespace: 'content', resources: { uz, ru } });

/** The DOM the rich text is sanitized with: one jsdom window, made on first use. */
let dom: JSDOM | null = null;
const sanitizerWindow = (): Window => {
  dom ??= new JSDOM('');
  return dom.window as unknown as Window;
};

/** The image addresses in sanitized markup, in page order. */
const imagesIn = (safeHtml: string): string[] => {
  const fragment = sanitizerWindow().document.createElement('template');
  fragment.innerHTML = safeHtml;
  return [...fragment.content.querySelectorAll('img[src]')].map(
    (image) => image.getAttribute('src') ?? '',
  );
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
    seo: supportSeo(translate(locale)),
    element: (
      <Container className="omad-support" data-first-screen="support">
        <SupportHeader />
        <Skeleton variant="block" width="100%" height={240} />
      </Container>
    ),
  })),
  '/betting': drawing(({ locale }) => {
    const t = translate(locale);
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
