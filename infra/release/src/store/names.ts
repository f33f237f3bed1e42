// The names a store accepts: kebab-case apps, release versions (the contract's one rule,
// shared with the edge and the shell), and file paths that stay inside their version
// folder. Checked by both stores before any path or key is built.
import { isVersion as isReleaseVersion } from '@omad/contract';

const APP_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** True for a kebab-case app name such as `mf-cashier`. */
export const isAppName = (app: string): boolean => APP_NAME.test(app);

/** True for a semver version such as `1.4.0` or `2.0.0-rc.1` (never `01.0.0`). */
export const isVersion = (version: string): boolean => isReleaseVersion(version);

export const assertAppName = (app: string): void => {
  if (!isAppName(app)) {
    throw new Error(`"${app}" is not an app name: kebab-case, like mf-cashier`);
  }
};

export const assertVersion = (version: string): void => {
  if (!isVersion(version)) {
    throw new Error(`"${version}" is not a semver version, like 1.4.0`);
  }
};

/**
 * The segments of `file`, a `/`-separated path relative to a version folder. Throws when it
 * could leave that folder: absolute, `.` or `..` segments, empty segments, `\` or NUL.
 */
export const fileSegments = (app: string, version: string, file: string): string[] => {
  const segments = file.split('/');
  const escapes =
    /[\\\0]/.test(file) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (escapes) throw new Error(`"${file}" is not a path inside ${app}@${version}`);
  return segments;
};
