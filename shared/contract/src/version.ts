// The contract's version and the rule that decides where a remote may run. The version is
// the contract package's own (package.json): one source, which the build records in every
// remote's manifest. The rule is written down in the contract's README ("Versions").
import contractPackage from '../package.json' with { type: 'json' };

/** The version of the shell-remote contract in this checkout. */
export const CONTRACT_VERSION: string = contractPackage.version;

/** A release version: semver 2.0 without leading zeros, e.g. '1.4.0' or '2.0.0-rc.1'. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$/;

/** A parsed release version. */
export type Version = Readonly<{ major: number; minor: number; patch: number; pre: string }>;

/** `text` as a release version, or null when it is not one (e.g. '1.4', '01.0.0', 'v1.0.0'). */
export const parseVersion = (text: string): Version | null => {
  const match = SEMVER.exec(text);
  if (!match) return null;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    pre: match[4] ?? '',
  };
};

/** True for a release version (see parseVersion). */
export const isVersion = (text: unknown): text is string =>
  typeof text === 'string' && parseVersion(text) !== null;

/** Negative, zero or positive as `a` comes before, with or after `b` (prereleases first). */
export const compareVersions = (a: Version, b: Version): number =>
  a.major - b.major ||
  a.minor - b.minor ||
  a.patch - b.patch ||
  (a.pre === b.pre ? 0 : a.pre === '' ? 1 : b.pre === '' ? -1 : a.pre < b.pre ? -1 : 1);

/** What a remote build records of the contract it needs (its manifest's metaData.omad). */
export type ContractNeeds = Readonly<{
  /** The contract version it was compiled against. */
  contractVersion: string | null;
  /**
   * The oldest contract whose host surface (RemoteProps and what the shell hands over in it)
   * it can run with; its own contract version when it records none.
   */
  hostContract?: string | null;
}>;

/** Where the remote's contract comes from when it may run. */
export type ContractVerdict =
  Readonly<{ ok: true; copy: 'shell' | 'own' }> | Readonly<{ ok: false; reason: string }>;

/**
 * Whether a remote built against `needs` may run where the shell provides contract
 * `provided`: the same major, and a host surface at least as new as it needs. A remote
 * built against a newer minor than the shell's runs on its own copy of the contract's
 * stateless parts (its build bundles one; federation picks it because the shell's copy does
 * not satisfy ^its version); one built against the shell's version or older uses the shell's.
 */
export const contractVerdict = (
  needs: ContractNeeds,
  provided: string = CONTRACT_VERSION,
): ContractVerdict => {
  const shell = parseVersion(provided);
  const built = needs.contractVersion ? parseVersion(needs.contractVersion) : null;
  if (!shell) return { ok: false, reason: `this shell provides no valid contract (${provided})` };
  if (!built || !needs.contractVersion) {
    return {
      ok: false,
      reason: `it records no valid contract version (${needs.contractVersion ?? 'none'}); this shell provides ${provided}`,
    };
  }
  if (built.major !== shell.major) {
    return {
      ok: false,
      reason: `it was built against contract ${needs.contractVersion}, this shell provides ${provided} (another major)`,
    };
  }
  const hostContract = needs.hostContract ?? needs.contractVersion;
  const host = parseVersion(hostContract);
  if (!host || host.major !== built.major || compareVersions(host, shell) > 0) {
    return {
      ok: false,
      reason: `it was built against contract ${needs.contractVersion} and needs a shell of contract ${hostContract} or later; this shell provides ${provided}`,
    };
  }
  return { ok: true, copy: compareVersions(built, shell) > 0 ? 'own' : 'shell' };
};
