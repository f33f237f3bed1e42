// @vitest-environment jsdom
// The first screens the edge draws with this build are the pages' own first renders: the
// same markup in the same place, so nothing moves when the page replaces its first screen.
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@omad/contract';
import type { CmsClient } from '@omad/contract/cms';
import type { FirstScreenDrawing } from '@omad/contract/pages';
import { BettingPage } from './features/betting/betting-page';
import { HOME_BANNERS_QUERY } from './features/home/banners-query';
import { HomePage } from './features/home/home-page';
import { CmsPage } from './features/cms-page/cms-page';
import { preparePage } from './features/cms-page/use-cms-page';
import { SupportPage } from './features/support/support-page';
import { renderFirstScreen } from './first-screen';
import { answer, commonContent, createTestHost, formsConfigContent } from './testing/test-host';

afterEach(cleanup);

const ORIGIN = 'https://omad.test';

const draw = (route: string, locale: Locale, reads: unknown[] = []): FirstScreenDrawing => {
  const params: Record<string, string> = route === '/:slug' ? { slug: 'about' } : {};
  const drawing = renderFirstScreen({ route, params, locale, origin: ORIGIN, reads });
  if (!drawing) throw new Error(`no first screen for ${route}`);
  return drawing;
};

/** The markup as an element of this document, for comparing with what the page renders. */
const parse = (html: string): HTMLElement => {
  const box = document.createElement('div');
  box.innerHTML = html;
  const element = box.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error('the first screen has no element');
  return element;
};

/** outerHTML without the attributes only one of the two carries (test ids, markers). */
const markup = (element: Element): string => {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    node.removeAttribute('data-testid');
    node.removeAttribute('data-first-screen');
    node.removeAttribute('data-slug');
    // Attributes in one order: React's client sets an image's src after the others.
    const attributes = [...node.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const { name, value } of attributes) {
      node.removeAttribute(name);
      node.setAttribute(name, value);
    }
  }
  return copy.outerHTML;
};

const ABOUT = {
  id: 1,
  documentId: 'p1',
  slug: 'about',
  title: 'Biz haqimizda',
  content:
    '<p>Omad — <a href="/gamehall">o\'yinlar</a> va <a href="https://example.com/x">hamkor</a>.</p>' +
    '<figure><img src="/cms/uploads/omad-og.svg" alt="Omad" width="1200" height="630"></figure>' +
    '<table><tr><td>1</td></tr></table>',
  seo: null,
};

const BANNERS = {
  count: 2,
  items: [
    {
      id: 7,
      finished_at: null,
      description: { position: 2, title: 'Keshbek', image: '/media/cashback.svg' },
    },
    {
      id: 3,
      finished_at: null,
      description: {
        position: 1,
        title: 'Xush kelibsiz bonusi',
        subtitle: '100% birinchi depozitga',
        image: '/media/welcome.svg',
        image_mobile: '/media/welcome-narrow.svg',
        link: '/promotions/welcome',
        button: 'Olish',
      },
    },
  ],
};

describe.each<Locale>(['uz', 'ru'])('first screens in %s', (locale) => {
  it("home: the heading and the banners in their order, as the page's top draws them", async () => {
    const drawing = draw('/', locale, [BANNERS]);
    const drawn = parse(drawing.html);
    expect(drawn.querySelector('h1')?.textContent).toBe(
      locale === 'uz'
        ? 'Omad — onlayn kazino va sport tikish'
        : 'Omad — онлайн-казино и ставки на спорт',
    );
    const link = drawn.querySelector('a.omad-banner__cta');
    expect(link?.getAttribute('href')).toBe(
      locale === 'uz' ? '/promotions/welcome' : '/ru/promotions/welcome',
    );
    const reads: unknown[] = [];
    const host = createTestHost({
      locale,
      platform: {
        'banners.get': (params) => {
          reads.push(params);
          return answer(BANNERS);
        },
      },
    });
    host.render(<HomePage />);
    await screen.findAllByTestId('home-banner');
    const page = document.querySelector('.omad-home') as Element;
    const top = (element: Element) =>
      [...element.children].slice(0, 2).map((child) => markup(child));
    // The test host's router has no basename: its links are the page's without '/ru'.
    const unprefixed = (html: string) => html.replaceAll('href="/ru/', 'href="/');
    expect(top(drawn).map(unprefixed)).toEqual(top(page));
    // The page's read is the one pages.ts declares for the edge to make and inline.
    expect(reads).toMatchObject([
      {
        fields: {
          offset: String(HOME_BANNERS_QUERY.offset),
          count: String(HOME_BANNERS_QUERY.count),
        },
      },
    ]);
    expect(drawing.images).toEqual([]);
  });

  it('names the page in the head as the page does: a CMS page, /support', () => {
    expect(draw('/:slug', locale, [ABOUT]).seo).toEqual({
      title: 'Biz haqimizda',
      ogType: 'article',
      structuredData: ['Article'],
    });
    expect(draw('/support', locale).seo?.title).toBe(
      locale === 'uz' ? "Qo'llab-quvvatlash" : 'Поддержка',
    );
  });

  it('/support: the header the page draws, in the same container', () => {
    const drawn = parse(draw('/support', locale).html);
    const host = createTestHost({
      locale,
      platform: { 'support.getsettings': () => answer({ chat: null, settings: {} }) },
      cms: { common: commonContent(), 'forms-config': formsConfigContent() },
    });
    host.render(<SupportPage />);
    const page = screen.getByTestId('support-page');
    expect(drawn.className).toBe(page.className);
    const header = page.querySelector('.omad-support__header');
    expect(header).not.toBeNull();
    expect(markup(drawn.querySelector('.omad-support__header') as Element)).toBe(
      markup(header as Element),
    );
  });

  it('/betting: the box the page draws while the sportsbook loads, saying so', () => {
    const drawn = parse(draw('/betting', locale).html);
    const host = createTestHost({ locale, platform: { 'games.get': () => new Promise(() => {}) } });
    host.render(<BettingPage />);
    expect(markup(drawn)).toBe(markup(screen.getByTestId('betting-frame')));
    expect(drawn.querySelector('[role="status"]')?.textContent).toBe(
      locale === 'uz' ? 'Sport tikish yuklanmoqda…' : 'Загружаем ставки на спорт…',
    );
  });

  it('/{slug}: the article the page draws from the prepared read, with its images', async () => {
    const drawing = draw('/:slug', locale, [ABOUT]);
    const reads: string[] = [];
    const getPage = (slug: string) => {
      reads.push(slug);
      return Promise.resolve(slug === ABOUT.slug ? ABOUT : null);
    };
    const host = createTestHost({
      locale,
      overrides: { cms: { getPage } as unknown as CmsClient },
    });
    await preparePage({
      queryClient: host.props.queryClient,
      cms: host.props.cms,
      locale,
      params: { slug: 'about' },
    });
    host.render(
      <Routes location="/about">
        <Route path="/:slug" element={<CmsPage />} />
      </Routes>,
    );
    // Drawn from the first render: no skeleton in between, no second read.
    expect(markup(parse(drawing.html))).toBe(markup(screen.getByTestId('cms-page')));
    expect(reads).toEqual(['about']);
    expect(drawing.images).toEqual(['/cms/uploads/omad-og.svg']);
  });
});

describe('a first screen', () => {
  it('is sanitized as the page sanitizes: no script, handler or script address', () => {
    const { html, images } = draw('/:slug', 'uz', [
      {
        ...ABOUT,
        title: '<script>alert(1)</script>',
        content:
          '<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a></p>' +
          '<img src="/a.png" onerror="alert(1)"><iframe src="/x"></iframe><style>*{}</style>',
      },
    ]);
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<style/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(images).toEqual(['/a.png']);
  });

  it('is not drawn for a route without one, or without its page', () => {
    const input = { params: {}, locale: 'uz' as const, origin: ORIGIN, reads: [] };
    expect(renderFirstScreen({ ...input, route: '/unsubscribe' })).toBeNull();
    expect(renderFirstScreen({ ...input, route: '/' })).toBeNull();
    expect(renderFirstScreen({ ...input, route: 'toString' })).toBeNull();
    expect(
      renderFirstScreen({ ...input, route: '/:slug', params: { slug: 'x' }, reads: [null] }),
    ).toBeNull();
  });
});
