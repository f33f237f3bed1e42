// Test support for the site services and the support page (not bundled: only tests import
// it). The RemoteProps it builds use the real platform and CMS clients over scripted
// fetches, so the wire rules (form bodies, parsing, PlatformError) are the storefront's.
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import mitt from 'mitt';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { Location } from 'react-router';
import type { Locale, OmadEvents, RemoteProps, SessionState, SessionStore } from '@omad/contract';
import { createApi } from '@omad/contract/api';
import { createCmsClient } from '@omad/contract/cms';
import { RemotePropsContext } from '@omad/contract/remote';
import { ru } from '../../i18n/ru';
import { uz } from '../../i18n/uz';

export type PlatformCall = Readonly<{ method: string; fields: Record<string, string> }>;
export type PlatformAnswer = Readonly<{ status?: number; body: unknown }>;
type Handler = (call: PlatformCall) => PlatformAnswer | Promise<PlatformAnswer>;

type Options = Readonly<{
  locale?: Locale;
  /** Answers by method name ('popups.get'); a method without one answers 404. */
  platform?: Readonly<Record<string, Handler>>;
  /** Flattened CMS content by type ('common', 'config'); others answer 404. */
  cms?: Readonly<Record<string, unknown>>;
  session?: Partial<SessionState>;
  location?: Partial<Location>;
}>;

/** The error body the platform answers a refused call with. */
export const refusal = (type: string, message: string, errorData?: object, status = 400) => ({
  status,
  body: { error: { type, message, ...(errorData ? { error_data: errorData } : {}) } },
});

/** The platform's answer for a success: `{ data }`. */
export const answer = (data: unknown): PlatformAnswer => ({ body: { data } });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A signed-in account as account.getInfo answers it. */
export const accountFixture = (uid = 7, login = 'player@omad.uz') => {
  const money = (amount: number) => ({ amount, currency: 'UZS' });
  return {
    uid,
    reg_time: 1_700_000_000,
    login,
    fakename: null,
    is_subscribed: true,
    balances: { main: money(0), bonus: money(0), betting_bonus: money(0), fun: money(0) },
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: true,
    country_code: 'UZ',
    locale: 'uz',
    two_factor_auth: false,
  };
};

export const createTestHost = (options: Options = {}) => {
  const locale = options.locale ?? 'uz';
  const calls: PlatformCall[] = [];
  const handlers: Record<string, Handler> = { ...options.platform };
  const platformFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://omad.test');
    const method = url.pathname.replace(/^.*\/api\//, '');
    const body = init?.body instanceof FormData ? init.body : null;
    const fields: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [key, value] of body?.entries() ?? []) fields[key] = String(value);
    const call = { method, fields };
    calls.push(call);
    const handler = handlers[method];
    if (!handler) return json({ error: { type: 'MethodNotFoundException', message: method } }, 404);
    const reply = await handler(call);
    return json(reply.body, reply.status ?? 200);
  };
  const cmsRequests: string[] = [];
  const cmsFetch: typeof fetch = async (input) => {
    const type = new URL(String(input), 'http://omad.test').pathname.split('/').pop() ?? '';
    cmsRequests.push(type);
    const content = options.cms?.[type];
    return content === undefined ? json({ error: { status: 404 } }, 404) : json({ data: content });
  };

  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    resources: { uz: { content: uz }, ru: { content: ru } },
    defaultNS: 'content',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const sessionStore = createStore<SessionState>()(() => ({
    status: 'success',
    account: null,
    authenticated: false,
    generalInfo: null,
    ...options.session,
  }));
  const session: SessionStore = {
    getState: sessionStore.getState,
    getInitialState: sessionStore.getInitialState,
    subscribe: sessionStore.subscribe,
    refresh: vi.fn(async () => undefined),
    signedIn: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    whenSignedIn: vi.fn(),
  };
  const bus = mitt<OmadEvents>();
  const dialogs: Array<{ title: string; kind: string; body: ReactNode; close: () => void }> = [];
  let props: RemoteProps = {
    contractVersion: '1.1.0',
    remoteName: 'mf-content',
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
    basename: locale === 'ru' ? '/ru' : '/',
    localizePath: (path) => (locale === 'ru' ? `/ru${path === '/' ? '' : path}` : path),
    switchLocale: vi.fn(async () => undefined),
    session,
    api: createApi({ getLocale: () => locale, fetch: platformFetch, isInFrame: () => false }),
    cms: createCmsClient({ getLocale: () => locale, fetch: cmsFetch, getToken: () => undefined }),
    bus,
    i18n,
    openDialog: vi.fn((request) => {
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        request.onClose?.();
      };
      dialogs.push({
        title: request.title,
        kind: request.kind,
        body: request.render(close),
        close,
      });
      return { close };
    }),
    toast: vi.fn(),
    seo: { setPage: vi.fn(() => () => undefined) },
  };

  const tree = (ui: ReactNode) => (
    <RemotePropsContext.Provider value={props}>
      <I18nextProvider i18n={i18n} defaultNS="content">
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </RemotePropsContext.Provider>
  );
  let rendered: ReturnType<typeof render> | null = null;
  let current: ReactNode = null;
  const renderUi = (ui: ReactNode) => {
    current = ui;
    rendered = render(tree(ui));
    return rendered;
  };
  /** Moves the shell's location, as a navigation does (props are updated, not remounted). */
  const navigate = (next: Partial<Location>) =>
    act(() => {
      props = { ...props, location: { ...props.location, key: `k${calls.length}`, ...next } };
      rendered?.rerender(tree(current));
    });
  /** Calls of one method, oldest first. */
  const callsOf = (method: string) => calls.filter((call) => call.method === method);
  return {
    get props() {
      return props;
    },
    session,
    sessionStore,
    bus,
    calls,
    callsOf,
    cmsRequests,
    dialogs,
    render: renderUi,
    navigate,
  };
};

/** CMS `common` with the given custom code and support contacts. */
export const commonContent = (customCode: unknown[] = []) => ({
  footerLegalText: '18+',
  customCode,
  confirmHint: {
    title: 'Tasdiqlang',
    text: 'Kontaktingizni tasdiqlang',
    buttonTitle: 'Tasdiqlash',
  },
  offersOptions: {
    pageSize: 10,
    isShownToGuests: true,
    descriptionKeys: { title: 'title', text: 'text', image: 'image', buttonTitle: 'button' },
  },
  localeDetectionStrategy: 'cookie',
  supportContacts: {
    phone: '+998 71 200 00 00',
    email: 'support@omad.uz',
    telegram: 'https://t.me/omad_support',
    workingHours: 'Har kuni, kecha-kunduz',
  },
});

/** CMS `config` with the given toast duration. */
export const configContent = (toastDurationMs = 5_000) => ({
  siteName: 'Omad',
  features: {},
  notifications: { toastDurationMs },
});

/** CMS `forms-config` with the given validation texts. */
export const formsConfigContent = (validationTexts: Record<string, string> = {}) => {
  const form = { title: 'Form', submitTitle: 'Send', fields: [] };
  return {
    validationTexts,
    registrationForm: form,
    fastRegistrationForm: form,
    restoreForm: form,
    profileSettingsForm: form,
  };
};
