// The runtime configuration the edge inlined into the HTML (window.__OMAD__), parsed once
// with the contract's schema: the first frame, the early preloads, the hero and the
// registry all read this one result. Never trusted blindly.
import { parseRuntimeConfig, type RuntimeConfig } from '@omad/contract';

export type { PinnedRemote, RuntimeConfig } from '@omad/contract';

declare global {
  interface Window {
    __OMAD__?: unknown;
  }
}

/** What a page served without a usable config runs with: no remote can load. */
const EMPTY_CONFIG: RuntimeConfig = {
  env: 'unknown',
  production: true,
  buildId: 'unknown',
  remotes: [],
  preload: [],
  firstReads: [],
  hero: null,
  firstScreen: null,
};

let cached: RuntimeConfig | null = null;

/** The inlined configuration; an empty one when the page was served without a valid one. */
export const runtimeConfig = (): RuntimeConfig => {
  if (cached) return cached;
  const parsed = parseRuntimeConfig(window.__OMAD__);
  if (!parsed.ok) {
    console.error(
      '[shell] window.__OMAD__ is missing or malformed; no remote can load',
      parsed.issues,
    );
  }
  cached = parsed.ok ? parsed.config : EMPTY_CONFIG;
  return cached;
};
