// Many edges, one truth (ENVIRONMENTS_DATABASE_URL): two edge processes and release CLI
// processes on a PostgreSQL server of this test's own (it is stopped and started again
// here). A pin shows on both edges within a second; concurrent pins from two processes all
// land in order; a lock holds against the other manager; an edge whose database goes away
// keeps serving, says so in /healthz, and catches up when it returns. Runs in npm test's
// PostgreSQL stage (TEST_POSTGRES_URL says PostgreSQL is here).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_TEMPLATE } from '../../edge/src/test-fixtures';
import { writeEnvironmentFile } from '../../release/src/environments/env-file';
import { createFsStore } from '../../release/src/store/fs-store';
import { describeBuild } from '../../release/src/store/record';
import { fakeBuild, SHELL } from '../../release/src/test-support';
import { freePort } from './free-port';
import { REPO_ROOT } from './paths';
import { createTestDatabase, startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

const APP = 'mf-cashier';
const ENV = 'staging';
const VERSIONS = Array.from({ length: 24 }, (_, index) => `1.${index}.0`);

type Run = Readonly<{ code: number; out: string; err: string }>;

describe.runIf(process.env.TEST_POSTGRES_URL)('many edges, one environment database', () => {
  let database: ThrowawayPostgres;
  let root: string;
  let url: string;
  const edges: { origin: string; child: ChildProcess; log: () => string }[] = [];

  const release = (args: string[], actor: string, script = 'infra/release/src/main.ts') =>
    new Promise<Run>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          ENVIRONMENTS_DATABASE_URL: url,
          ENVIRONMENTS_DIR: path.join(root, 'environments'),
          ARTIFACTS_DIR: path.join(root, 'artifacts'),
          RELEASE_ACTOR: actor,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('close', (code) => resolve({ code: code ?? 1, out, err }));
    });

  const startEdge = async () => {
    const port = await freePort();
    const closed = `http://127.0.0.1:${await freePort()}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/edge/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        OMAD_ENV: ENV,
        SHELL_DIR: path.join(root, 'shell'),
        ARTIFACTS_DIR: path.join(root, 'artifacts'),
        ENVIRONMENTS_DATABASE_URL: url,
        API_UPSTREAM: closed,
        CMS_URL: closed,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const origin = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + 60_000; ;) {
      const status = await fetch(`${origin}/healthz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`edge: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    edges.push({ origin, child, log: () => log });
  };

  /** The version of APP each edge's next page inlines into its remote map. */
  const served = () =>
    Promise.all(
      edges.map(async ({ origin }) => {
        const html = await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text();
        return new RegExp(`/remotes/${APP}/([0-9.]+)/mf-manifest\\.json`).exec(html)?.[1] ?? null;
      }),
    );
  const health = () =>
    Promise.all(
      edges.map(
        async ({ origin }) => (await (await fetch(`${origin}/healthz`)).json()).environment,
      ),
    );

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'omad-many-edges-'));
    database = await startThrowawayPostgres();
    url = await createTestDatabase(database.serverUrl, 'environments');
    mkdirSync(path.join(root, 'shell'));
    writeFileSync(path.join(root, 'shell', 'index.html'), SHELL_TEMPLATE);
    const store = createFsStore(path.join(root, 'artifacts'));
    for (const version of VERSIONS) {
      const build = fakeBuild(root, '1.0.0', '^19.0.0');
      await store.publish(APP, version, build, {
        ...(await describeBuild(build)),
        app: APP,
        version,
        commit: null,
        publishedAt: '2026-11-30T00:00:00.000Z',
        publishedBy: 'ci',
        origin: 'release',
      });
    }
    mkdirSync(path.join(root, 'environments'));
    await writeEnvironmentFile(path.join(root, 'environments'), {
      name: ENV,
      revision: 0,
      production: false,
      simulations: false,
      locked: null,
      shell: SHELL,
      remotes: { [APP]: { version: '1.0.0', pinnedAt: null, pinnedBy: null } },
    });
    const copied = await release(['migrate-environments'], 'ci');
    expect(copied.out).toContain(`${ENV}: copied with 0 history entries`);
    await Promise.all([startEdge(), startEdge()]);
  }, 120_000);

  afterAll(() => {
    edges.forEach((e) => console.log('EDGELOG', e.log()));
    for (const edge of edges) edge.child.kill('SIGTERM');
    database?.stop();
    rmSync(root, { recursive: true, force: true });
  }, 90_000);

  it('shows a pin made through one CLI on both edges within a second', async () => {
    expect(await served()).toEqual(['1.0.0', '1.0.0']);
    const pinned = await release(['pin', ENV, `${APP}@1.1.0`, '--reason', 'new cashier'], 'alice');
    expect(pinned).toMatchObject({ code: 0, out: `${ENV}: pin ${APP} 1.0.0 → 1.1.0\n` });
    await expect.poll(served, { timeout: 1000, interval: 50 }).toEqual(['1.1.0', '1.1.0']);
    for (const edge of await health()) {
      expect(edge).toMatchObject({ source: 'database', revision: 2, reachable: true });
      expect(edge.remotes).toEqual([{ name: APP, version: '1.1.0', verified: true }]);
    }
    const history = await release(['history', ENV], 'bob');
    expect(history.out).toMatch(/alice@\S+ +pin +mf-cashier +1\.0\.0 → 1\.1\.0 +new cashier/);
  }, 90_000);

  it('lands 20 concurrent pins from two processes as 20 ordered entries, ending on the last', async () => {
    const burst = 'infra/stack/src/testing/release-burst.ts';
    const spec = (versions: string[]) => versions.map((version) => `${APP}@${version}`);
    const [alice, bob] = await Promise.all([
      release([ENV, ...spec(VERSIONS.slice(2, 12))], 'alice', burst),
      release([ENV, ...spec(VERSIONS.slice(12, 22))], 'bob', burst),
    ]);
    expect([alice.code, bob.code, alice.err, bob.err]).toEqual([0, 0, '', '']);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const rows = await client.query<{ revision: string; entry: Record<string, string> }>(
      `select revision, entry from omad_release.environment_history
        where environment = $1 and entry->>'reason' = 'burst' order by revision, seq`,
      [ENV],
    );
    const state = await client.query<{ revision: string; version: string }>(
      `select revision, state->'remotes'->$2->>'version' as version
         from omad_release.environments where name = $1`,
      [ENV, APP],
    );
    await client.end();
    expect(rows.rows).toHaveLength(20);
    rows.rows.forEach((row, index) => {
      expect(Number(row.revision)).toBe(3 + index);
      expect(row.entry.from).toBe(index ? rows.rows[index - 1]?.entry.to : '1.1.0');
    });
    const last = rows.rows.at(-1)?.entry.to;
    expect(state.rows[0]).toEqual({ revision: '22', version: last });
    await expect.poll(served, { timeout: 1000, interval: 50 }).toEqual([last, last]);
  }, 90_000);

  it("refuses one manager's lock and pins to the other until it is released or expires", async () => {
    expect((await release(['lock', ENV, '--reason', 'derby', '--for', '1h'], 'alice')).code).toBe(
      0,
    );
    const refused = await release(['lock', ENV, '--reason', 'mine'], 'bob');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /^release: staging is already locked by alice until \S+: "derby"\n$/,
    );
    const pin = await release(['pin', ENV, `${APP}@1.22.0`], 'bob');
    expect(pin.err).toContain('staging is locked by alice until');
    expect((await release(['unlock', ENV], 'alice')).code).toBe(0);
    expect((await release(['lock', ENV, '--reason', 'my turn', '--for', '30m'], 'bob')).code).toBe(
      0,
    );
    expect((await release(['lock', ENV, '--reason', 'again'], 'alice')).code).toBe(1);
    // Thirty minutes later Bob's lock has expired by itself.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      `update omad_release.environment_locks set expires_at = now() - interval '1 second'`,
    );
    await client.end();
    expect((await release(['lock', ENV, '--reason', 'again'], 'alice')).code).toBe(0);
    expect((await release(['status', ENV], 'bob')).out).toMatch(
      /locked by alice on \S+ at .*: again/,
    );
    expect((await release(['unlock', ENV], 'alice')).code).toBe(0);
  }, 90_000);

  it('keeps serving while its database is away, says so, and catches up when it returns', async () => {
    const before = await served();
    database.pause();
    await expect
      .poll(async () => (await health()).map((edge) => edge.reachable), { timeout: 15_000 })
      .toEqual([false, false]);
    expect(await served()).toEqual(before);
    for (const edge of await health()) expect(edge.problem).toEqual(expect.any(String));
    database.resume();
    const pinned = await release(['pin', ENV, `${APP}@1.23.0`], 'alice');
    expect(pinned.code).toBe(0);
    // Back within one poll (5 s) of the database's return.
    await expect.poll(served, { timeout: 12_000, interval: 100 }).toEqual(['1.23.0', '1.23.0']);
    for (const edge of await health()) {
      expect(edge).toMatchObject({ reachable: true, problem: null, following: 'notifications' });
    }
    expect(edges[0]?.log()).toMatch(/lost postgres:\/\/127\.0\.0\.1:\d+\/environments_\w+/);
  }, 90_000);
});
