// Test support for this remote's component tests (not bundled: only tests import it). The
// RemoteProps it builds use the real platform and CMS clients over scripted fetches, so the
// wire rules (form bodies, parsing, PlatformError) are the ones the storefront runs.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import mitt from 'mitt';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
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
  /** Answers by method name ('auth.login'); events.handle answers true unless given. */
  platform?: Readonly<Record<string, Handler>>;
  /** Flattened CMS content by type; forms-config has no texts unless given, others 404. */
  cms?: Readonly<Record<string, unknown>>;
  session?: Partial<SessionState>;
}>;

/** The error body the platform answers a refused call with. */
export const refusal = (type: string, message: string, data?: object, status = 401) => ({
  status,
  body: { error: { type, message, ...(data ? { data } : {}) } },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const createTestHost = (options: Options = {}) => {
  const locale = options.locale ?? 'uz';
  const calls: PlatformCall[] = [];
  const handlers: Record<string, Handler> = {
    'events.handle': () => ({ body: { data: true } }),
    ...options.platform,
  };
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
    const answer = await handler(call);
    return json(answer.body, answer.status ?? 200);
  };
  const cmsRequests: string[] = [];
  const cmsFetch: typeof fetch = async (input) => {
    const type = new URL(String(input), 'http://omad.test').pathname.split('/').pop() ?? '';
    cmsRequests.push(type);
    const content = { 'forms-config': formsConfigContent(), ...options.cms }[type];
    return content === undefined ? json({ error: { status: 404 } }, 404) : json({ data: content });
  };

  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    resources: { uz: { auth: uz }, ru: { auth: ru } },
    defaultNS: 'auth',
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
  const props: RemoteProps = {
    contractVersion: '1.0.0',
    remoteName: 'mf-auth',
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
    navigator: { createHref: () => '/', go: vi.fn(), push: vi.fn(), replace: vi.fn() },
    route: { name: 'home', params: {}, layout: 'default', isGamePage: false },
    locale,
    basename: locale === 'ru' ? '/ru' : '/',
    localizePath: (path) => path,
    switchLocale: vi.fn(async () => undefined),
    session,
    api: createApi({ getLocale: () => locale, fetch: platformFetch, isInFrame: () => false }),
    cms: createCmsClient({ getLocale: () => locale, fetch: cmsFetch, getToken: () => undefined }),
    bus,
    i18n,
    openDialog: vi.fn(() => ({ close: vi.fn() })),
    toast: vi.fn(),
    seo: { setPage: vi.fn(() => () => undefined) },
  };
  const renderUi = (ui: ReactNode) =>
    render(
      <RemotePropsContext.Provider value={props}>
        <I18nextProvider i18n={i18n} defaultNS="auth">
          <MemoryRouter>{ui}</MemoryRouter>
        </I18nextProvider>
      </RemotePropsContext.Provider>,
    );
  /** Calls of one method, oldest first. */
  const callsOf = (method: string) => calls.filter((call) => call.method === method);
  return { props, session, sessionStore, bus, calls, callsOf, cmsRequests, render: renderUi };
};

/** forms-config with the given validation texts and the seeded restore form. */
export const formsConfigContent = (validationTexts: Record<string, string> = {}) => {
  const empty = { title: 'Form', submitTitle: 'Send', fields: [] };
  return {
    validationTexts,
    registrationForm: empty,
    fastRegistrationForm: empty,
    profileSettingsForm: empty,
    restoreForm: {
      title: 'Parolni tiklash',
      submitTitle: 'Tiklash havolasini yuborish',
      fields: [{ name: 'login', type: 'login', isRequired: true, label: 'Login (CMS)' }],
    },
  };
};

/** A signed-in account as the platform answers auth.login and account.getInfo. */
export const accountFixture = (main = 1_250_000.5, uid = 7) => {
  const money = (amount: number) => ({ amount, currency: 'UZS' });
  return {
    uid,
    reg_time: 1_700_000_000,
    login: 'player@omad.uz',
    fakename: null,
    is_subscribed: true,
    balances: {
      main: money(main),
      bonus: money(50_000),
      betting_bonus: money(10_000),
      fun: money(0),
    },
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: true,
    country_code: 'UZ',
    locale: 'uz',
    two_factor_auth: false,
  };
};
