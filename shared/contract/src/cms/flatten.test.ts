import { describe, expect, it } from 'vitest';
import { flattenStrapi } from './flatten';

const v4Media = (id: number, url: string) => ({
  data: {
    id,
    attributes: {
      name: url.split('/').pop(),
      alternativeText: 'logo',
      width: 120,
      height: 48,
      mime: 'image/svg+xml',
      url,
      formats: { thumbnail: { url: `${url}?thumb`, mime: 'image/svg+xml' } },
    },
  },
});

describe('flattenStrapi', () => {
  it('unwraps a Strapi 4 single-type response into { id, ...attributes }', () => {
    const response = {
      data: { id: 3, attributes: { title: 'Omad', locale: 'uz' } },
      meta: {},
    };
    expect(flattenStrapi(response)).toEqual({ id: 3, title: 'Omad', locale: 'uz' });
  });

  it('unwraps a collection response into a plain list', () => {
    const response = {
      data: [
        { id: 1, attributes: { slug: 'about' } },
        { id: 2, attributes: { slug: 'terms' } },
      ],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } },
    };
    expect(flattenStrapi(response)).toEqual([
      { id: 1, slug: 'about' },
      { id: 2, slug: 'terms' },
    ]);
  });

  it('reduces Strapi 4 media to the url, also inside components and lists', () => {
    const common = {
      logo: v4Media(7, '/cms/uploads/logo.svg'),
      paymentMethodInfo: [
        { id: 1, name: 'Uzcard', logo: v4Media(8, '/cms/uploads/pay-uzcard.svg') },
        { id: 2, name: 'Humo', logo: { data: null } },
      ],
      gallery: { data: [v4Media(9, '/a.svg').data, v4Media(10, '/b.svg').data] },
    };
    expect(flattenStrapi(common)).toEqual({
      logo: '/cms/uploads/logo.svg',
      paymentMethodInfo: [
        { id: 1, name: 'Uzcard', logo: '/cms/uploads/pay-uzcard.svg' },
        { id: 2, name: 'Humo', logo: null },
      ],
      gallery: ['/a.svg', '/b.svg'],
    });
  });

  it('flattens relations nested in components of a single type nested in a collection', () => {
    const response = {
      data: [
        {
          id: 1,
          attributes: {
            title: 'Welcome',
            owner: {
              data: {
                id: 5,
                attributes: {
                  name: 'common',
                  footer: {
                    id: 11,
                    pages: {
                      data: [
                        { id: 21, attributes: { slug: 'terms', cover: v4Media(1, '/t.svg') } },
                        { id: 22, attributes: { slug: 'privacy', cover: { data: null } } },
                      ],
                    },
                  },
                },
              },
            },
          },
        },
      ],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
    };
    expect(flattenStrapi(response)).toEqual([
      {
        id: 1,
        title: 'Welcome',
        owner: {
          id: 5,
          name: 'common',
          footer: {
            id: 11,
            pages: [
              { id: 21, slug: 'terms', cover: '/t.svg' },
              { id: 22, slug: 'privacy', cover: null },
            ],
          },
        },
      },
    ]);
  });

  it('turns empty relations into null and empty to-many relations into []', () => {
    expect(flattenStrapi({ page: { data: null }, tags: { data: [] } })).toEqual({
      page: null,
      tags: [],
    });
    expect(flattenStrapi({ data: null, meta: {} })).toBeNull();
  });

  it('keeps components that merely have a url field (menu items are not media)', () => {
    const item = { id: 1, label: 'Aksiyalar', url: '/promotions', icon: v4Media(3, '/i.svg') };
    expect(flattenStrapi(item)).toEqual({
      id: 1,
      label: 'Aksiyalar',
      url: '/promotions',
      icon: '/i.svg',
    });
  });

  it('keeps a component that has a data field next to other fields', () => {
    const component = { id: 4, data: 'raw', title: 'x' };
    expect(flattenStrapi(component)).toEqual(component);
  });

  it('handles the flat Strapi 5 shape, with documentId and media objects', () => {
    const response = {
      data: {
        id: 12,
        documentId: 'k3l2m1',
        title: 'Sodiqlik',
        logo: {
          id: 4,
          documentId: 'm9',
          url: '/uploads/logo.svg',
          mime: 'image/svg+xml',
          width: 10,
        },
        levels: [{ id: 1, name: 'Bronza', badge: null }],
        page: { id: 3, documentId: 'p3', slug: 'terms' },
      },
      meta: {},
    };
    expect(flattenStrapi(response)).toEqual({
      id: 12,
      documentId: 'k3l2m1',
      title: 'Sodiqlik',
      logo: '/uploads/logo.svg',
      levels: [{ id: 1, name: 'Bronza', badge: null }],
      page: { id: 3, documentId: 'p3', slug: 'terms' },
    });
  });

  it('flattens a Strapi 5 collection with nested relations and multiple-media fields', () => {
    const v5Media = (id: number, url: string) => ({
      id,
      documentId: `m${id}`,
      name: url.split('/').pop(),
      url,
      mime: 'image/png',
      formats: null,
    });
    const response = {
      data: [
        {
          id: 1,
          documentId: 'a1',
          slug: 'about',
          gallery: [v5Media(1, '/uploads/a.png'), v5Media(2, '/uploads/b.png')],
          author: {
            id: 9,
            documentId: 'u9',
            name: 'Omad',
            avatar: v5Media(3, '/uploads/u.png'),
            pages: [{ id: 2, documentId: 'a2', slug: 'terms', cover: null }],
          },
        },
      ],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
    };
    expect(flattenStrapi(response)).toEqual([
      {
        id: 1,
        documentId: 'a1',
        slug: 'about',
        gallery: ['/uploads/a.png', '/uploads/b.png'],
        author: {
          id: 9,
          documentId: 'u9',
          name: 'Omad',
          avatar: '/uploads/u.png',
          pages: [{ id: 2, documentId: 'a2', slug: 'terms', cover: null }],
        },
      },
    ]);
  });

  it('reads the Strapi 4 SEO content the head is built from', () => {
    const response = {
      data: {
        id: 1,
        attributes: {
          openGraph: { id: 3, siteName: 'Omad', image: v4Media(5, '/cms/uploads/omad-og.svg') },
          favicon: {
            id: 4,
            ico: v4Media(6, '/cms/uploads/favicon.ico'),
            png: [{ id: 1, size: 32, icon: v4Media(7, '/cms/uploads/favicon-32.png') }],
            applePng: [{ id: 2, size: 180, icon: { data: null } }],
          },
          robots: [{ id: 5, userAgent: '*', allow: ['/'], disallow: ['/*?*track_id='] }],
        },
      },
      meta: {},
    };
    expect(flattenStrapi(response)).toEqual({
      id: 1,
      openGraph: { id: 3, siteName: 'Omad', image: '/cms/uploads/omad-og.svg' },
      favicon: {
        id: 4,
        ico: '/cms/uploads/favicon.ico',
        png: [{ id: 1, size: 32, icon: '/cms/uploads/favicon-32.png' }],
        applePng: [{ id: 2, size: 180, icon: null }],
      },
      robots: [{ id: 5, userAgent: '*', allow: ['/'], disallow: ['/*?*track_id='] }],
    });
  });

  it('returns scalars, arrays of scalars and JSON fields unchanged', () => {
    expect(flattenStrapi('text')).toBe('text');
    expect(flattenStrapi(5)).toBe(5);
    expect(flattenStrapi(null)).toBeNull();
    expect(flattenStrapi(undefined)).toBeUndefined();
    expect(flattenStrapi({ availableLanguage: ['uz', 'ru'], meta: { a: 1 } })).toEqual({
      availableLanguage: ['uz', 'ru'],
      meta: { a: 1 },
    });
  });

  it('does not mutate its input', () => {
    const input = { data: { id: 1, attributes: { logo: v4Media(1, '/l.svg') } } };
    const copy = structuredClone(input);
    flattenStrapi(input);
    expect(input).toEqual(copy);
  });
});
