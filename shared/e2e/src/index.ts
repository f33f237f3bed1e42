// @omad/e2e: what the Playwright specs of every app share. An app's own helpers stay in its
// e2e/support.ts; an app's e2e never imports another app's e2e or src.
export { apiPath, callApi, dataOf, isRecord } from './api';
export {
  DESKTOP,
  PHONE,
  WCAG_AA_TAGS,
  describeViolations,
  expectAccessible,
  expectAccessibleAtBothWidths,
} from './axe';
export type { AxeScope } from './axe';
export { openGameFrame, spinUntil } from './games';
export { LOCALES, inLocale, prefix } from './locale';
export type { Locale } from './locale';
export { DEV_BOT_TOKEN, launchHash, telegramId } from './messenger';
export type { Launch } from './messenger';
export { latestCode, newestCode, outbox } from './outbox';
export type { OutboxMessage } from './outbox';
export {
  boxOf,
  expectPageMounted,
  headerBalance,
  holdRemoteApp,
  openMenu,
  pageRegion,
  shellRoot,
  shellTookOver,
  signOut,
  siteFooter,
} from './page';
export {
  E2E_PASSWORD,
  confirmEmail,
  credit,
  creditPoints,
  grantBonus,
  newPlayer,
  registerPlayer,
  registerThrough,
  signIn,
  twoFactorPlayer,
} from './players';
export { SIGN_IN_FIELDS, authDialog, fillCredentials } from './sign-in';
