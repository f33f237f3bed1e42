// A remote's page table: what its build records of it and how its first screens dispatch.
import { describe, expect, it } from 'vitest';
import { definePages, firstScreensOf } from './define-pages';
import type { FirstScreenInput } from './first-screen';
import { isEmptyAnswer, paramsFit } from './page-reads';

const Page = () => null;
const page = () => Promise.resolve(Page);

const TABLE = definePages([
  {
    path: '/',
    page,
    reads: [{ method: 'banners.get', params: { count: 3 } }],
    hero: 'first-banner',
  },
  { path: '/x', redirect: '/y', signIn: true },
  { path: '/y', page, signIn: true },
  { path: '/:slug', page, reads: [{ cms: 'getPage', args: [':slug'] }], firstScreen: true },
  { path: '/support', page, firstScreen: true },
]);

const input = (route: string): FirstScreenInput => ({
  route,
  params: {},
  locale: 'uz',
  origin: 'https://omad.test',
  reads: [],
});

describe('definePages', () => {
  it('records the reads, hero and first screens of its pages, not of redirects or bare pages', () => {
    expect(TABLE.reads).toEqual([
      {
        route: '/',
        reads: [{ method: 'banners.get', params: { count: 3 } }],
        hero: 'first-banner',
      },
      { route: '/:slug', reads: [{ cms: 'getPage', args: [':slug'] }], firstScreen: true },
      { route: '/support', reads: [], firstScreen: true },
    ]);
  });

  it('refuses a path declared twice', () => {
    expect(() =>
      definePages([
        { path: '/a', page },
        { path: '/a', redirect: '/b' },
      ]),
    ).toThrow('page /a is declared twice');
  });
});

describe('firstScreensOf', () => {
  const render = firstScreensOf<typeof TABLE>({
    '/:slug': ({ params }) => ({ html: `<h1>${params.slug ?? ''}</h1>`, images: [] }),
    '/support': () => null,
  });

  it('draws with the drawing of the route the edge matched', () => {
    expect(render({ ...input('/:slug'), params: { slug: 'about' } })?.html).toBe('<h1>about</h1>');
  });

  it('draws nothing for a route with no drawing, or a drawing that has nothing to draw', () => {
    expect(render(input('/y'))).toBeNull();
    expect(render(input('/support'))).toBeNull();
    expect(render(input('toString'))).toBeNull();
  });

  it('requires a drawing for every first-screen route of the table, and no other', () => {
    // @ts-expect-error '/support' has a first screen and no drawing.
    firstScreensOf<typeof TABLE>({ '/:slug': () => null });
    firstScreensOf<typeof TABLE>({
      '/:slug': () => null,
      '/support': () => null,
      // @ts-expect-error '/y' declares no first screen.
      '/y': () => null,
    });
  });
});

describe('a page whose reads answer each visitor apart', () => {
  it('is recorded so, for the edge to read for guests only', () => {
    const table = definePages([
      {
        path: '/offers/:id',
        page,
        reads: [{ method: 'campaigns.getoffers', params: {} }],
        perVisitor: true,
      },
      { path: '/promotions', page, reads: [{ cms: 'getPromotions', args: [] }] },
    ]);
    expect(table.reads.map((reads) => reads.perVisitor)).toEqual([true, undefined]);
  });
});

describe('a page whose route parameter has a kind', () => {
  it('is recorded with the kind, and must have the parameter', () => {
    const table = definePages([{ path: '/offers/:id', page, params: { id: 'digits' } }]);
    expect(table.reads).toEqual([{ route: '/offers/:id', reads: [], params: { id: 'digits' } }]);
    expect(() => definePages([{ path: '/offers/:id', page, params: { slug: 'digits' } }])).toThrow(
      /does not have/,
    );
  });

  it.each([
    ['201', true],
    ['0', true],
    ['123456789012345678', true],
    ['1234567890123456789', false],
    ['abc', false],
    ['2a', false],
    ['', false],
  ])('takes %j for digits: %s', (id, fits) => {
    expect(paramsFit({ id: 'digits' }, { id })).toBe(fits);
  });

  it('fits any value where no kind is declared', () => {
    expect(paramsFit(undefined, { id: 'abc' })).toBe(true);
    expect(paramsFit({}, {})).toBe(true);
  });
});

describe('a page whose first read is its subject', () => {
  it('is recorded so, and must read something', () => {
    const table = definePages([
      {
        path: '/game/:sysname',
        page,
        reads: [{ method: 'games.get', params: { sysname: ':sysname' } }],
        absentWhenEmpty: true,
      },
    ]);
    expect(table.reads[0]).toMatchObject({ route: '/game/:sysname', absentWhenEmpty: true });
    expect(() => definePages([{ path: '/x/:id', page, absentWhenEmpty: true }])).toThrow(
      /reads nothing/,
    );
  });

  it.each([
    [null, true],
    [[], true],
    [{ items: [], count: 0 }, true],
    [{ items: [{}], count: 1 }, false],
    [{ slug: 'about' }, false],
  ])('takes %j for empty: %s', (answer, empty) => {
    expect(isEmptyAnswer(answer)).toBe(empty);
  });
});
