// What each read asks the content service to populate. Strapi 5 returns no component, media,
// relation or dynamic zone unless the query names it, and `populate=*` reaches one level
// only, so every read names its type's nested parts explicitly, in Strapi 5's object syntax:
// `{ field: true }` for a part whose own fields are plain, `{ field: { populate: … } }` for one
// with parts of its own, `{ zone: { on: { 'category.component': … } } }` for a dynamic zone.
// A test runs each tree against the stand-in's seed (infra/cms) and fails when a nested part
// the seed holds is left out.
import { HomeBlockKind } from './home-types';

/** One populated field: plain below, nested parts named, or a dynamic zone's fragments. */
export type CmsPopulateField =
  | true
  | { readonly populate: CmsPopulate }
  | { readonly on: { readonly [component: string]: true | { readonly populate: CmsPopulate } } };

/** The nested parts of a content type (or of one of its parts) to populate. */
export type CmsPopulate = { readonly [field: string]: CmsPopulateField };

const nested = (populate: CmsPopulate) => ({ populate }) as const;

/** Every field listed, each plain below. */
const plain = (...fields: readonly string[]): CmsPopulate =>
  Object.fromEntries(fields.map((field) => [field, true] as const));

const withIcon = nested(plain('icon'));

/** The populate tree of every content type the storefront reads, by its REST name. */
export const CMS_POPULATE = {
  'settings-seo': {
    ...plain('metaTags', 'robots', 'faq'),
    openGraph: nested(plain('image')),
    article: nested(plain('image')),
    organization: nested(plain('logo', 'contactPoint')),
    product: nested(plain('image')),
  },
  config: plain(
    'features',
    'balanceRefresh',
    'hints',
    'notifications',
    'maintenance',
    'withdrawalErrorLinks',
  ),
  'cashier-config': {
    ...plain('currencies', 'depositButtonIcon', 'registrationHint'),
    depositAmounts: nested(plain('amounts')),
  },
  'games-config': { ...plain('gameTypes', 'demoMode', 'texts'), categories: withIcon },
  'search-config': plain('popularQueries'),
  loyalty: plain('levels', 'shop', 'characters', 'faq'),
  'forms-config': {
    ...plain('validationTexts', 'apiValidationErrors', 'currencyConditions'),
    registrationForm: nested({ fields: nested(plain('options')) }),
    fastRegistrationForm: nested({ fields: nested(plain('options')) }),
    restoreForm: nested(plain('fields')),
    profileSettingsForm: nested({ fields: nested(plain('options')) }),
  },
  common: {
    ...plain('customCode', 'confirmHint', 'supportContacts'),
    headerMenu: withIcon,
    sidebarMenu: withIcon,
    mobileBottomMenu: withIcon,
    footerLinkGroups: nested(plain('links')),
    paymentMethodInfo: nested(plain('logo')),
    socialItems: withIcon,
    ratingSites: nested(plain('logo')),
    countryFlags: withIcon,
    offersOptions: nested(plain('descriptionKeys')),
  },
  'auth-config': {
    socialServices: withIcon,
    authBanner: nested(plain('image_360_520', 'image_735_240')),
    menuBanner: nested(plain('image', 'publicImage')),
  },
  'home-page': {
    blocks: {
      on: {
        [HomeBlockKind.RichText]: true,
        [HomeBlockKind.Tiles]: nested({ tiles: nested(plain('image')) }),
        [HomeBlockKind.Features]: nested({ items: withIcon }),
        [HomeBlockKind.Faq]: nested(plain('items')),
      },
    },
  },
  'meta-data-tool': plain('defaultImage', 'templates'),
  'web-setting': {
    favicon: nested({ ...plain('svg', 'ico'), png: withIcon, applePng: withIcon }),
  },
  banners: plain('image', 'termsPage'),
  'domain-seos': {},
  'page-seos': {},
  redirects: {},
  pages: plain('seo'),
  promotions: plain('image'),
} as const satisfies Readonly<Record<string, CmsPopulate>>;

/** The REST name of a content type the storefront reads. */
export type CmsTypeName = keyof typeof CMS_POPULATE;
