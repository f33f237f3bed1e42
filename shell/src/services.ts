// The long-lived services of the page, created once at start-up and handed to every
// remote through RemoteProps.
import mitt from 'mitt';
import type { i18n as I18n } from 'i18next';
import {
  localizePath,
  type EventBus,
  type Locale,
  type OmadEvents,
  type SessionStore,
} from '@omad/contract';
import { createApi, createFirstReads, type Api } from '@omad/contract/api';
import { createQueryClient } from '@omad/contract/remote';
import type { QueryClient } from '@tanstack/react-query';
import { forgetOnIdentityOrLocale } from './session/forget-queries';
import { announceAccountRefusal } from './session/account-refusals';
import { createCmsClient, type CmsClient } from '@omad/contract/cms';
import { createHeadService, type HeadService } from './head/head-service';
import { createI18n } from './locale/i18n';
import { memoizeCms } from './locale/memoize-cms';
import { createSessionStore } from './session/session-store';
import { createOverlayStore, type OverlayStore } from './dialogs/dialog-store';
import { createFirstScreen, type FirstScreen } from './routing/first-screen';
import { runtimeConfig } from './runtime-config';
import { createPageErrorStore, type PageErrorStore } from './system/page-error';

export type ShellServices = Readonly<{
  api: Api;
  /** The page's server-data cache (RemoteProps.queryClient). */
  queryClient: QueryClient;
  cms: CmsClient;
  bus: EventBus;
  i18n: I18n;
  session: SessionStore;
  overlays: OverlayStore;
  pageError: PageErrorStore;
  /** The document head (RemoteProps.seo). */
  head: HeadService;
  /** The current language (follows i18n). */
  locale: () => Locale;
  /** When the first page is shown and work it does not need may start. */
  firstScreen: FirstScreen;
}>;

export const createServices = (initialLocale: Locale): ShellServices => {
  const i18n = createI18n(initialLocale);
  const locale = (): Locale => (i18n.language === 'ru' ? 'ru' : 'uz');
  const bus: EventBus = mitt<OmadEvents>();
  const pageError = createPageErrorStore();
  // The reads the edge made for this page: the page's first call of each costs no request.
  const firstReads = createFirstReads(runtimeConfig().firstReads);
  const api = createApi({
    getLocale: locale,
    onError: (error) => {
      pageError.fromPlatform(error);
      announceAccountRefusal(bus, error);
    },
    firstReads,
  });
  const cms = memoizeCms(createCmsClient({ getLocale: locale, firstReads }), locale);
  const session = createSessionStore({
    api,
    bus,
    homeUrl: () => localizePath('/', locale()),
    reloadTo: (url) => window.location.assign(url),
  });
  const queryClient = createQueryClient();
  forgetOnIdentityOrLocale(queryClient, session, i18n);
  // The head reads with the locale of the route it writes for, not whatever i18n says at
  // that moment, so its readers are fixed per locale (and memoized like the shared client).
  const headReaders = new Map<Locale, CmsClient>();
  const head = createHeadService({
    readersFor: (target) => {
      const readers =
        headReaders.get(target) ??
        memoizeCms(createCmsClient({ getLocale: () => target, firstReads }), () => target);
      headReaders.set(target, readers);
      return readers;
    },
    doc: document,
    location: () => window.location,
  });
  return {
    api,
    queryClient,
    cms,
    bus,
    i18n,
    session,
    overlays: createOverlayStore(),
    pageError,
    head,
    locale,
    firstScreen: createFirstScreen(),
  };
};
