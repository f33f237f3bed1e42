// Test support: renders a component as the shell mounts mf-auth, on the contract's test
// host. The CMS is a stub of the readers a test needs, and signedIn sets the session.
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { SessionState } from '@omad/contract';
import type { GeneralInfo, UserAccount } from '@omad/contract/api';
import type { CmsClient } from '@omad/contract/cms';
import {
  accountFixture,
  answer,
  createTestRemote,
  refusal,
  type PlatformAnswer,
  type PlatformCall,
} from '@omad/contract/testing';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';

/** One recorded platform call. */
export type Call = PlatformCall;
/** A scripted answer: the JSON body and HTTP status for one call. */
export type Answer = PlatformAnswer;

export const ok = answer;
export const refused = (type: string, errorData: Record<string, string[]>, status = 400): Answer =>
  refusal(type, { errorData, status });

export const account = (overrides: Partial<UserAccount> = {}): UserAccount =>
  accountFixture({
    uid: 42,
    reg_time: Math.floor(Date.now() / 1000),
    login: 'new@omad.test',
    is_subscribed: false,
    balances: null,
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
  const host = createTestRemote({
    remoteName: 'mf-auth',
    namespace: 'auth',
    resources: { uz, ru },
    platform: options.answers,
    // A method without an answer succeeds, so side calls (events, hints) need no script.
    fallback: () => ok(true),
    session: options.session,
    location: { search: options.search ?? '' },
    // Only the readers a test needs: any other read fails the test loudly.
    overrides: { cms: options.cms as CmsClient, localizePath: (path) => path },
  });
  vi.mocked(host.session.signedIn).mockImplementation(async (next) => {
    host.sessionStore.setState({ account: next, authenticated: next.uid > 0 });
  });
  const view = host.render(ui);
  return {
    ...view,
    calls: host.calls,
    remote: host.props,
    session: host.session,
    sessionStore: host.sessionStore,
    bus: host.bus,
    /** Moves the shell's location, as a navigation does. */
    navigate: host.navigate,
  };
};
