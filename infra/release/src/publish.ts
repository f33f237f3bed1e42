// `release publish <app>`: builds the remote once and writes the build, with its release
// record, to the artifact store as /remotes/<app>/<version>/. A version is published once.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildDir } from '@omad/stack/src/builds';
import { withBuildLock } from '@omad/stack/src/build-lock';
import type { ReleaseContext } from './context';
import { ReleaseError } from './environments/env-file';
import { isAppName, isVersion } from './store/names';
import { describeBuild } from './store/record';
import type { ReleaseRecord } from './store/artifact-store';
import { commitOf } from './who';

const versionIn = (dir: string): string => {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) throw new ReleaseError(`${dir} has no package.json: is it an app folder?`);
  const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest
      ? manifest.version
      : undefined;
  if (typeof version !== 'string' || !isVersion(version)) {
    throw new ReleaseError(`${file} has no semver "version"`);
  }
  return version;
};

export type PublishOptions = Readonly<{
  /** The app's folder; another checkout of it (a worktree) may be named. */
  dir: string;
  log: (line: string) => void;
}>;

export const publish = async (
  ctx: ReleaseContext,
  app: string,
  { dir, log }: PublishOptions,
): Promise<ReleaseRecord> => {
  if (!isAppName(app) || !app.startsWith('mf-')) {
    throw new ReleaseError(`"${app}" is not a remote (mf-auth, mf-cashier, …)`);
  }
  // The build names itself after its folder, so a checkout elsewhere keeps the app's name.
  if (path.basename(dir) !== app) throw new ReleaseError(`${dir} is not a folder named ${app}`);
  const version = versionIn(dir);
  if (await ctx.store.record(app, version)) {
    throw new ReleaseError(
      `${app}@${version} is already published in ${ctx.store.location}; bump "version" in ${path.join(dir, 'package.json')}`,
    );
  }
  log(`building ${app}@${version} from ${dir}…`);
  await withBuildLock(() => buildDir(dir), log);
  const out = path.join(dir, 'dist', version);
  const build = await describeBuild(out);
  const record: ReleaseRecord = {
    ...build,
    app,
    version,
    commit: commitOf(dir),
    publishedAt: ctx.now().toISOString(),
    publishedBy: ctx.who,
    origin: 'release',
  };
  await ctx.store.publish(app, version, out, record);
  log(
    `published ${app}@${version} (contract ${record.contractVersion ?? 'unknown'}, ${Object.keys(record.files).length} files) to ${ctx.store.location}`,
  );
  return record;
};
