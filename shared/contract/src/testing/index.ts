// @omad/contract/testing: a fake shell for remotes' component tests, and fixtures to script it.
// Test-only: imported by tests, never by app code (so not a shared federation package).
export { createTestRemote } from './test-remote';
export { LocationProbe, StartAt } from './start-at';
export type { OpenedDialog, TestRemote, TestRemoteOptions } from './test-remote';
export type { PlatformAnswer, PlatformCall, PlatformHandler } from './scripted-fetch';
export { accountFixture, answer, balancesFixture, formsConfigFixture, refusal } from './fixtures';
export type { RefusalDetails } from './fixtures';
export { seededFormsConfig } from './forms-config';
export { jsonResponse } from '../api/fake-fetch';
export {
  HOSTILE_ADDRESSES,
  HOSTILE_RICH_TEXT,
  HOSTILE_SITE_ORIGIN,
  HOSTILE_VALUES,
  staysOnSite,
} from './hostile-inputs';
