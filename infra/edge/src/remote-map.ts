// Turns an environment's pins into the remote map the edge inlines into the shell's HTML,
// reading each remote's contract version from its published federation manifest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ArtifactStore } from '@omad/release/store';
import { isRecord } from './environments';
import type { Environment, RemotePin } from './environments';

/** One entry of the map inlined into the shell's HTML. */
export interface ResolvedRemote {
  readonly name: string;
  /** Federation container name: `mf_cashier` for `mf-cashier`. */
  readonly scope: string;
  readonly version: string;
  readonly entry: string;
  /** Contract version recorded in the remote's manifest; null when it cannot be read. */
  readonly contractVersion: string | null;
}

export type ResolveRemotes = (environment: Environment) => Promise<ResolvedRemote[]>;

const contractVersionOf = (manifest: unknown): string | null => {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return null;
  const omad = manifest.metaData.omad;
  return isRecord(omad) && typeof omad.contractVersion === 'string' ? omad.contractVersion : null;
};

/**
 * Resolves pins to remote entries, reading manifests from `store` when given, else from
 * `artifactsDir`. The contract version is cached per name@version because published builds
 * never change; a miss is not cached so a later publish is seen.
 */
export const createRemoteResolver = (
  artifactsDir: string,
  store?: ArtifactStore,
): ResolveRemotes => {
  const contractVersions = new Map<string, string>();
  const readManifest = async (pin: RemotePin): Promise<string> => {
    if (store === undefined) {
      return readFile(
        join(artifactsDir, 'remotes', pin.name, pin.version, 'mf-manifest.json'),
        'utf8',
      );
    }
    const bytes = await store.read(pin.name, pin.version, 'mf-manifest.json');
    if (bytes === null) throw new Error(`${pin.name}@${pin.version} is not published`);
    return new TextDecoder().decode(bytes);
  };

  const readContractVersion = async (pin: RemotePin): Promise<string | null> => {
    const key = `${pin.name}@${pin.version}`;
    const cached = contractVersions.get(key);
    if (cached !== undefined) return cached;
    let found: string | null = null;
    try {
      found = contractVersionOf(JSON.parse(await readManifest(pin)));
    } catch {
      // Not published yet, or unreadable: null, which the shell's contract check refuses.
    }
    if (found !== null) contractVersions.set(key, found);
    return found;
  };

  return (environment) =>
    Promise.all(
      environment.remotes.map(async (pin) => ({
        name: pin.name,
        scope: pin.name.replaceAll('-', '_'),
        version: pin.version,
        entry: `/remotes/${pin.name}/${pin.version}/mf-manifest.json`,
        contractVersion: await readContractVersion(pin),
      })),
    );
};
