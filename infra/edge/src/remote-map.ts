// Turns an environment's pins into the remote map the edge inlines into the shell's HTML,
// reading each remote's contract version (and, for preload hints, its files) from its
// published federation manifest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contractVerdict, federationScope, type PinnedRemote } from '@omad/contract';
import { buildMetaOf, type FirstScreenFiles, type PageReads } from '@omad/contract/pages';
import type { ArtifactStore } from '@omad/release/store';
import { isRecord } from './environments';
import type { BuildIntegrity } from './integrity';
import type { Environment, RemotePin } from './environments';

export type ResolveRemotes = (environment: Environment) => Promise<PinnedRemote[]>;

/** What the edge keeps of a published build's mf-manifest.json. */
export interface ManifestSummary {
  /** The contract version the build records (metaData.omad); null when it records none. */
  readonly contractVersion: string | null;
  /** The oldest shell contract it runs with; null: its own contract version. */
  readonly hostContract: string | null;
  /** What the remote's pages read first, as the build declares it. */
  readonly pageReads: readonly PageReads[];
  /** Its first-screen module and stylesheet; null when it has none. */
  readonly firstScreen: FirstScreenFiles | null;
  /** remoteEntry.js, relative to the build's folder. */
  readonly remoteEntry: string;
  /** Per exposed module ('./app'): the files it needs at once, relative to the folder. */
  readonly exposes: ReadonlyMap<string, { readonly js: string[]; readonly css: string[] }>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const syncFiles = (assets: unknown, kind: 'js' | 'css'): string[] =>
  isRecord(assets) && isRecord(assets[kind]) ? strings(assets[kind].sync) : [];

/** Reads the parts of a manifest the edge uses; lenient, a build's own file. */
export const summarizeManifest = (manifest: unknown): ManifestSummary => {
  const meta = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData : {};
  const entry = isRecord(meta.remoteEntry) ? meta.remoteEntry : {};
  const entryName = typeof entry.name === 'string' ? entry.name : 'remoteEntry.js';
  const entryPath = typeof entry.path === 'string' ? entry.path : '';
  const exposes = new Map<string, { js: string[]; css: string[] }>();
  const list = isRecord(manifest) && Array.isArray(manifest.exposes) ? manifest.exposes : [];
  for (const expose of list) {
    if (!isRecord(expose) || typeof expose.path !== 'string') continue;
    exposes.set(expose.path, {
      js: syncFiles(expose.assets, 'js'),
      css: syncFiles(expose.assets, 'css'),
    });
  }
  const omad = buildMetaOf(manifest);
  return {
    contractVersion: omad?.contractVersion ?? null,
    hostContract: omad?.hostContract ?? null,
    pageReads: omad?.pageReads ?? [],
    firstScreen: omad?.firstScreen ?? null,
    remoteEntry: entryPath ? `${entryPath.replace(/\/+$/, '')}/${entryName}` : entryName,
    exposes,
  };
};

/** The manifests of published builds, read once each (a published build never changes). */
export type ManifestSource = (pin: RemotePin) => Promise<ManifestSummary | null>;

/** Reads a file of a published build as text; rejects when it is not there. */
export type BuildFileReader = (pin: RemotePin, file: string) => Promise<string>;

/**
 * Reads build files from `store` when given, else from `artifactsDir`, each checked against
 * its build's release record: rejects with an IntegrityError for a file that is not what was
 * published, and when the version has no record.
 */
export const createBuildFileReader =
  (artifactsDir: string, integrity: BuildIntegrity, store?: ArtifactStore): BuildFileReader =>
  async (pin, file) => {
    const bytes =
      store === undefined
        ? await readFile(join(artifactsDir, 'remotes', pin.name, pin.version, file))
        : await store.read(pin.name, pin.version, file);
    if (bytes === null) throw new Error(`${pin.name}@${pin.version} has no ${file}`);
    if (!(await integrity.check(pin, file, bytes)))
      throw new Error(`${pin.name}@${pin.version} has no release record`);
    return new TextDecoder().decode(bytes);
  };

/** Reads manifests with `readFile` (createBuildFileReader). */
export const createManifestSource = (readBuildFile: BuildFileReader): ManifestSource => {
  const summaries = new Map<string, ManifestSummary>();
  const readManifest = (pin: RemotePin): Promise<string> => readBuildFile(pin, 'mf-manifest.json');
  return async (pin) => {
    const key = `${pin.name}@${pin.version}`;
    const cached = summaries.get(key);
    if (cached !== undefined) return cached;
    try {
      const summary = summarizeManifest(JSON.parse(await readManifest(pin)));
      summaries.set(key, summary);
      return summary;
    } catch {
      // Not published yet, or unreadable. A miss is not cached, so a later publish is seen.
      return null;
    }
  };
};

/** What a build records of the contract it needs (nothing known when unreadable). */
const contractOf = (summary: ManifestSummary | null) => ({
  contractVersion: summary?.contractVersion ?? null,
  hostContract: summary?.hostContract ?? null,
});

/**
 * The pin and manifest of `app` in `environment` when a shell of contract `shellContract`
 * may run that build (the contract's rule); null when it is not pinned, not readable, or
 * refused, so nothing of it is hinted or read ahead.
 */
export const runnableBuild = async (
  environment: Environment,
  app: string,
  manifests: ManifestSource,
  shellContract: string,
): Promise<{ readonly pin: RemotePin; readonly summary: ManifestSummary } | null> => {
  const pin = environment.remotes.find((remote) => remote.name === app);
  const summary = pin ? await manifests(pin) : null;
  return pin && summary && contractVerdict(summary, shellContract).ok ? { pin, summary } : null;
};

/** Where the browser finds a pinned build's files. */
export const remoteBase = (pin: RemotePin): string => `/remotes/${pin.name}/${pin.version}/`;

/**
 * Resolves pins to remote entries, with the contract each build's manifest records (null
 * when it cannot be read: the shell's contract rule refuses it).
 */
export const createRemoteResolver =
  (manifests: ManifestSource): ResolveRemotes =>
  (environment) =>
    Promise.all(
      environment.remotes.map(async (pin) => ({
        name: pin.name,
        scope: federationScope(pin.name),
        version: pin.version,
        entry: `${remoteBase(pin)}mf-manifest.json`,
        ...contractOf(await manifests(pin)),
      })),
    );
