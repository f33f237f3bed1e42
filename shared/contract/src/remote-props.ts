// RemoteProps: everything a remote may use of the host. A remote never imports the shell;
// if it needs something of the host that is not here, the contract grows (minor bump).
import type { ReactNode } from 'react';
import type { Location, Navigator } from 'react-router';
import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from './api/index';
import type { CmsClient } from './cms/index';
import type { EventBus } from './events';
import type { Locale } from './locale';
import type { SessionStore } from './session';

/** Layouts of spec section 2. */
export type LayoutName = 'default' | 'empty' | 'game' | 'svg-sprite';

/** Layout slots that remote widgets fill. */
export type SlotName =
  | 'header-nav'
  | 'header-account'
  | 'footer'
  | 'sidebar'
  | 'bottom-menu'
  /** The header's games-search button; its widget owns the games-search dialog. */
  | 'header-search'
  /** Game rows the home page shows below its banners (mounted by the page, renderSlot). */
  | 'home-games'
  /** The home page's jackpot strip, below its game rows (since 2.8.0). */
  | 'home-jackpots'
  /** The home page's ticker of the newest wins, below the jackpots (since 2.8.0). */
  | 'home-winners'
  /**
   * The player's loyalty summary, mounted by the profile's /profile/loyalty page (renderSlot;
   * since 2.9.0).
   */
  | 'profile-loyalty'
  /** Headless, mounted once on every layout: custom code, popups, notices. */
  | 'site-services'
  /**
   * Headless, mounted on every layout while a player is signed in: the fill-profile and
   * identity-verification dialogs any refusal may call for, and the reality check (since 2.6.0).
   */
  | 'account-services'
  /**
   * A strip in the flow between the header and the page of the default layout, mounted while
   * a player is signed in: the account's hints (first-deposit bonus, confirm the contact).
   * It draws nothing until a hint shows, and shows one only after the player acts (signs in,
   * navigates), so it never shifts a page that is loading (since 2.10.0).
   */
  | 'account-hints';

/** The route the shell matched for the current location. */
export type RouteInfo = Readonly<{
  /** Route name from the shell's table, e.g. 'cashier-deposit-sysname' or 'slug'. */
  name: string;
  /** Path parameters, e.g. `{ sysname: 'uzcard' }`. */
  params: Readonly<Record<string, string>>;
  /** The layout the shell renders the route in. */
  layout: LayoutName;
  /** True on /game/{sysname} (spec section 2). */
  isGamePage: boolean;
}>;

/** Dialog kinds of spec section 2. */
export type DialogKind = 'popup' | 'confirm' | 'curtain';

/** A dialog for the shell's dialog host. */
export type DialogRequest = Readonly<{
  kind: DialogKind;
  title: string;
  /** When false: no close button, Escape and backdrop do nothing. Default true. */
  closable?: boolean;
  /** The body; `close` ends the dialog. */
  render: (close: () => void) => ReactNode;
  /** Called once when the dialog closes for any reason. */
  onClose?: () => void;
}>;

/** A handle on an open dialog. */
export type DialogHandle = Readonly<{ close: () => void }>;

/** A toast shown below the header (default 5000 ms). */
export type ToastRequest = Readonly<{
  kind: 'info' | 'success' | 'error';
  message: string;
  durationMs?: number;
}>;

/** JSON-LD kinds the head can carry (built from the CMS SEO settings, spec section 3). */
export type StructuredDataKind = 'FAQPage' | 'Article' | 'Organization' | 'Product';

/**
 * What a page knows about its own SEO; the shell merges it over the CMS defaults (SEO
 * settings, domain SEO, the page SEO entry of the path) and writes the head.
 */
export type PageSeoInput = Readonly<{
  title?: string;
  description?: string;
  keywords?: string;
  /** Sharing image (absolute or site-relative URL). */
  image?: string;
  /** Open Graph type, e.g. 'article'; default 'website'. */
  ogType?: string;
  /** Structured data to add beyond the defaults of the route. */
  structuredData?: readonly StructuredDataKind[];
  /** Forces `noindex, follow` (e.g. a page with no content of its own). */
  noindex?: boolean;
}>;

/** The page's handle on the document head. */
export type SeoHandle = Readonly<{
  /** Sets this page's SEO over the defaults; the returned function withdraws it. */
  setPage: (input: PageSeoInput) => () => void;
}>;

/** Everything a remote may use of the host; passed as custom props on mount and update. */
export type RemoteProps = Readonly<{
  /** The contract version of the host (the remote compares majors). */
  contractVersion: string;
  /** The remote's own app name, e.g. 'mf-cashier'. */
  remoteName: string;
  /** The shell's current location (with the locale prefix). */
  location: Location;
  /** The shell's navigator: the one history every app navigates through. */
  navigator: Navigator;
  /** The route the shell matched. */
  route: RouteInfo;
  /** The current language. */
  locale: Locale;
  /** Router basename for the locale: '/' or '/ru'. */
  basename: string;
  /** A locale-free path made into a link for the current (or given) locale. */
  localizePath: (path: string, locale?: Locale) => string;
  /** Switches the language with the sequence of spec section 4. */
  switchLocale: (locale: Locale) => Promise<void>;
  /** The session: read-only state plus commands. */
  session: SessionStore;
  /** The platform API client (spec section 7). */
  api: Api;
  /**
   * The page's one server-data cache, owned by the shell: every remote reads platform data
   * through it with the contract's platformQuery keys, so a mutation that invalidates a key
   * updates every region showing it (since 2.11.0).
   */
  queryClient: QueryClient;
  /** The content-service client; readers are cached per locale by the shell. */
  cms: CmsClient;
  /** The typed event bus. */
  bus: EventBus;
  /** The shared i18next instance; each remote adds its own namespace. */
  i18n: I18n;
  /** Opens a dialog in the shell's dialog host. */
  openDialog: (request: DialogRequest) => DialogHandle;
  /** Shows a toast below the header. */
  toast: (request: ToastRequest) => void;
  /** The document head: page title, description, canonical, structured data (since 1.1.0). */
  seo: SeoHandle;
  /** The slot a widget fills, when mounted as a widget rather than as the page. */
  slot?: SlotName;
  /**
   * Renders a slot's widget inside this remote's page, with the slot's skeleton and its own
   * fallback (e.g. the home page mounts 'home-games'); the owner of the slot is the shell's
   * to know (since 2.3.0).
   */
  renderSlot: (slot: SlotName) => ReactNode;
}>;
