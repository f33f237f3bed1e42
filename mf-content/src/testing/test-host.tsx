// Test support for the site services and the support page (not bundled: only tests import
// it): the contract's test host with mf-content's texts, and the CMS content they read.
import {
  accountFixture as platformAccount,
  createTestRemote,
  formsConfigFixture,
  refusal as platformRefusal,
} from '@omad/contract/testing';
import type { TestRemoteOptions } from '@omad/contract/testing';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';

export { LocationProbe, answer } from '@omad/contract/testing';
export type { PlatformAnswer, PlatformCall } from '@omad/contract/testing';

/** `platform` answers by method name ('popups.get'); `cms` content by type ('common'). */
type Options = Pick<
  TestRemoteOptions,
  'locale' | 'platform' | 'cms' | 'session' | 'location' | 'overrides'
>;

/** The error body the platform answers a refused call with. */
export const refusal = (type: string, message: string, errorData?: object, status = 400) =>
  platformRefusal(type, { message, errorData, status });

/** A signed-in account as account.getInfo answers it. */
export const accountFixture = (uid = 7, login = 'player@omad.uz') =>
  platformAccount({ uid, login });

export const createTestHost = (options: Options = {}) =>
  createTestRemote({
    ...options,
    remoteName: 'mf-content',
    namespace: 'content',
    resources: { uz, ru },
  });

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
export const formsConfigContent = (validationTexts: Record<string, string> = {}) =>
  formsConfigFixture(validationTexts);
