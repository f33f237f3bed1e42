// Test support for this remote's component tests (only tests import it): the contract's test
// host with mf-profile's texts, a signed-in player and the seed-shaped forms-config.
import {
  accountFixture,
  createTestRemote,
  seededFormsConfig,
  type TestRemoteOptions,
} from '@omad/contract/testing';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';

type Options = Pick<TestRemoteOptions, 'locale' | 'platform' | 'cms' | 'location'> & {
  account?: Parameters<typeof accountFixture>[0];
};

export const createTestHost = (options: Options = {}) =>
  createTestRemote({
    ...options,
    remoteName: 'mf-profile',
    namespace: 'profile',
    resources: { uz, ru },
    session: { authenticated: true, account: accountFixture(options.account) },
    cms: { 'forms-config': seededFormsConfig(), ...options.cms },
    overrides: { localizePath: (path) => path },
  });
