// The artifact store: where published remote builds live, immutable once written. The
// filesystem store serves a laptop and CI; the S3 store an object store in production.
// Layout in both: remotes/<app>/<version>/<file>, plus the release record beside the files.

/** The file beside a build's files that says what the build is; written last. */
export const RELEASE_RECORD = '.omad-release.json';

/** What a published version is: written once at publish time, never changed. */
export type ReleaseRecord = Readonly<{
  app: string;
  version: string;
  /** The contract version the build recorded in mf-manifest.json (metaData.omad). */
  contractVersion: string | null;
  /** The oldest shell contract the build runs with (metaData.omad.hostContract); null: its own. */
  hostContract: string | null;
  /** The shared packages' required ranges from mf-manifest.json, e.g. { react: '^19.2.0' }. */
  shared: Readonly<Record<string, string>>;
  /** sha256 of every file of the build, by path relative to the version folder. */
  files: Readonly<Record<string, string>>;
  /** The git commit the build was made from; null outside a git checkout. */
  commit: string | null;
  /** ISO time of the publish. */
  publishedAt: string;
  /** Who published it. */
  publishedBy: string;
  /** 'release' for `release publish`; 'workspace' for what `npm start` puts there. */
  origin: 'release' | 'workspace';
}>;

/** A publish of a version that is already there: published builds are never overwritten. */
export class VersionExistsError extends Error {
  override readonly name = 'VersionExistsError';
  constructor(
    readonly app: string,
    readonly version: string,
  ) {
    super(`${app}@${version} is already published; a new build needs a new version`);
  }
}

export interface ArtifactStore {
  /** Where it is, for messages: a folder path or s3://bucket/prefix. */
  readonly location: string;
  /** The published versions of an app (those with a release record), in no set order. */
  versions(app: string): Promise<string[]>;
  /** The release record of a version, or null when the version is not published. */
  record(app: string, version: string): Promise<ReleaseRecord | null>;
  /** One file of a published version (path relative to its folder), or null. */
  read(app: string, version: string, file: string): Promise<Uint8Array | null>;
  /**
   * Publishes every file below `dir` as app@version, then the record, so a reader never sees
   * a version whose files are incomplete. Throws VersionExistsError when it is there.
   * `.build-stamp` and a release record found in `dir` are not published (see listBuildFiles).
   */
  publish(app: string, version: string, dir: string, record: ReleaseRecord): Promise<void>;
}
