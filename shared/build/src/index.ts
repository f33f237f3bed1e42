export { FIRST_SCREEN_FILES, defineFirstScreenConfig, defineRemoteConfig } from './remote';
export type { RemoteConfigOptions } from './remote';
export { defineHostConfig, defineShellFrameConfig } from './host';
export type { HostConfigOptions } from './host';
export { SHARED_PACKAGES, SINGLETONS, sharedFor } from './shared-deps';
export { readAppInfo, readContractVersion } from './app-info';
export type { AppInfo } from './app-info';
export {
  MONOLITH_FLAG,
  MONOLITH_OUT_DIR,
  bundledRemotesSource,
  isMonolith,
  readBundledApps,
} from './monolith';
export type { BundledApp } from './monolith';
