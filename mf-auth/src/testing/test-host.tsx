// Test support for this remote's component tests (not bundled: only tests import it): the
// contract's test host with mf-auth's texts, its forms-config and events.handle answered.
import {
  accountFixture as platformAccount,
  answer,
  balancesFixture,
  createTestRemote,
  formsConfigFixture,
  refusal as platformRefusal,
} from '@omad/contract/testing';
import type { TestRemoteOptions } from '@omad/contract/testing';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';

export type { PlatformAnswer, PlatformCall } from '@omad/contract/testing';

/**
 * `platform` answers by method name ('auth.login'); events.handle answers true unless given.
 * `cms` is content by type; forms-config has no texts unless given, others 404.
 */
type Options = Pick<TestRemoteOptions, 'locale' | 'platform' | 'cms' | 'session'>;

/** The error body the platform answers a refused call with. */
export const refusal = (type: string, message: string, data?: object, status = 401) =>
  platformRefusal(type, { message, data, status });

export const createTestHost = (options: Options = {}) =>
  createTestRemote({
    ...options,
    remoteName: 'mf-auth',
    namespace: 'auth',
    resources: { uz, ru },
    platform: { 'events.handle': () => answer(true), ...options.platform },
    cms: { 'forms-config': formsConfigContent(), ...options.cms },
    overrides: { localizePath: (path) => path },
  });

/** forms-config with the given validation texts and the seeded restore form. */
export const formsConfigContent = (validationTexts: Record<string, string> = {}) =>
  formsConfigFixture(validationTexts, {
    restoreForm: {
      title: 'Parolni tiklash',
      submitTitle: 'Tiklash havolasini yuborish',
      fields: [{ name: 'login', type: 'login', isRequired: true, label: 'Login (CMS)' }],
    },
  });

/** A signed-in account as the platform answers auth.login and account.getInfo. */
export const accountFixture = (main = 1_250_000.5, uid = 7) =>
  platformAccount({
    uid,
    balances: balancesFixture({ main, bonus: 50_000, betting_bonus: 10_000 }),
  });
