// The contract's own semver. Bump the major for any change a remote built against the
// previous version could not survive; the shell refuses to mount another major.

/** The version of the shell-remote contract in this checkout. */
export const CONTRACT_VERSION = '1.2.0';

/** The major number of a semver string, or null when it is not one. */
export const majorOf = (version: string): number | null => {
  const match = /^(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version.trim());
  return match?.[1] === undefined ? null : Number(match[1]);
};

/** True when a remote built against `remoteVersion` may be mounted by this shell. */
export const isContractCompatible = (
  remoteVersion: string | null | undefined,
  hostVersion: string = CONTRACT_VERSION,
): boolean => {
  if (!remoteVersion) return false;
  const remote = majorOf(remoteVersion);
  return remote !== null && remote === majorOf(hostVersion);
};
