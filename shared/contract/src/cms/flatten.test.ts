import { describe, expect, it } from 'vitest';
import { flattenStrapi } from './flatten';

/** An upload entity as Strapi 5 returns it in a media field. */
const media = (id: number, url: string) => ({
  id,
  documentId: `m${String(id).padStart(23, '0')}`,
  name: url.split('/').pop(),
  alternativeText: 'logo',
  width: 120,
  height: 48,
  formats: { thumbnail: { url: `${url}?thumb`, mime: 'image/svg+xml' } },
  mime: 'image/svg+xml',
  url,
});

describe('flattenStrapi', () => {
  it('keeps a flat entry and reduces its media to the url, also inside components and lists', () => {
    const entry = {
      id: 12,
      documentId: 'k3l2m1',
      title: 'Sodiqlik',
      logo: media(4, '/uploads/logo.svg'),
      paymentMethodInfo: [
        { id: 1, name: 'Uzcard', logo: media(8, '/cms/uploads/pay-uzcard.svg') },
        { id: 2, name: 'Humo', logo: null },
      ],
      gallery: [media(9, '/a.svg'), media(10, '/b.svg')],
    };
    expect(flattenStrapi(entry)).toEqual({
      id: 12,
      documentId: 'k3l2m1',
      title: 'Sodiqlik',
      logo: '/uploads/logo.svg',
      paymentMethodInfo: [
        { id: 1, name: 'Uzcard', logo: '/cms/uploads/pay-uzcard.svg' },
        { id: 2, name: 'Humo', logo: null },
      ],
      gallery: ['/a.svg', '/b.svg'],
    });
  });

  it('walks relations: flat entries with their own media and relations', () => {
    const entry = {
      id: 1,
      documentId: 'a1',
      slug: 'about',
      author: {
        id: 9,
        documentId: 'u9',
        name: 'Omad',
        avatar: media(3, '/uploads/u.png'),
        pages: [{ id: 2, documentId: 'a2', slug: 'terms', cover: null }],
      },
      termsPage: null,
    };
    expect(flattenStrapi(entry)).toEqual({
      ...entry,
      author: { ...entry.author, avatar: '/uploads/u.png' },
    });
  });

  it('keeps components that merely have a url field (menu items are not media)', () => {
    const item = { id: 1, label: 'Aksiyalar', url: '/promotions', icon: media(3, '/i.svg') };
    expect(flattenStrapi(item)).toEqual({
      id: 1,
      label: 'Aksiyalar',
      url: '/promotions',
      icon: '/i.svg',
    });
  });

  it('keeps a dynamic zone’s items with their component name', () => {
    const blocks = [
      { __component: 'home.tiles', id: 1, tiles: [{ id: 2, image: media(5, '/t.svg') }] },
      { __component: 'home.rich-text', id: 3, body: '<p>x</p>' },
    ];
    expect(flattenStrapi(blocks)).toEqual([
      { __component: 'home.tiles', id: 1, tiles: [{ id: 2, image: '/t.svg' }] },
      { __component: 'home.rich-text', id: 3, body: '<p>x</p>' },
    ]);
  });

  it('leaves the wrappers of Strapi 4 alone: this client speaks Strapi 5', () => {
    const v4 = { id: 3, attributes: { title: 'Omad' }, page: { data: null } };
    expect(flattenStrapi(v4)).toEqual(v4);
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
    const input = { id: 1, documentId: 'd1', logo: media(1, '/l.svg') };
    const copy = structuredClone(input);
    flattenStrapi(input);
    expect(input).toEqual(copy);
  });
});
