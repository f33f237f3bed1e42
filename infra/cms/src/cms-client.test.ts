// The contract's CMS client against this server: every reader parses the seed in both
// locales, so the seed and the schemas every app relies on cannot drift apart.
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { createCmsClient, toQueryString, type CmsClient } from '@omad/contract/cms';
import { createCms } from './cms';

const { app } = createCms({ token: 'test-token' });

const clientFor = (locale: 'uz' | 'ru'): CmsClient =>
  createCmsClient({
    getLocale: () => locale,
    getToken: () => 'test-token',
    fetch: async (input, init) => app.request(String(input), init),
  });

const uz = clientFor('uz');
const ru = clientFor('ru');

/** Calls every reader of a client; the values are what the apps would get. */
const readAll = async (client: CmsClient) => ({
  common: await client.getCommon(),
  config: await client.getConfig(),
  cashier: await client.getCashierConfig(),
  games: await client.getGamesConfig(),
  search: await client.getSearchConfig(),
  loyalty: await client.getLoyaltyConfig(),
  forms: await client.getFormsConfig(),
  auth: await client.getAuthConfig(),
  seo: await client.getSeoSettings(),
  metaDataTool: await client.getMetaDataTool(),
  banners: await client.getBanners(),
  promotions: await client.getPromotions(),
  domainSeo: await client.getDomainSeo('omad.uz'),
  web: await client.getWebSettings(),
  pageSeo: await client.getPageSeo('/promotions'),
  redirects: await client.getRedirects(),
  page: await client.getPage('about'),
});

describe('the contract client against the CMS', () => {
  it('parses every reader in both locales, and the texts differ by locale', async () => {
    const [inUz, inRu] = await Promise.all([readAll(uz), readAll(ru)]);
    expect(inUz.common.headerMenu[0]?.label).toBe("O'yinlar zali");
    expect(inRu.common.headerMenu[0]?.label).toBe('Игровой зал');
    for (const key of [
      'common',
      'forms',
      'auth',
      'seo',
      'loyalty',
      'search',
      'games',
      'page',
    ] as const) {
      expect(JSON.stringify(inUz[key]), key).not.toBe(JSON.stringify(inRu[key]));
    }
    expect(inUz.page?.title).toBe('Biz haqimizda');
    expect(inRu.page?.title).toBe('О нас');
    expect(inRu.pageSeo?.title).toBe('Акции и бонусы | Omad');
    expect(inRu.domainSeo?.host).toBe('omad.uz');
  });

  it('flattens menus with locale-free urls and media to url strings', async () => {
    const common = await ru.getCommon();
    expect(common.headerMenu.map((item) => item.url)).toEqual([
      '/gamehall',
      '/betting',
      '/promotions',
      '/loyalty',
      '/tournaments',
      '/jackpots',
    ]);
    expect(common.headerMenu[0]?.icon).toBe('/cms/uploads/icon-gamehall.svg');
    expect(common.paymentMethodInfo.map((method) => method.name)).toEqual([
      'Uzcard',
      'Humo',
      'Visa',
      'Mastercard',
      'Payme',
      'Click',
    ]);
    expect(common.socialItems.every((item) => item.icon?.endsWith('.svg'))).toBe(true);
    expect(common.customCode.map(({ isEnabled, position }) => [position, isEnabled])).toEqual([
      ['head', true],
      ['bodyStart', true],
      ['bodyEnd', true],
      ['head', false],
      ['head', false],
    ]);
    expect(common.countryFlags.map((flag) => flag.code)).toEqual(['uz', 'ru']);
  });

  it('reads cashier, forms and auth configuration as the spec describes them', async () => {
    const cashier = await uz.getCashierConfig();
    expect(cashier.currencies).toEqual([
      { code: 'UZS', symbol: "so'm" },
      { code: 'USD', symbol: '$' },
      { code: 'RUB', symbol: '₽' },
    ]);
    expect(cashier.depositAmounts[0]?.amounts.map((amount) => amount.value)).toContain(100_000);

    const forms = await ru.getFormsConfig();
    expect(forms.validationTexts.required).toBe('Обязательное поле');
    expect(forms.registrationValidationStrategy).toBe('eager');
    expect(forms.registrationForm.fields.map((f) => f.name)).toEqual([
      'email',
      'phone',
      'password',
      'currency',
      'promo_code',
      'terms',
    ]);
    expect(forms.registrationForm.fields[1]).toMatchObject({
      type: 'phone',
      mask: '+998 ## ### ## ##',
    });

    const auth = await uz.getAuthConfig();
    expect(auth.socialServices.map((s) => s.service)).toEqual(['google', 'telegram']);
    expect(auth.authBanner.image_360_520).toBe('/cms/uploads/auth-banner-360x520.svg');
  });

  it('reads the promotions by position, with the same slugs and offers in both locales', async () => {
    const [inUz, inRu] = await Promise.all([uz.getPromotions(), ru.getPromotions()]);
    const shape = (list: typeof inUz) =>
      list.map(({ slug, offerId, url, finishedAt }) => ({ slug, offerId, url, finishedAt }));
    expect(shape(inRu)).toEqual(shape(inUz));
    expect(inUz.map((promotion) => promotion.position)).toEqual([1, 2, 3, 4, 5, 6]);
    // The platform's offers: 201 first deposit, 301 free spins, 202 card reload, 302 casino bonus.
    expect(inUz.map((promotion) => promotion.offerId)).toEqual([201, 301, 202, 302, null, null]);
    expect(inUz.find((p) => p.slug === 'weekly-cashback')?.url).toBe('/profile/cashback');
    expect(inUz[0]?.image).toBe('/cms/uploads/promotion-welcome.svg');
    expect(inRu[0]?.title).toBe('Бонус 100% на первый депозит');
    for (const promotion of [...inUz, ...inRu]) {
      expect(promotion.terms, promotion.slug).toBeTruthy();
      expect(promotion.body, promotion.slug).not.toMatch(/<[a-z]/i);
    }
  });

  it('returns redirects with the external one marked, and null for an unknown page', async () => {
    const redirects = await uz.getRedirects();
    expect(redirects).toContainEqual({ from_url: '/casino', to_url: '/gamehall', external: false });
    expect(redirects).toContainEqual({
      from_url: '/telegram',
      to_url: 'https://t.me/omad_support',
      external: true,
    });
    expect(await uz.getPage('no-such-page')).toBeNull();
  });

  it('passes page HTML through untouched: sanitising is the renderer’s job', async () => {
    const page = await uz.getPage('about');
    expect(page?.content).toContain('<script>');
    expect(page?.content).toContain('onerror=');
  });

  it('fails with the server’s 401 when the token is wrong', async () => {
    const anonymous = createCmsClient({
      getLocale: () => 'uz',
      getToken: () => undefined,
      fetch: async (input, init) => app.request(String(input), init),
    });
    await expect(anonymous.getCommon()).rejects.toMatchObject({
      status: 401,
      name: 'UnauthorizedError',
    });
  });
});

describe('the contract query serializer', () => {
  it('writes what qs (and so Strapi and this server) reads back', () => {
    const query = {
      locale: 'ru',
      populate: { seo: { populate: '*' } },
      filters: {
        $or: [{ url: { $in: ['/', '/game/{name}'] } }, { title: { $containsi: "so'm & co" } }],
      },
      sort: ['position:asc'],
      pagination: { page: 2, pageSize: 10 },
    };
    expect(qs.parse(toQueryString(query))).toEqual({
      ...query,
      pagination: { page: '2', pageSize: '10' },
    });
  });
});
