// @omad/contract: what the shell and every remote agree on. Subpaths hold the rest:
// '@omad/contract/api', '/cms', '/validation', '/format', '/remote'.
export { CONTRACT_VERSION, contractVerdict, isVersion, parseVersion } from './version';
export type { ContractNeeds, ContractVerdict, Version } from './version';
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  basenameOf,
  hasLocalePrefix,
  isLocale,
  localizePath,
  splitLocale,
} from './locale';
export type { Locale } from './locale';
export { APPS, REMOTE_APPS, chunkLoadingGlobal, federationScope } from './apps';
export type { RemoteApp } from './apps';
export { Events } from './events';
export type { AuthDialogMode, EventBus, OmadEventName, OmadEvents } from './events';
export type { LoadStatus, ReadonlyStore, SessionState, SessionStore, SignInVia } from './session';
export type {
  DialogHandle,
  DialogKind,
  DialogRequest,
  LayoutName,
  PageSeoInput,
  RemoteProps,
  RouteInfo,
  SeoHandle,
  SlotName,
  StructuredDataKind,
  ToastRequest,
} from './remote-props';
export {
  FRAME_SANDBOX,
  externalAddress,
  frameAddress,
  frameNavigationTarget,
  frameSandboxFor,
  sameOriginPath,
} from './safe-url';
export {
  bannerImageFor,
  byPosition,
  isImageAddress,
  MOBILE_BANNER_MEDIA,
  WIDE_BANNER_MEDIA,
} from './banner-images';
export type { HeroImage } from './banner-images';
export { RUNTIME_CONFIG_GLOBAL, parseRuntimeConfig } from './runtime-config';
export type { FirstScreen, PinnedRemote, PreloadHint, RuntimeConfig } from './runtime-config';
export { AnalyticsEvent } from './analytics';
export type { AnalyticsEventName } from './analytics';
export { createSafeStorage, safeLocalStorage, safeSessionStorage } from './storage';
export type { SafeStorage } from './storage';
export {
  NOTIFICATION_SOUND_KEY,
  isNotificationSoundOn,
  playNotificationChime,
  setNotificationSoundOn,
} from './notification-sound';
