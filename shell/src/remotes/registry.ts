// Registers the pinned remotes with the federation runtime and loads their modules.
// Remote URLs come only from the runtime config (with a tester's overrides outside
// production, see overrides.ts): nothing is compiled into the shell.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, isContractCompatible } from '@omad/contract';
import type { RemoteLifecycles } from '@omad/contract/remote';
import { runtimeConfig, type PinnedRemote } from '../runtime-config';
import { fetchContractVersion } from './manifest-contract';
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

export const registerPinnedRemotes = (): void => {
  registerRemotes(remotes().map(toFederationRemote));
};

/** `app` as this page loads it: its pinned build, or the build a tester overrode it with. */
export const pinnedRemote = (app: string): EffectiveRemote | undefined =>
  remotes().find((remote) => remote.name === app);

const isLifecycles = (value: unknown): value is RemoteLifecycles =>
  typeof value === 'object' &&
  value !== null &&
  'mount' in value &&
  typeof value.mount === 'function' &&
  'unmount' in value &&
  typeof value.unmount === 'function' &&
  'bootstrap' in value;

/**
 * Loads `app`'s exposed module (e.g. './app' or './footer') after checking the contract
 * version recorded in its manifest. `fresh` re-registers the remote first, so a retry
 * after a failed manifest fetches it again instead of reusing the failure.
 */
export const loadRemoteModule = async (
  app: string,
  expose: string,
  fresh = false,
): Promise<RemoteLifecycles> => {
  const remote = pinnedRemote(app);
  if (!remote) throw new RemoteLoadError(app, 'load', `${app} is not pinned in this environment`);
  // The inlined map knows the contract of pinned builds only; an override's is in its manifest.
  const contractVersion =
    remote.override === null
      ? remote.contractVersion
      : await fetchContractVersion(remote.entry, fresh);
  if (!isContractCompatible(contractVersion, CONTRACT_VERSION)) {
    const build = remote.override === null ? remote.version : `${remote.version} (override)`;
    throw new RemoteLoadError(
      app,
      'contract',
      `${app}@${build} was built against contract ${contractVersion ?? 'unknown'}; this shell speaks ${CONTRACT_VERSION}`,
    );
  }
  if (fresh) registerRemotes([toFederationRemote(remote)], { force: true });
  let loaded: unknown;
  try {
    loaded = await loadRemote(`${remote.scope}/${expose.replace(/^\.\//, '')}`);
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
