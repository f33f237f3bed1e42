// The first screen of a page: drawn by the owning remote's build module with what its page
// reads resolved to, and gone without whenever something of it cannot be had.
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ABSENT, type PageReads as Declared } from '@omad/contract/pages';
import { headStartFor, NO_HEAD_START } from './page-head-start';
import type { FirstScreenModule, FirstScreenSource } from './first-screen';
import {
  CMS,
  HOME,
  ORIGIN,
  at,
  banner,
  banners,
  built,
  json,
  platform,
} from './page-head-start-fixtures';

describe('the first screen of a page', () => {
  const FILES = { script: 'server/first-screen.cjs', style: 'server/first-screen.css' };
  const withModule = (declared: Declared, params: Record<string, string> = {}) =>
    at(declared, params, { ...built('2.1.0', [declared]), firstScreen: FILES });
  /** A source whose module records what it is asked to draw. */
  const source = (module: FirstScreenModule | null = null) => {
    const inputs: unknown[] = [];
    const loaded: FirstScreenSource = () =>
      Promise.resolve(
        module && {
          style: module.style,
          render: (input) => {
            inputs.push(input);
            return module.render(input);
          },
        },
      );
    return { loaded, inputs };
  };
  const drawing = { html: '<h1>Support</h1>', images: ['/a.png'] };
  const SUPPORT: Declared = { route: '/support', reads: [], firstScreen: true };

  it('draws a route that reads nothing, in its locale, for the browser’s origin', async () => {
    const stub = platform(() => json({ data: null }));
    const { loaded, inputs } = source({ style: '.s{}', render: () => drawing });
    const screen = await headStartFor('/ru/support', withModule(SUPPORT), {
      apiUpstream: ORIGIN,
      cmsUpstream: CMS,
      timeoutMs: 1000,
      firstScreens: loaded,
      origin: 'https://omad.test',
      ...stub,
    });
    expect(stub.seen).toHaveLength(0);
    expect(inputs).toEqual([
      { route: '/support', params: {}, locale: 'ru', origin: 'https://omad.test', reads: [] },
    ]);
    expect(screen.firstScreen).toEqual({ app: 'mf-content', style: '.s{}', seo: null, ...drawing });
  });

  it('draws with what the reads resolved to, and not when they fail', async () => {
    const page = {
      id: 1,
      documentId: 'p',
      slug: 'about',
      title: 'Biz haqimizda',
      content: '<p>x</p>',
      seo: null,
    };
    const about: Declared = {
      route: '/:slug',
      reads: [{ cms: 'getPage', args: [':slug'] }],
      firstScreen: true,
    };
    const found = json({
      data: [page],
      meta: { pagination: { page: 1, pageSize: 1, pageCount: 1, total: 1 } },
    });
    const { loaded, inputs } = source({ style: '', render: () => drawing });
    const options = {
      apiUpstream: ORIGIN,
      cmsUpstream: CMS,
      timeoutMs: 1000,
      firstScreens: loaded,
    };
    const screen = await headStartFor('/about', withModule(about, { slug: 'about' }), {
      ...options,
      fetch: () => Promise.resolve(found),
    });
    expect(screen.reads).toHaveLength(1);
    expect(inputs).toMatchObject([
      {
        route: '/:slug',
        params: { slug: 'about' },
        locale: 'uz',
        reads: [{ slug: 'about', title: 'Biz haqimizda' }],
      },
    ]);
    expect(screen.firstScreen?.html).toBe(drawing.html);
    const failed = await headStartFor('/about', withModule(about, { slug: 'about' }), {
      ...options,
      fetch: () => Promise.resolve(json({ error: { status: 500 } }, 500)),
    });
    expect(failed).toEqual(NO_HEAD_START);
    expect(inputs).toHaveLength(1);
  });

  it('answers absent when the drawing says the reads do not hold the page’s subject', async () => {
    const promotion: Declared = {
      route: '/promotions/:id',
      reads: [{ cms: 'getPromotions', args: [] }],
      firstScreen: true,
    };
    const listed = json({
      data: [],
      meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 0 } },
    });
    const options = { apiUpstream: ORIGIN, cmsUpstream: CMS, timeoutMs: 1000 };
    const unknown = await headStartFor('/promotions/x', withModule(promotion, { id: 'x' }), {
      ...options,
      fetch: () => Promise.resolve(listed.clone()),
      firstScreens: source({ style: '', render: () => FIRST_SCREEN_ABSENT }).loaded,
    });
    expect(unknown).toMatchObject({ absent: true, firstScreen: null });
    expect(unknown.reads).toHaveLength(1);
    // A drawing that is there is not absent, nor is one that cannot be had.
    for (const module of [{ style: '', render: () => drawing }, null]) {
      const found = await headStartFor('/promotions/x', withModule(promotion, { id: 'x' }), {
        ...options,
        fetch: () => Promise.resolve(listed.clone()),
        firstScreens: source(module).loaded,
      });
      expect(found.absent).toBe(false);
    }
  });

  it('goes without when the route has none, the build has no module, or it will not load', async () => {
    const stub = platform(() => json({ data: null }));
    const { loaded, inputs } = source({ style: '', render: () => drawing });
    const options = { apiUpstream: ORIGIN, cmsUpstream: CMS, timeoutMs: 1000, ...stub };
    const plain: Declared = { route: '/support', reads: [] };
    expect(
      await headStartFor('/support', withModule(plain), { ...options, firstScreens: loaded }),
    ).toBe(NO_HEAD_START);
    expect(await headStartFor('/support', at(SUPPORT), { ...options, firstScreens: loaded })).toBe(
      NO_HEAD_START,
    );
    expect(await headStartFor('/support', withModule(SUPPORT), options)).toBe(NO_HEAD_START);
    expect(inputs).toHaveLength(0);
    const unloadable = source(null);
    expect(
      await headStartFor('/support', withModule(SUPPORT), {
        ...options,
        firstScreens: unloadable.loaded,
      }),
    ).toEqual(NO_HEAD_START);
    // A home page whose module fails still gets its reads.
    const homeWithModule = withModule({ ...HOME, firstScreen: true });
    const home = await headStartFor('/', homeWithModule, {
      ...options,
      ...platform(() => banners(banner(1, 1, '/b/1.svg'))),
      firstScreens: source({
        style: '',
        render: () => {
          throw new Error('x');
        },
      }).loaded,
    });
    expect(home.reads).toHaveLength(1);
    expect(home.firstScreen).toBeNull();
  });
});
