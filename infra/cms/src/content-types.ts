// Every content type the API serves, by its REST path segment: single types by their
// singular name (GET /cms/api/config), collection types by their plural (GET /cms/api/pages).
import type { ContentTypeDef } from './model';
import { authConfig } from './seed/auth-config';
import { banners } from './seed/banners';
import { cashierConfig } from './seed/cashier-config';
import { common } from './seed/common';
import { config } from './seed/config';
import { formsConfig } from './seed/forms-config';
import { gamesConfig, searchConfig } from './seed/games-and-search';
import { homePage } from './seed/home-page';
import { loyalty } from './seed/loyalty';
import { metaDataTool } from './seed/meta-data-tool';
import { promotions } from './seed/promotions';
import { PAGES_RU } from './seed/pages-ru';
import { PAGES_UZ } from './seed/pages-uz';
import { domainSeos, pageSeos, redirects } from './seed/seo-and-redirects';
import { settingsSeo } from './seed/settings-seo';
import { webSetting } from './seed/web-setting';

export const CONTENT_TYPES: readonly ContentTypeDef[] = [
  { kind: 'single', name: 'settings-seo', seed: settingsSeo },
  { kind: 'single', name: 'config', seed: config },
  { kind: 'single', name: 'cashier-config', seed: cashierConfig },
  { kind: 'single', name: 'games-config', seed: gamesConfig },
  { kind: 'single', name: 'search-config', seed: searchConfig },
  { kind: 'single', name: 'loyalty', seed: loyalty },
  { kind: 'single', name: 'forms-config', seed: formsConfig },
  { kind: 'single', name: 'common', seed: common },
  { kind: 'single', name: 'auth-config', seed: authConfig },
  { kind: 'single', name: 'home-page', seed: homePage },
  { kind: 'single', name: 'meta-data-tool', seed: metaDataTool },
  { kind: 'single', name: 'web-setting', seed: webSetting },
  { kind: 'collection', name: 'banners', seed: banners },
  { kind: 'collection', name: 'domain-seos', seed: domainSeos },
  { kind: 'collection', name: 'page-seos', seed: pageSeos },
  { kind: 'collection', name: 'redirects', seed: redirects },
  { kind: 'collection', name: 'pages', seed: { uz: PAGES_UZ, ru: PAGES_RU } },
  { kind: 'collection', name: 'promotions', seed: promotions },
];
