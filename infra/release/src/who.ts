// Who is acting and which commit a build comes from, for the release records and history.
import { execFileSync } from 'node:child_process';
import { hostname, userInfo } from 'node:os';

const git = (cwd: string, args: string[]): string | null => {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
};

/** RELEASE_ACTOR (RELEASE_USER, its older name), else git's user.name, else the OS user. */
export const currentUser = (cwd: string, env: NodeJS.ProcessEnv = process.env): string =>
  env.RELEASE_ACTOR?.trim() ||
  env.RELEASE_USER?.trim() ||
  git(cwd, ['config', 'user.name']) ||
  userInfo().username;

/** The machine a release command runs on, as the history records it. */
export const currentMachine = (): string => hostname();

/** The commit `dir` is checked out at, with '+dirty' when it has uncommitted changes. */
export const commitOf = (dir: string): string | null => {
  const head = git(dir, ['rev-parse', 'HEAD']);
  if (head === null) return null;
  const dirty = git(dir, ['status', '--porcelain', '--', '.']);
  return dirty ? `${head}+dirty` : head;
};
