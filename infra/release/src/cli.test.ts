import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, USAGE } from './cli';
import { readEnvironmentFile } from './environments/env-file';
import { readHistory } from './environments/history';
import { createFixture } from './test-support';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const run = async (argv: string[], env: NodeJS.ProcessEnv = {}) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    argv,
    env,
    (text) => out.push(text),
    (text) => err.push(text),
  );
  return { code, out: out.join('\n'), err };
};

describe('release CLI', () => {
  it('lists every command in --help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    for (const command of [
      'publish',
      'pin',
      'promote',
      'rollback',
      'history',
      'status',
      'diff',
      'lock',
      'unlock',
      'migrate-environments',
    ]) {
      expect(out).toMatch(new RegExp(`^  ${command} `, 'm'));
    }
    expect(out).toBe(USAGE);
  });

  it.each([
    [['frobnicate'], 'release: unknown command "frobnicate"; see --help'],
    [['pin', 'local', 'mf-cashier'], 'release: "mf-cashier" is not <app>@<version>'],
    [['pin', 'local'], 'release: missing <app>@<version>; see --help'],
    [['status', '--colour'], "release: Unknown option '--colour'"],
    [
      ['rollback', 'local', 'mf-cashier', '--steps', 'two'],
      'release: --steps takes a whole number from 1',
    ],
    [['migrate-environments'], 'release: migrate-environments needs ENVIRONMENTS_DATABASE_URL'],
  ])('answers %j with one line and exit 2', async (argv, line) => {
    const { code, err } = await run(argv);
    expect(code).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(line);
  });

  it('exits 1 with one line for a refusal', async () => {
    const { dir, publish, writeEnv, store } = createFixture();
    await writeEnv({ name: 'local', remotes: {} });
    await publish('mf-cashier', '2.0.0', '2.0.0');
    const env = { ENVIRONMENTS_DIR: dir, ARTIFACTS_DIR: store.location };
    const { code, err } = await run(['pin', 'local', 'mf-cashier@2.0.0'], env);
    expect(code).toBe(1);
    expect(err).toEqual([
      expect.stringMatching(
        /^release: mf-cashier@2\.0\.0 refused: it was built against contract 2\.0\.0/,
      ),
    ]);
  });

  it.each(['0h', '8d', '90', 'soon'])('refuses a lock --for %s with one line', async (span) => {
    const { dir, writeEnv, store } = createFixture();
    await writeEnv({ name: 'local', remotes: {} });
    const env = { ENVIRONMENTS_DIR: dir, ARTIFACTS_DIR: store.location };
    const { code, err } = await run(['lock', 'local', '--reason', 'x', '--for', span], env);
    expect([code, err]).toEqual([
      1,
      ['release: --for takes minutes, hours or days up to 7d, such as 30m, 4h or 2d'],
    ]);
  });

  it('prints status and diff as tables', async () => {
    const { dir, publish, writeEnv, store } = createFixture();
    await writeEnv({ name: 'local', remotes: {} });
    await writeEnv({ name: 'staging', remotes: {} });
    await publish('mf-cashier', '1.0.0');
    await publish('mf-cashier', '1.1.0');
    const env = { ENVIRONMENTS_DIR: dir, ARTIFACTS_DIR: store.location, RELEASE_ACTOR: 'aziza' };
    await run(['pin', 'staging', 'mf-cashier@1.0.0'], env);
    await run(['pin', 'local', 'mf-cashier@1.1.0'], env);
    const status = await run(['status', 'local'], env);
    expect(status.out).toMatch(/^app +version +contract +published at +pinned at +by$/m);
    expect(status.out).toMatch(
      /^mf-cashier +1\.1\.0 +1\.0\.0 +2026-11-23 \d\d:\d\d +20\d\d-\d\d-\d\d \d\d:\d\d +aziza$/m,
    );
    const diff = await run(['diff', 'local', 'staging'], env);
    expect(diff.out).toMatch(/^mf-cashier +1\.1\.0 +1\.0\.0 +differs$/m);
    expect(diff.out).toContain('1 remote(s) differ');
  });

  it('keeps both entries when two processes pin one environment at once', async () => {
    const { dir, publish, writeEnv, store } = createFixture();
    await writeEnv({ name: 'local', remotes: {} });
    await publish('mf-cashier', '1.0.0');
    await publish('mf-loyalty', '1.0.0');
    const env = { ...process.env, ENVIRONMENTS_DIR: dir, ARTIFACTS_DIR: store.location };
    const pinInChild = (spec: string) =>
      new Promise<number>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            path.join(REPO_ROOT, 'infra/release/src/main.ts'),
            'pin',
            'local',
            spec,
          ],
          { env, stdio: 'ignore' },
        );
        child.on('close', (code) => resolve(code ?? 1));
      });
    expect(
      await Promise.all([pinInChild('mf-cashier@1.0.0'), pinInChild('mf-loyalty@1.0.0')]),
    ).toEqual([0, 0]);
    const environment = await readEnvironmentFile(dir, 'local');
    expect(Object.keys(environment.remotes).sort()).toEqual(['mf-cashier', 'mf-loyalty']);
    expect((await readHistory(dir, 'local')).map((entry) => entry.app).sort()).toEqual([
      'mf-cashier',
      'mf-loyalty',
    ]);
  });
});
