// Test support: renders a component as the shell mounts a remote, with the real platform
// client over a scripted fetch, a CMS that answers fixtures, a session store and i18n.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createStore } from 'zustand';
import type { RemoteProps, SessionState, SessionStore } from '@omad/contract';
import { createApi, type GeneralInfo, type UserAccount } from '@omad/contract/api';
import type { CmsClient } from '@omad/contract/cms';
import { RemotePropsContext } from '@omad/contract/remote';
import { ru } from '../../i18n/ru';
import { uz } from '../../i18n/uz';

/** One recorded platform call. */
export type Call = Readonly<{ method: string; query: URLSearchParams; form: FormData | null }>;
/** A scripted answer: the JSON body and HTTP status for one call. */
export type Answer = Readonly<{ status?: number; body: unknown }>;

export const ok = (data: unknown): Answer => ({ body: { data } });
export const refused = (
  type: string,
  errorData: Record<string, string[]>,
  status = 400,
): Answer => ({
  status,
  body: { error: { type, message: type, error_data: errorData } },
});

export const account = (overrides: Partial<UserAccount> = {}): UserAccount => ({
  uid: 42,
  reg_time: Math.floor(Date.now() / 1000),
  login: 'new@omad.test',
  fakename: null,
  is_subscribed: false,
  balances: null,
  is_on_verification: false,
  is_verified: false,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: 'UZ',
  locale: 'uz',
  two_factor_auth: false,
  ...overrides,
});

export const generalInfo = (currencies: string[]): GeneralInfo => ({
  analytic: {},
  available_currencies: currencies,
  available_locales: ['uz', 'ru'],
  default_currency: 'UZS',
  is_seon_enabled: false,
  domain_state: 'active',
  domain_type: 'main',
  time_to_force_logout: 0,
  is_bonus_isolation_enabled: false,
  is_game_history_export_enabled: false,
  user_inactivity_cashier_time: 0,
  user_inactivity_pp_time: 0,
});

type Options = Readonly<{
  answers: Readonly<Record<string, (call: Call) => Answer>>;
  cms: Partial<CmsClient>;
  session?: Partial<SessionState>;
  search?: string;
}>;

export const renderRemote = async (ui: ReactElement, options: Options) => {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://omad.test');
    const call: Call = {
      method: url.pathname.replace(/^.*\/api\//, ''),
      query: url.searchParams,
      form: init.body instanceof FormData ? init.body : null,
    };
    calls.push(call);
    const answer = options.answers[call.method]?.(call) ?? ok(true);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const api = createApi({ getLocale: () => 'uz', isInFrame: () => false, fetch });
  const store = createStore<SessionState>(() => ({
    status: 'success',
    account: null,
    authenticated: false,
    generalInfo: null,
    ...options.session,
  }));
  const session: SessionStore = {
    ...store,
    refresh: vi.fn(async () => undefined),
    signedIn: vi.fn(async (next: UserAccount) => {
      store.setState({ account: next, authenticated: next.uid > 0 });
    }),
    signOut: vi.fn(async () => undefined),
    whenSignedIn: vi.fn(),
  };
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'uz',
    resources: { uz: { auth: uz }, ru: { auth: ru } },
    defaultNS: 'auth',
    interpolation: { escapeValue: false },
  });
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const bus = {
    all: handlers,
    on: (type: string, handler: (payload: unknown) => void) => {
      handlers.set(type, (handlers.get(type) ?? new Set()).add(handler));
    },
    off: (type: string, handler: (payload: unknown) => void) => handlers.get(type)?.delete(handler),
    emit: (type: string, payload: unknown) =>
      handlers.get(type)?.forEach((handler) => handler(payload)),
  };
  // A test double of the shell's props: only what mf-auth's features use is real.
  const remote = {
    contractVersion: '1.0.0',
    remoteName: 'mf-auth',
    location: { pathname: '/', search: options.search ?? '', hash: '', state: null, key: 'k' },
    navigator: { push: vi.fn(), replace: vi.fn(), go: vi.fn(), createHref: () => '' },
    route: { name: 'home', params: {}, layout: 'default', isGamePage: false },
    locale: 'uz',
    basename: '/',
    localizePath: (path: string) => path,
    switchLocale: vi.fn(),
    session,
    api,
    // Only the readers a test needs; any other read fails the test loudly.
    cms: options.cms,
    bus,
    i18n,
    openDialog: vi.fn(() => ({ close: vi.fn() })),
    toast: vi.fn(),
    seo: { setPage: vi.fn(() => () => undefined) },
  } as unknown as RemoteProps;
  const view = render(
    <RemotePropsContext.Provider value={remote}>
      <I18nextProvider i18n={i18n} defaultNS="auth">
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </RemotePropsContext.Provider>,
  );
  return { ...view, calls, remote, session, bus };
};
