// The release CLI: publish remote builds to the artifact store, and pin, promote, roll back
// and lock them per environment (infra/environments/<env>.json, read live by the edge).
// Refusals and bad arguments print one line and exit non-zero (1 refused, 2 usage).
import path from 'node:path';
import { parseArgs } from 'node:util';
import semver from 'semver';
import { lock, lockDuration, pin, promote, rollback, unlock } from './changes';
import type { ReleaseContext } from './context';
import type { HistoryEntry } from './environments/history';
import { migrateEnvironments } from './environments/migrate-files';
import { openEnvironmentStore } from './environments/open';
import { openFileEnvironmentStore } from './environments/file-env-store';
import { openPgEnvironmentStore } from './environments/pg-env-store';
import { diff, history, status } from './inspect';
import { publish } from './publish';
import { openArtifactStore } from './store/index';
import { formatTable } from './table';
import { currentMachine, currentUser } from './who';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export const USAGE = `Usage: npm run release -- <command> [arguments]

Commands:
  publish <app> [--dir <folder>]       build <app> once and publish it as <app>@<its package.json version>
  pin <env> <app>@<version>            run that version in <env> (checked: published, contract major,
      [--force] [--reason "…"]           shared singleton ranges; --force skips the checks, never in production)
  promote <from-env> <to-env> [apps…]  copy pins (all by default) from one environment to another
  rollback <env> <app> [--steps N]     go back N versions (default 1) in <env>'s history of <app>
  history <env> [app]                  every change of <env>: who, when, from → to, why
  status [env]                         app, version, contract, published at, pinned at, by
  diff <env-a> <env-b>                 which remotes differ between two environments
  lock <env> --reason "…" [--for 4h]   refuse changes to <env> by anyone else until unlocked or
                                         expired (--for: 30m, 4h, 2d; default 4h, at most 7d)
  unlock <env> [--force --reason "…"]  end your lock (--force ends someone else's, recorded)
  versions <app>                       the published versions of <app>
  migrate-environments                 copy the environment files and their history into
                                         ENVIRONMENTS_DATABASE_URL once (an environment it has is kept)

Settings: ENVIRONMENTS_DIR (infra/environments), or ENVIRONMENTS_DATABASE_URL (PostgreSQL
shared by every edge and release manager; the CLI migrates its schema); ARTIFACTS_DIR
(infra/artifacts) or ARTIFACT_STORE=s3 with S3_ENDPOINT, S3_BUCKET, S3_PREFIX, S3_REGION,
S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; RELEASE_ACTOR (who you are; default git user.name,
then the OS user).`;

/** A mistake in the command line: printed as one line, exit 2. */
class UsageError extends Error {}

const DEFAULT_ENVIRONMENTS_DIR = path.join(REPO_ROOT, 'infra/environments');

const contextFrom = async (env: NodeJS.ProcessEnv): Promise<ReleaseContext> => ({
  environments: await openEnvironmentStore(env, DEFAULT_ENVIRONMENTS_DIR),
  store: openArtifactStore(env),
  shellDir: path.join(REPO_ROOT, 'shell'),
  who: currentUser(REPO_ROOT, env),
  machine: currentMachine(),
  now: () => new Date(),
});

/** Copies the environment files into the database (`migrate-environments`). */
const migrateCommand = async (env: NodeJS.ProcessEnv, who: string): Promise<string[]> => {
  const url = env.ENVIRONMENTS_DATABASE_URL;
  if (!url) throw new UsageError('migrate-environments needs ENVIRONMENTS_DATABASE_URL');
  const database = await openPgEnvironmentStore({ url });
  try {
    const files = openFileEnvironmentStore(env.ENVIRONMENTS_DIR || DEFAULT_ENVIRONMENTS_DIR);
    return await migrateEnvironments(files, database, () => ({
      at: new Date().toISOString(),
      by: who,
      machine: currentMachine(),
      action: 'migrate',
      app: null,
      from: null,
      to: null,
      reason: `copied from ${files.location}`,
    }));
  } finally {
    await database.close();
  }
};

const historyTable = (entries: readonly HistoryEntry[]): string =>
  entries.length === 0
    ? 'no changes recorded'
    : formatTable(
        ['at', 'by', 'action', 'app', 'from → to', 'why'],
        entries.map((entry) => [
          entry.at,
          entry.machine ? `${entry.by}@${entry.machine}` : entry.by,
          entry.action + (entry.steps && entry.steps > 1 ? ` ${entry.steps}` : ''),
          entry.app ?? '',
          entry.app ? `${entry.from ?? '-'} → ${entry.to ?? '-'}` : '',
          entry.reason ?? '',
        ]),
      );

const changed = (entries: readonly HistoryEntry[], env: string): string =>
  entries.length === 0
    ? `${env}: nothing to change`
    : entries
        .map((entry) =>
          entry.app
            ? `${env}: ${entry.action} ${entry.app} ${entry.from ?? '-'} → ${entry.to ?? '-'}`
            : `${env}: ${entry.action}${entry.reason ? ` (${entry.reason})` : ''}`,
        )
        .join('\n');

const need = (value: string | undefined, what: string): string => {
  if (value === undefined || value === '') throw new UsageError(`missing ${what}; see --help`);
  return value;
};

const noMore = (rest: readonly string[], command: string) => {
  if (rest.length > 0)
    throw new UsageError(`${command} takes no argument "${rest[0]}"; see --help`);
};

const splitPin = (spec: string): [string, string] => {
  const at = spec.lastIndexOf('@');
  if (at <= 0 || at === spec.length - 1) throw new UsageError(`"${spec}" is not <app>@<version>`);
  return [spec.slice(0, at), spec.slice(at + 1)];
};

/** Runs one command line; returns the exit code. */
export const main = async (
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (text: string) => void = (text) => console.log(text),
  err: (text: string) => void = (text) => console.error(text),
): Promise<number> => {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        force: { type: 'boolean' },
        reason: { type: 'string' },
        steps: { type: 'string' },
        for: { type: 'string' },
        dir: { type: 'string' },
      },
    });
    const [command, ...args] = positionals;
    if (values.help || command === undefined || command === 'help') {
      out(USAGE);
      return command === undefined && !values.help ? 2 : 0;
    }
    if (command === 'migrate-environments') {
      noMore(args, command);
      for (const line of await migrateCommand(env, currentUser(REPO_ROOT, env))) out(line);
      return 0;
    }
    const ctx = await contextFrom(env);
    try {
      return await runCommand(ctx, command, args, values, out);
    } finally {
      await ctx.environments.close();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    err(`release: ${message.split('\n')[0]}`);
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) return 2;
    return 1;
  }
};

type Options = Readonly<{
  force?: boolean;
  reason?: string;
  steps?: string;
  for?: string;
  dir?: string;
}>;

const runCommand = async (
  ctx: ReleaseContext,
  command: string,
  args: readonly string[],
  values: Options,
  out: (text: string) => void,
): Promise<number> => {
  const reason = values.reason ?? null;
  switch (command) {
    case 'publish': {
      const app = need(args[0], '<app>');
      noMore(args.slice(1), command);
      const dir = values.dir ? path.resolve(values.dir) : path.join(REPO_ROOT, app);
      await publish(ctx, app, { dir, log: out });
      return 0;
    }
    case 'pin': {
      const target = need(args[0], '<env>');
      const [app, version] = splitPin(need(args[1], '<app>@<version>'));
      noMore(args.slice(2), command);
      out(
        changed(await pin(ctx, { env: target, app, version, force: values.force, reason }), target),
      );
      return 0;
    }
    case 'promote': {
      const from = need(args[0], '<from-env>');
      const to = need(args[1], '<to-env>');
      out(changed(await promote(ctx, from, to, args.slice(2), reason), to));
      return 0;
    }
    case 'rollback': {
      const target = need(args[0], '<env>');
      const app = need(args[1], '<app>');
      noMore(args.slice(2), command);
      const steps = values.steps === undefined ? 1 : Number(values.steps);
      if (!Number.isInteger(steps) || steps < 1)
        throw new UsageError('--steps takes a whole number from 1');
      out(changed(await rollback(ctx, target, app, steps, reason), target));
      return 0;
    }
    case 'history': {
      const target = need(args[0], '<env>');
      noMore(args.slice(2), command);
      out(historyTable(await history(ctx, target, args[1] ?? null)));
      return 0;
    }
    case 'status': {
      noMore(args.slice(1), command);
      const envs = args[0] ? [args[0]] : await ctx.environments.list();
      for (const name of envs) {
        const report = await status(ctx, name);
        out(
          `${report.env}${report.production ? ' (production)' : ''} revision ${report.revision}${report.locked ? `  ${report.locked}` : ''}`,
        );
        out(
          formatTable(
            ['app', 'version', 'contract', 'published at', 'pinned at', 'by'],
            report.rows.map((row) => [
              row.app,
              row.version,
              row.contract,
              row.publishedAt,
              row.pinnedAt,
              row.by,
            ]),
          ) + '\n',
        );
      }
      return 0;
    }
    case 'diff': {
      const a = need(args[0], '<env-a>');
      const b = need(args[1], '<env-b>');
      noMore(args.slice(2), command);
      const rows = await diff(ctx, a, b);
      out(
        formatTable(
          ['app', a, b, ''],
          rows.map((row) => [row.app, row.a, row.b, row.same ? '' : 'differs']),
        ),
      );
      const differing = rows.filter((row) => !row.same).length;
      out(
        differing === 0 ? `${a} and ${b} run the same versions` : `${differing} remote(s) differ`,
      );
      return 0;
    }
    case 'lock': {
      const target = need(args[0], '<env>');
      noMore(args.slice(1), command);
      if (reason === null) throw new UsageError('lock needs --reason "…"');
      const ms = values.for === undefined ? undefined : lockDuration(values.for);
      out(changed(await lock(ctx, target, reason, ms), target));
      return 0;
    }
    case 'unlock': {
      const target = need(args[0], '<env>');
      noMore(args.slice(1), command);
      out(changed(await unlock(ctx, target, reason, values.force ?? false), target));
      return 0;
    }
    case 'versions': {
      const app = need(args[0], '<app>');
      noMore(args.slice(1), command);
      const versions = await ctx.store.versions(app);
      out(
        versions.length
          ? versions.sort(semver.compare).join('\n')
          : `${app} has no published version`,
      );
      return 0;
    }
    default:
      throw new UsageError(`unknown command "${command}"; see --help`);
  }
};
