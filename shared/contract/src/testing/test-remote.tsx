// A fake shell for a remote's component tests: the RemoteProps the shell would pass, on the
// real platform and CMS clients over scripted fetches, and a render inside those props.
import type { ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import mitt from 'mitt';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { UiLocaleProvider } from '@omad/ui';
import { MemoryRouter, type Location } from 'react-router';
import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createApi } from '../api/index';
import { createCmsClient } from '../cms/index';
import type { OmadEvents } from '../events';
import { LOCALES, basenameOf, localizePath, type Locale } from '../locale';
import type { DialogKind, DialogRequest, RemoteProps } from '../remote-props';
import { RemotePropsContext } from '../remote/context';
import { createQueryClient } from '../remote/platform-queries';
import type { RemoteResources } from '../remote/create-remote-app';
import type { SessionState, SessionStore } from '../session';
import { CONTRACT_VERSION } from '../version';
import { scriptedCms, scriptedPlatform, type PlatformHandler } from './scripted-fetch';

export type TestRemoteOptions = Readonly<{
  /** The remote's app name, e.g. 'mf-auth'. */
  remoteName: string;
  /** The remote's i18next namespace, e.g. 'auth' (the default namespace when rendering). */
  namespace: string;
  /** The remote's texts in every locale. */
  resources: RemoteResources;
  /** The current language; 'uz' unless given. */
  locale?: Locale;
  /** Platform answers by method name, e.g. `{ 'auth.login': () => answer(account) }`. */
  platform?: Readonly<Record<string, PlatformHandler>>;
  /** Answers a method `platform` has no handler for; 404 MethodNotFoundException unless given. */
  fallback?: PlatformHandler;
  /**
   * Flattened CMS content by type, e.g. `{ config: … }`, a list for a collection
   * (`{ promotions: [...] }`); other types answer 404.
   */
  cms?: Readonly<Record<string, unknown>>;
  /** The session to start with; a loaded guest unless given. */
  session?: Partial<SessionState>;
  /** The shell's location; '/' unless given. */
  location?: Partial<Location>;
  /** Props to use instead of the ones built here, e.g. a stub `cms`. */
  overrides?: Partial<RemoteProps>;
}>;

/** A dialog the remote opened, its body rendered once with its `close`. */
export type OpenedDialog = Readonly<{
  kind: DialogKind;
  title: string;
  body: ReactNode;
  close: () => void;
}>;

const createSession = (initial: Partial<SessionState> = {}) => {
  const sessionStore = createStore<SessionState>()(() => ({
    status: 'success',
    account: null,
    authenticated: false,
    generalInfo: null,
    ...initial,
  }));
  // The commands are the shell's; a test asserts on them or scripts them with vi.mocked.
  const session: SessionStore = {
    getState: sessionStore.getState,
    getInitialState: sessionStore.getInitialState,
    subscribe: sessionStore.subscribe,
    refresh: vi.fn(async () => undefined),
    signedIn: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    whenSignedIn: vi.fn(),
  };
  return { session, sessionStore };
};

const createDialogs = () => {
  const dialogs: OpenedDialog[] = [];
  const openDialog = vi.fn((request: DialogRequest) => {
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      request.onClose?.();
    };
    dialogs.push({ kind: request.kind, title: request.title, body: request.render(close), close });
    return { close };
  });
  return { dialogs, openDialog };
};

export const createTestRemote = (options: TestRemoteOptions) => {
  const locale = options.locale ?? 'uz';
  const platform = scriptedPlatform(options.platform ?? {}, options.fallback);
  const cms = scriptedCms(options.cms ?? {});
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    resources: Object.fromEntries(
      LOCALES.map((language) => [language, { [options.namespace]: options.resources[language] }]),
    ),
    defaultNS: options.namespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const { session, sessionStore } = createSession(options.session);
  const { dialogs, openDialog } = createDialogs();
  const bus = mitt<OmadEvents>();
  let props: RemoteProps = {
    contractVersion: CONTRACT_VERSION,
    remoteName: options.remoteName,
    location: {
      pathname: '/',
      search: '',
      hash: '',
      state: null,
      key: 'default',
      ...options.location,
    },
    navigator: { createHref: () => '/', go: vi.fn(), push: vi.fn(), replace: vi.fn() },
    route: { name: 'home', params: {}, layout: 'default', isGamePage: false },
    locale,
    basename: basenameOf(locale),
    localizePath: (path, target = locale) => localizePath(path, target),
    switchLocale: vi.fn(async () => undefined),
    session,
    api: createApi({ getLocale: () => locale, fetch: platform.fetch, isInFrame: () => false }),
    queryClient: createQueryClient(),
    cms: createCmsClient({ getLocale: () => locale, fetch: cms.fetch, getToken: () => undefined }),
    bus,
    i18n,
    openDialog,
    toast: vi.fn(),
    seo: { setPage: vi.fn(() => () => undefined) },
    // A slot the page renders shows as a marker naming it: its widget is another remote's.
    renderSlot: (slot) => <div data-testid={`slot-${slot}`} />,
    ...options.overrides,
  };

  const tree = (ui: ReactNode) => (
    <RemotePropsContext.Provider value={props}>
      <QueryClientProvider client={props.queryClient}>
        <I18nextProvider i18n={i18n} defaultNS={options.namespace}>
          <UiLocaleProvider locale={locale}>
            <MemoryRouter>{ui}</MemoryRouter>
          </UiLocaleProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </RemotePropsContext.Provider>
  );
  let rendered: RenderResult | null = null;
  let current: ReactNode = null;
  const renderUi = (ui: ReactNode): RenderResult => {
    current = ui;
    rendered = render(tree(ui));
    return rendered;
  };
  /** Moves the shell's location, as a navigation does (props are updated, not remounted). */
  const navigate = (next: Partial<Location>) =>
    act(() => {
      props = {
        ...props,
        location: { ...props.location, key: `k${platform.calls.length}`, ...next },
      };
      rendered?.rerender(tree(current));
    });
  /** Calls of one method, oldest first. */
  const callsOf = (method: string) => platform.calls.filter((call) => call.method === method);
  return {
    /** The props the remote sees now (`navigate` replaces them). */
    get props() {
      return props;
    },
    session,
    /** The store behind `session`, for a test to move the session as the shell would. */
    sessionStore,
    bus,
    i18n,
    /** Every platform call, oldest first. */
    calls: platform.calls,
    callsOf,
    /** The CMS content types read, oldest first. */
    cmsRequests: cms.requests,
    dialogs,
    render: renderUi,
    navigate,
  };
};

/** The test host `createTestRemote` builds. */
export type TestRemote = ReturnType<typeof createTestRemote>;
