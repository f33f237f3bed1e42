// Registers the pinned remotes with the federation runtime and loads their modules.
// Remote URLs come only from the runtime config (with a tester's overrides outside
// production, see overrides.ts): nothing is compiled into the shell, except in the monolith
// build, which bundles the remotes (bundled-remotes.ts) to measure what federation costs.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  chunkLoadingGlobal,
  contractVerdict,
  type ContractNeeds,
} from '@omad/contract';
import type { RemoteLifecycles } from '@omad/contract/remote';
import { runtimeConfig, type PinnedRemote } from '../runtime-config';
import { bundledRemotes, type BundledModule } from './bundled-remotes';
import { resiliencePlugin } from './federation-plugin';
import { fetchContractNeeds } from './manifest-contract';
import { activeOverrides, effectiveRemotes, type EffectiveRemote } from './overrides';

/** Why a remote could not be used. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    readonly phase: 'load' | 'contract',
    message: string,
  ) {
    super(message);
  }
}

const toFederationRemote = (remote: PinnedRemote) => ({ name: remote.scope, entry: remote.entry });

const remotes = (): EffectiveRemote[] =>
  effectiveRemotes(runtimeConfig().remotes, activeOverrides());

/** True when this build bundles `app` (the monolith): it is never loaded through federation. */
export const isBundledRemote = (app: string): boolean => Object.hasOwn(bundledRemotes, app);

/** The module `app` exposes as `expose` when this build bundles it, else undefined. */
const bundledModule = (app: string, expose: string): BundledModule | undefined => {
  const exposes = isBundledRemote(app) ? bundledRemotes[app] : undefined;
  return exposes && Object.hasOwn(exposes, expose) ? exposes[expose] : undefined;
};

/**
 * Registers the remotes this build does not bundle (all of them, outside the monolith), with
 * the runtime's retry and load-error layers (federation-plugin.ts).
 */
export const registerPinnedRemotes = (): void => {
  registerPlugins([resiliencePlugin()]);
  registerRemotes(
    remotes()
      .filter((remote) => !isBundledRemote(remote.name))
      .map(toFederationRemote),
  );
};

/** `app` as this page loads it: its pinned build, or the build a tester overrode it with. */
export const pinnedRemote = (app: string): EffectiveRemote | undefined =>
  remotes().find((remote) => remote.name === app);

/**
 * The federation scope under which `app` may be warmed ahead of use, or null: a bundled
 * remote needs no warming, and an overridden one or one the contract rule refuses must not
 * be fetched before loadRemoteModule has checked it.
 */
export const preloadableScope = (app: string): string | null => {
  const remote = pinnedRemote(app);
  if (!remote || remote.override !== null || isBundledRemote(app)) return null;
  return contractVerdict(remote, CONTRACT_VERSION).ok ? remote.scope : null;
};

const isLifecycles = (value: unknown): value is RemoteLifecycles =>
  typeof value === 'object' &&
  value !== null &&
  'mount' in value &&
  typeof value.mount === 'function' &&
  'unmount' in value &&
  typeof value.unmount === 'function' &&
  'bootstrap' in value;

/** Runs `load` and checks what it gives: a failure of either is a load error of `app`. */
const loadLifecycles = async (
  app: string,
  expose: string,
  load: () => Promise<unknown>,
): Promise<RemoteLifecycles> => {
  let loaded: unknown;
  try {
    loaded = await load();
  } catch (error) {
    throw new RemoteLoadError(app, 'load', error instanceof Error ? error.message : String(error));
  }
  if (!isLifecycles(loaded)) {
    throw new RemoteLoadError(
      app,
      'load',
      `${app}/${expose} does not export single-spa lifecycles`,
    );
  }
  return loaded;
};

/**
 * What a failed attempt left of a remote's code in the page, so a retry loads the build the
 * edge serves now: its script elements (the loader would wait on one that already ran, broken
 * or hung) and its chunk array (the failed build's chunks would reach the new runtime).
 */
const forgetLoadedCode = (remote: EffectiveRemote): void => {
  const base = new URL('.', new URL(remote.entry, window.location.href)).href;
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src.startsWith(base)) script.remove();
  }
  Reflect.set(globalThis, chunkLoadingGlobal(remote.scope), undefined);
};

/**
 * Loads `app`'s exposed module (e.g. './app' or './footer') after checking the contract
 * version recorded in its manifest. `fresh` re-registers the remote first, so a retry
 * after a failed manifest fetches it again instead of reusing the failure. A module this
 * build bundles is imported from the bundle: it was compiled against this very contract.
 */
export const loadRemoteModule = async (
  app: string,
  expose: string,
  fresh = false,
): Promise<RemoteLifecycles> => {
  const bundled = bundledModule(app, expose);
  if (bundled) return loadLifecycles(app, expose, bundled);
  const remote = pinnedRemote(app);
  if (!remote) throw new RemoteLoadError(app, 'load', `${app} is not pinned in this environment`);
  // The inlined map knows the contract of pinned builds only; an override's is in its manifest.
  const needs: ContractNeeds =
    remote.override === null ? remote : await fetchContractNeeds(remote.entry, fresh);
  const verdict = contractVerdict(needs, CONTRACT_VERSION);
  if (!verdict.ok) {
    const build = remote.override === null ? remote.version : `${remote.version} (override)`;
    throw new RemoteLoadError(app, 'contract', `${app}@${build} refused: ${verdict.reason}`);
  }
  if (verdict.copy === 'own') {
    console.info(
      `[shell] ${app}@${remote.version} was built against contract ${needs.contractVersion ?? '?'}, newer than this shell's ${CONTRACT_VERSION}: it runs on its own copy of the contract`,
    );
  }
  if (fresh) {
    forgetLoadedCode(remote);
    // Forced, the runtime forgets the remote's manifest, container and pending entry load.
    registerRemotes([toFederationRemote(remote)], { force: true });
  }
  return loadLifecycles(app, expose, () =>
    loadRemote(`${remote.scope}/${expose.replace(/^\.\//, '')}`),
  );
};
