// Typed readers for every content type of spec section 7: each reads with the current
// locale and its type's explicit populate tree (populate.ts), then parses the flattened
// content at the boundary.
import * as v from 'valibot';
import { parseContent } from './errors';
import {
  CmsBannerSchema,
  GamesConfigSchema,
  LoyaltyConfigSchema,
  SearchConfigSchema,
  type CmsBanner,
  type GamesConfig,
  type LoyaltyConfig,
  type SearchConfig,
} from './feature-types';
import { FormsConfigSchema, type FormsConfig } from './forms-types';
import { HomePageSchema, type HomePage } from './home-types';
import { CMS_POPULATE, type CmsTypeName } from './populate';
import { CmsPromotionSchema, type CmsPromotion } from './promotion-types';
import type { CmsQuery } from './query-string';
import {
  DomainSeoSchema,
  MetaDataToolSchema,
  PageSeoSchema,
  SeoSettingsSchema,
  WebSettingsSchema,
  type DomainSeo,
  type MetaDataTool,
  type PageSeo,
  type SeoSettings,
  type WebSettings,
} from './seo-types';
import type { CmsTransport } from './transport';
import {
  AuthConfigSchema,
  CashierConfigSchema,
  CmsPageSchema,
  CommonSchema,
  RedirectSchema,
  SiteConfigSchema,
  type AuthConfig,
  type CashierConfig,
  type CmsPage,
  type Common,
  type Redirect,
  type SiteConfig,
} from './types';

export interface CmsReaders {
  /** `common`: menus, footer, logos, custom code, locale detection strategy. */
  getCommon(): Promise<Common>;
  /** `config`: feature toggles and timings. */
  getConfig(): Promise<SiteConfig>;
  getCashierConfig(): Promise<CashierConfig>;
  getGamesConfig(): Promise<GamesConfig>;
  getSearchConfig(): Promise<SearchConfig>;
  getLoyaltyConfig(): Promise<LoyaltyConfig>;
  getFormsConfig(): Promise<FormsConfig>;
  getAuthConfig(): Promise<AuthConfig>;
  /** `home-page`: the home page's content blocks. */
  getHomePage(): Promise<HomePage>;
  /** `settings-seo`. */
  getSeoSettings(): Promise<SeoSettings>;
  getMetaDataTool(): Promise<MetaDataTool>;
  /** Home banners of the current locale, by position. */
  getBanners(): Promise<readonly CmsBanner[]>;
  /** Every promotion of the current locale (finished ones too), by position. */
  getPromotions(): Promise<readonly CmsPromotion[]>;
  /** SEO for a host name (case-insensitive), or null. */
  getDomainSeo(host: string): Promise<DomainSeo | null>;
  /** `web-setting`: favicons and colours. */
  getWebSettings(): Promise<WebSettings>;
  /**
   * SEO for a locale-free path; when none matches exactly, the entry of the route's SEO url
   * pattern (e.g. '/game/{name}') if given; else null.
   */
  getPageSeo(pathWithoutLocale: string, routeSeoUrl?: string): Promise<PageSeo | null>;
  /** Every redirect of the current locale. */
  getRedirects(): Promise<readonly Redirect[]>;
  /** The page with this slug, or null when there is none. */
  getPage(slug: string): Promise<CmsPage | null>;
}

/** The query part that populates every nested part of a content type the storefront reads. */
const populated = (type: CmsTypeName) => ({ populate: CMS_POPULATE[type] });
const PAGE_SIZE = 100;
// A safety stop for findAll: 50 pages of 100 is far beyond any real redirect list.
const MAX_PAGES = 50;

/** '/promotions/?x#y' -> '/promotions': page-seos store bare paths. */
const barePath = (path: string): string =>
  path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';

export function createReaders(transport: CmsTransport): CmsReaders {
  const single =
    <const TSchema extends v.GenericSchema>(type: CmsTypeName, schema: TSchema) =>
    async (): Promise<v.InferOutput<TSchema>> =>
      parseContent(schema, await transport.findOne(type, populated(type)), type);

  const findAll = async (type: CmsTypeName, query: CmsQuery): Promise<unknown[]> => {
    const items: unknown[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const result = await transport.findMany(type, {
        ...populated(type),
        ...query,
        pagination: { page, pageSize: PAGE_SIZE },
      });
      items.push(...result.items);
      if (page >= result.pagination.pageCount) break;
    }
    return items;
  };

  const first = async <const TSchema extends v.GenericSchema>(
    type: CmsTypeName,
    schema: TSchema,
    filters: CmsQuery['filters'],
  ): Promise<v.InferOutput<TSchema> | null> => {
    const { items } = await transport.findMany(type, {
      ...populated(type),
      filters,
      pagination: { pageSize: 1 },
    });
    return items.length > 0 ? parseContent(schema, items[0], type) : null;
  };

  return {
    getCommon: single('common', CommonSchema),
    getConfig: single('config', SiteConfigSchema),
    getCashierConfig: single('cashier-config', CashierConfigSchema),
    getGamesConfig: single('games-config', GamesConfigSchema),
    getSearchConfig: single('search-config', SearchConfigSchema),
    getLoyaltyConfig: single('loyalty', LoyaltyConfigSchema),
    getFormsConfig: single('forms-config', FormsConfigSchema),
    getAuthConfig: single('auth-config', AuthConfigSchema),
    getHomePage: single('home-page', HomePageSchema),
    getSeoSettings: single('settings-seo', SeoSettingsSchema),
    getMetaDataTool: single('meta-data-tool', MetaDataToolSchema),
    getWebSettings: single('web-setting', WebSettingsSchema),
    async getBanners() {
      const items = await findAll('banners', { sort: ['position:asc', 'id:asc'] });
      return parseContent(v.array(CmsBannerSchema), items, 'banners');
    },
    async getPromotions() {
      const items = await findAll('promotions', { sort: ['position:asc', 'id:asc'] });
      return parseContent(v.array(CmsPromotionSchema), items, 'promotions');
    },
    getDomainSeo: (host) => first('domain-seos', DomainSeoSchema, { host: { $eqi: host } }),
    async getPageSeo(pathWithoutLocale, routeSeoUrl) {
      const path = barePath(pathWithoutLocale);
      const urls = routeSeoUrl && routeSeoUrl !== path ? [path, routeSeoUrl] : [path];
      const { items } = await transport.findMany('page-seos', {
        ...populated('page-seos'),
        filters: { url: { $in: urls } },
        pagination: { pageSize: urls.length },
      });
      const entries = parseContent(v.array(PageSeoSchema), items, 'page-seos');
      return entries.find((entry) => entry.url === path) ?? entries[0] ?? null;
    },
    async getRedirects() {
      return parseContent(v.array(RedirectSchema), await findAll('redirects', {}), 'redirects');
    },
    getPage: (slug) => first('pages', CmsPageSchema, { slug: { $eq: slug } }),
  };
}
