// '@omad/contract/cms': the content-service client, its content schemas and types, the
// Strapi flattener and the error every read rejects with.
export { createCmsClient } from './client';
export type { CmsClient } from './client';
export type { CmsClientOptions, CmsList, CmsPagination } from './transport';
export type { CmsReaders } from './readers';
export { toQueryString } from './query-string';
export { CMS_POPULATE } from './populate';
export type { CmsPopulate, CmsPopulateField, CmsTypeName } from './populate';
export type { CmsQuery, CmsQueryValue } from './query-string';
export { CmsError, CmsErrorName, isCmsError } from './errors';
export {
  AuthConfigSchema,
  CashierConfigSchema,
  CmsPageSchema,
  CommonSchema,
  CustomCodeSchema,
  FooterLinkGroupSchema,
  MENU_GAMES_SEARCH_URL,
  MenuItemSchema,
  RedirectSchema,
  SiteConfigSchema,
} from './types';
export type {
  AuthConfig,
  CashierConfig,
  CmsPage,
  Common,
  CustomCode,
  FooterLinkGroup,
  MenuItem,
  Redirect,
  SiteConfig,
} from './types';
export {
  CurrencyConditionSchema,
  FormDefinitionSchema,
  FormFieldSchema,
  FormsConfigSchema,
  ValidationTextsSchema,
} from './forms-types';
export type {
  CurrencyCondition,
  FormDefinition,
  FormField,
  FormsConfig,
  ValidationTexts,
} from './forms-types';
export {
  DomainSeoSchema,
  MetaDataToolSchema,
  PageSeoSchema,
  SeoSettingsSchema,
  WebSettingsSchema,
} from './seo-types';
export type { DomainSeo, MetaDataTool, PageSeo, SeoSettings, WebSettings } from './seo-types';
export {
  CmsBannerSchema,
  FULL_SCREEN_OPTIONS,
  GAME_ITEM_VIEWS,
  GamesConfigSchema,
  HALL_VIEWS,
  LoyaltyConfigSchema,
  SearchConfigSchema,
} from './feature-types';
export type {
  CmsBanner,
  FullScreenOption,
  GameItemView,
  GamesConfig,
  HallView,
  LoyaltyConfig,
  SearchConfig,
} from './feature-types';
export {
  HomeBlockKind,
  HomeBlockSchema,
  HomeFaqBlockSchema,
  HomeFeaturesBlockSchema,
  HomePageSchema,
  HomeRichTextBlockSchema,
  HomeTilesBlockSchema,
} from './home-types';
export type { HomeBlock, HomePage } from './home-types';
export { CmsPromotionSchema } from './promotion-types';
export type { CmsPromotion } from './promotion-types';
export { findRedirect, redirectTarget } from './redirects';
export type { CmsRedirect, RedirectTarget } from './redirects';
