import { describe, expect, it } from 'vitest';
import { buildHeadTags } from './head-tags';
import {
  settings,
  entry,
  sources,
  context,
  titleOf,
  metaOf,
  linksOf,
  jsonLdOf,
} from './head-tags.fixture';

describe('buildHeadTags: title and description precedence', () => {
  const path = '/game/sweet_bonanza';
  const full = sources({
    domain: { host: 'omad.uz', title: 'Domen sarlavha', description: 'Domen tavsif' },
    pageEntry: entry(path, 'Sahifa yozuvi'),
  });

  it('takes the page input over everything', () => {
    const tags = buildHeadTags(full, context({ path }), { title: 'O‘yin', description: 'Kirish' });
    expect(titleOf(tags)).toBe('O‘yin | Omad');
    expect(metaOf(tags, 'description')).toEqual(['Kirish']);
  });

  it('then the page SEO entry of the path', () => {
    const tags = buildHeadTags(full, context({ path }), null);
    expect(titleOf(tags)).toBe('Sahifa yozuvi | Omad');
    expect(metaOf(tags, 'description')).toEqual(['Sahifa yozuvi tavsifi']);
  });

  it('then the entry of the route SEO url pattern, filled in with the path', () => {
    const pattern = sources({ pageEntry: entry('/game/{name}', '{name} — onlayn', '{name} demo') });
    const tags = buildHeadTags(pattern, context({ path }), null);
    expect(titleOf(tags)).toBe('Sweet Bonanza — onlayn | Omad');
    expect(metaOf(tags, 'description')).toEqual(['Sweet Bonanza demo']);
  });

  it('then the meta-data-tool template of the path', () => {
    const tags = buildHeadTags(sources(), context({ path: '/promotions/spring-cashback' }), null);
    expect(titleOf(tags)).toBe('Spring Cashback aksiya | Omad');
    expect(metaOf(tags, 'description')).toEqual(['Spring Cashback shartlari']);
  });

  it('then the domain SEO of the host, then the settings, then index.html', () => {
    const onAbout = context({ path: '/about', canonicalPath: '/about' });
    expect(titleOf(buildHeadTags(full, onAbout, null))).toBe('Domen sarlavha');
    expect(titleOf(buildHeadTags(sources(), onAbout, null))).toBe('Omad — onlayn kazino');
    const empty = { settings: null, web: null, domain: null, pageEntry: null, metaTool: null };
    const tags = buildHeadTags(empty, onAbout, null);
    expect(titleOf(tags)).toBe('Omad');
    expect(metaOf(tags, 'theme-color')).toEqual(['#0b1020']);
    expect(metaOf(tags, 'description')).toEqual([]);
  });

  it('ignores an entry whose pattern does not fit the path, and empty texts', () => {
    const stray = sources({ pageEntry: entry('/cashier/deposit/{name}', '{name} to‘lov') });
    const tags = buildHeadTags(stray, context({ path: '/about' }), { title: '  ' });
    expect(titleOf(tags)).toBe('Omad — onlayn kazino');
  });

  it('does not suffix a title that already ends with or leads with the site name', () => {
    const titled = (title: string) =>
      titleOf(buildHeadTags(sources({ pageEntry: entry('/', title) }), context(), null));
    expect(titled('Omad — bosh sahifa')).toBe('Omad — bosh sahifa');
    expect(titled('Aksiyalar | Omad')).toBe('Aksiyalar | Omad');
    expect(titled('Book of Omad')).toBe('Book of Omad | Omad');
    expect(titled('Omad Riches')).toBe('Omad Riches | Omad');
  });
});

describe('buildHeadTags: meta', () => {
  it('writes keywords, theme colour and the settings meta list once each', () => {
    const tags = buildHeadTags(sources(), context(), null);
    expect(metaOf(tags, 'keywords')).toEqual(['kazino, slot']);
    expect(metaOf(tags, 'theme-color')).toEqual(['#0b3b2e']);
    expect(metaOf(tags, 'format-detection')).toEqual(['telephone=no']);
    expect(metaOf(tags, 'robots')).toEqual(['index, follow']);
  });

  it('gives noindex, follow on a query the robots rules disallow', () => {
    const tags = buildHeadTags(sources(), context({ path: '/gamehall?track_id=7' }), null);
    expect(metaOf(tags, 'robots')).toEqual(['noindex, follow']);
  });

  it('gives noindex, nofollow on a disallowed path and noindex on system pages', () => {
    const profile = context({ path: '/profile', canonicalPath: '/profile' });
    expect(metaOf(buildHeadTags(sources(), profile, null), 'robots')).toEqual([
      'noindex, nofollow',
    ]);
    const missing = buildHeadTags(sources(), context({ path: '/x/y', systemPage: true }), null);
    expect(metaOf(missing, 'robots')).toEqual(['noindex']);
    expect(linksOf(missing, 'canonical')).toEqual([]);
    expect(linksOf(missing, 'alternate')).toEqual([]);
    expect(jsonLdOf(missing)).toEqual([]);
  });

  it("keeps a players' page out of the index whatever the robots rules allow", () => {
    const wallet = context({ path: '/wallet', canonicalPath: '/wallet', privatePage: true });
    expect(metaOf(buildHeadTags(sources({ settings: null }), wallet, null), 'robots')).toEqual([
      'noindex, nofollow',
    ]);
  });

  it('lets a page ask for noindex, follow', () => {
    const tags = buildHeadTags(sources(), context(), { noindex: true });
    expect(metaOf(tags, 'robots')).toEqual(['noindex, follow']);
  });
});

describe('buildHeadTags: canonical and alternates', () => {
  it('uses the settings origin, the locale prefix and the path without query', () => {
    const tags = buildHeadTags(
      sources(),
      context({ locale: 'ru', path: '/gamehall?category=slots', canonicalPath: '/gamehall/' }),
      null,
    );
    expect(linksOf(tags, 'canonical')).toEqual([
      { rel: 'canonical', href: 'https://omad.uz/ru/gamehall' },
    ]);
    expect(linksOf(tags, 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'uz', href: 'https://omad.uz/gamehall' },
      { rel: 'alternate', hreflang: 'ru', href: 'https://omad.uz/ru/gamehall' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://omad.uz/gamehall' },
    ]);
    expect(metaOf(tags, 'og:url')).toEqual(['https://omad.uz/ru/gamehall']);
  });

  it('names the game page by its platform address', () => {
    const game = context({
      path: '/game/book-of-omad',
      canonicalPath: '/platform/game/book-of-omad/play',
    });
    expect(linksOf(buildHeadTags(sources(), game, null), 'canonical')[0]?.href).toBe(
      'https://omad.uz/platform/game/book-of-omad/play',
    );
  });

  it('falls back to the page origin without a usable canonicalUrl', () => {
    const noCanonical = sources({ settings: { ...settings, canonicalUrl: 'not a url' } });
    const tags = buildHeadTags(noCanonical, context({ locale: 'ru' }), null);
    expect(linksOf(tags, 'canonical')[0]?.href).toBe('http://127.0.0.1:8080/ru');
  });
});
