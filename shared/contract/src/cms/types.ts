// Content the shell and the remotes rely on, as valibot schemas over flattened Strapi data
// (media are urls, menus are plain lists). Types are inferred, so parse and type agree.
import * as v from 'valibot';
import { flag, list, mediaUrl, optionalText, record } from './schema-kit';

/** The url of a menu entry that opens the games-search dialog instead of a page. */
export const MENU_GAMES_SEARCH_URL = '#games-search';

/** A menu entry: header, sidebar and mobile bottom menus. */
export const MenuItemSchema = record({
  /** Visible text in the current locale. */
  label: v.string(),
  /**
   * Locale-free path ('/gamehall') or an absolute URL; the shell adds the /ru prefix.
   * MENU_GAMES_SEARCH_URL opens the games-search dialog.
   */
  url: v.string(),
  /** SVG icon url, meant to be fetched as text and inlined. */
  icon: mediaUrl,
});
export type MenuItem = v.InferOutput<typeof MenuItemSchema>;

export const FooterLinkGroupSchema = record({
  /** Heading of the group. */
  title: v.string(),
  /** Links of the group: `{ label, url }`, urls locale-free. */
  links: list(record({ label: v.string(), url: v.string() })),
});
export type FooterLinkGroup = v.InferOutput<typeof FooterLinkGroupSchema>;

export const CustomCodeSchema = record({
  /** Only enabled entries are injected. */
  isEnabled: flag,
  /** Where the shell injects the code. */
  position: v.picklist(['head', 'bodyStart', 'bodyEnd']),
  /** Raw HTML to inject. */
  code: v.string(),
});
export type CustomCode = v.InferOutput<typeof CustomCodeSchema>;

/** `common`: what every page frame shows. */
export const CommonSchema = record({
  /** Header navigation. */
  headerMenu: list(MenuItemSchema),
  /** Sidebar (burger) menu. */
  sidebarMenu: list(MenuItemSchema),
  /** Mobile bottom bar. */
  mobileBottomMenu: list(MenuItemSchema),
  /** Footer link columns. */
  footerLinkGroups: list(FooterLinkGroupSchema),
  /** Legal paragraph at the bottom of the footer. */
  footerLegalText: v.string(),
  /** Payment method logos. */
  paymentMethodInfo: list(record({ name: v.string(), logo: mediaUrl })),
  /** Social network links. */
  socialItems: list(record({ name: v.string(), url: v.string(), icon: mediaUrl })),
  /** Snippets injected into the page (analytics and such). */
  customCode: list(CustomCodeSchema),
  /** Rating sites that list the casino. */
  ratingSites: list(record({ name: v.string(), url: v.string(), logo: mediaUrl })),
  /** Flag icons by country code ('uz', 'ru'). */
  countryFlags: list(record({ code: v.string(), icon: mediaUrl })),
  /** The confirm-contact hint (spec section 4). */
  confirmHint: record({ title: v.string(), text: v.string(), buttonTitle: v.string() }),
  /** Options of the offers list. */
  offersOptions: record({
    /** Offers per page. */
    pageSize: v.number(),
    /** Whether guests see deposit offers. */
    isShownToGuests: flag,
    /** Which keys of an offer's description object hold its title, text, image and button. */
    descriptionKeys: record({
      title: v.string(),
      text: v.string(),
      image: v.string(),
      buttonTitle: v.string(),
    }),
  }),
  /** 'platform': a signed-in player's account locale wins; 'cookie': URL, cookie, browser. */
  localeDetectionStrategy: v.picklist(['platform', 'cookie']),
  /** Support contacts shown in the footer and the support page. */
  supportContacts: record({
    phone: v.string(),
    email: v.string(),
    /** Telegram support link. */
    telegram: v.string(),
    workingHours: v.string(),
  }),
});
export type Common = v.InferOutput<typeof CommonSchema>;

/** Balance refresh (spec section 9 defaults). */
const BalanceRefreshSchema = record({
  intervalMs: v.nullish(v.number(), 10_000),
  clickDelayMs: v.nullish(v.number(), 1_000),
  stopAfterMs: v.nullish(v.number(), 300_000),
  isIntervalRefreshEnabled: flag,
  isClickRefreshEnabled: flag,
  isTurnOffEnabled: v.nullish(v.boolean(), true),
});

/** `config`: site configuration and feature toggles (spec section 6). */
export const SiteConfigSchema = record({
  /** Brand name. */
  siteName: v.string(),
  /** Feature toggles. */
  features: record({
    twoFactor: flag,
    /** 'sumsub', or 'none' when identity verification is off. */
    identityVerificationProvider: v.nullish(v.string(), 'none'),
    responsibleGaming: flag,
    betHistory: flag,
    loyalty: flag,
    characters: flag,
    /** Show the confirm-email popup after registration. */
    confirmEmailPopup: flag,
  }),
  /** How the header balance refreshes itself. */
  balanceRefresh: v.nullish(BalanceRefreshSchema, {}),
  /** Hint durations (spec section 9). */
  hints: v.nullish(
    record({
      registrationHintMs: v.nullish(v.number(), 7_200_000),
      confirmHintMs: v.nullish(v.number(), 432_000_000),
    }),
    {},
  ),
  /** Toast and notification timing (spec section 9). */
  notifications: v.nullish(
    record({
      toastDurationMs: v.nullish(v.number(), 5_000),
      notificationDurationMs: v.nullish(v.number(), 5_000),
      soundVolume: v.nullish(v.number(), 0.5),
    }),
    {},
  ),
  /** Maintenance notice; the platform decides when maintenance is on. */
  maintenance: v.nullish(record({ isEnabled: flag, title: v.string(), text: v.string() }), null),
  /** Buttons on withdrawal errors needing contact confirmation or KYC (spec section 8). */
  withdrawalErrorLinks: v.nullish(
    record({
      confirmContactUrl: v.string(),
      confirmContactLabel: v.string(),
      verificationUrl: v.string(),
      verificationLabel: v.string(),
      /** KycUserProfileException: where the player completes the profile. */
      profileUrl: v.nullish(v.string(), '/profile/settings'),
      profileLabel: v.nullish(v.string(), null),
    }),
    null,
  ),
});
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;

/** `cashier-config`. */
export const CashierConfigSchema = record({
  /** Currencies with their display symbol ('UZS' → "so'm"). */
  currencies: list(record({ code: v.string(), symbol: v.string() })),
  /** Deposit amount presets per currency (spec section 3). */
  depositAmounts: list(
    record({ currency: v.string(), amounts: list(record({ value: v.number() })) }),
  ),
  /** Whether the deposit button starts enabled. */
  defaultDepositButtonState: v.picklist(['enabled', 'disabled']),
  /** Deposit page view (spec section 2). */
  depositView: v.picklist(['container', 'containerScroll']),
  /** Whether a player may cancel a pending withdrawal (some regulators forbid reversing). */
  withdrawalCancelEnabled: v.nullish(flag, true),
  /** Text of the header deposit button. */
  depositButtonLabel: v.string(),
  /** Icon url of the deposit button. */
  depositButtonIcon: mediaUrl,
  /** The hint shown for 2 hours after registration until the first deposit. */
  registrationHint: record({
    isEnabled: flag,
    title: v.string(),
    text: v.string(),
    buttonTitle: v.string(),
  }),
});
export type CashierConfig = v.InferOutput<typeof CashierConfigSchema>;

/** A content-service redirect (spec section 2). */
export const RedirectSchema = record({
  /** Locale-free path to match. */
  from_url: v.string(),
  /** Target path, or an absolute URL when external. */
  to_url: v.string(),
  /** Only redirects marked external may leave the site. */
  external: flag,
});
export type Redirect = v.InferOutput<typeof RedirectSchema>;

/** A CMS page served at /{slug}. */
export const CmsPageSchema = record({
  slug: v.string(),
  title: v.string(),
  /** Rich text as HTML. Untrusted: sanitise before rendering. */
  content: v.string(),
  /** Page meta; null when the editor left it empty. */
  seo: v.nullish(
    record({ metaTitle: v.string(), metaDescription: v.string(), keywords: optionalText }),
    null,
  ),
});
export type CmsPage = v.InferOutput<typeof CmsPageSchema>;

/** `auth-config`: social sign-in, the auth dialog banner and the menu banner. */
export const AuthConfigSchema = record({
  /** Social sign-in buttons, opened at /oauth/init?service=… */
  socialServices: list(
    record({ service: v.picklist(['google', 'telegram']), label: v.string(), icon: mediaUrl }),
  ),
  /** The banner of the auth dialog (spec section 3). */
  authBanner: record({
    /** Whether the banner is shown. */
    isExist: flag,
    /** Caption above the value, e.g. 'Welcome bonus'. */
    label: v.string(),
    /** The headline value, e.g. '100%'. */
    value: v.string(),
    /** The line under the value. */
    addition: v.string(),
    image_360_520: mediaUrl,
    image_735_240: mediaUrl,
  }),
  /** The menu banner (spec sections 2 and 3); public* fields are for guests. */
  menuBanner: record({
    isExist: flag,
    subtitle: v.string(),
    title: v.string(),
    buttonTitle: v.string(),
    /** Where the button takes a signed-in player; null means the offers index. */
    buttonSlug: optionalText,
    image: mediaUrl,
    publicSubtitle: v.string(),
    publicTitle: v.string(),
    /** For guests the button opens the registration dialog. */
    publicButtonTitle: v.string(),
    publicImage: mediaUrl,
  }),
  /** Origins an absolute backUrl may point at; relative paths are always allowed. */
  backUrlAllowList: list(v.string()),
});
export type AuthConfig = v.InferOutput<typeof AuthConfigSchema>;
