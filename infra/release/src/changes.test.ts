import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lock, pin, promote, rollback, unlock } from './changes';
import { readEnvironmentFile } from './environments/env-file';
import { readHistory } from './environments/history';
import { createFixture } from './test-support';

const APP = 'mf-cashier';

const setup = async () => {
  const fixture = createFixture();
  await fixture.writeEnv({ name: 'local', remotes: {} });
  await fixture.writeEnv({ name: 'production', production: true, remotes: {} });
  return fixture;
};

const versionIn = async (dir: string, env: string, app = APP) =>
  (await readEnvironmentFile(dir, env)).remotes[app]?.version;

describe('pin', () => {
  it('refuses a version that was never published, naming the latest ones', async () => {
    const { ctx, publish } = await setup();
    await publish(APP, '1.0.0');
    await expect(pin(ctx, { env: 'local', app: APP, version: '9.9.9' })).rejects.toThrow(
      'mf-cashier@9.9.9 is not published (latest: 1.0.0)',
    );
  });

  it('refuses a build of another contract major than the shell speaks', async () => {
    const { ctx, publish, dir } = await setup();
    await publish(APP, '2.0.0', '2.0.0');
    await expect(pin(ctx, { env: 'local', app: APP, version: '2.0.0' })).rejects.toThrow(
      'built against contract 2.0.0, this shell provides 1.1.0 (another major)',
    );
    expect(await versionIn(dir, 'local')).toBeUndefined();
  });

  it('pins a newer minor that runs on its own contract copy, and refuses one needing a newer shell', async () => {
    const { ctx, publish, dir } = await setup();
    await publish(APP, '1.5.0', '1.3.0', '^19.0.0', '1.1.0');
    await pin(ctx, { env: 'local', app: APP, version: '1.5.0' });
    expect(await versionIn(dir, 'local')).toBe('1.5.0');
    await publish(APP, '1.6.0', '1.3.0', '^19.0.0', '1.2.0');
    await expect(pin(ctx, { env: 'local', app: APP, version: '1.6.0' })).rejects.toThrow(
      'built against contract 1.3.0 and needs a shell of contract 1.2.0 or later; this shell provides 1.1.0',
    );
    expect(await versionIn(dir, 'local')).toBe('1.5.0');
  });

  it('refuses a shared singleton range the shell version does not satisfy', async () => {
    const { ctx, publish } = await setup();
    await publish(APP, '1.1.0', '1.0.0', '^18.2.0');
    await expect(pin(ctx, { env: 'local', app: APP, version: '1.1.0' })).rejects.toThrow(
      'it needs react ^18.2.0, the shell provides 19.2.0',
    );
  });

  it('pins a compatible version with who and when, and records it in the history', async () => {
    const { ctx, publish, dir } = await setup();
    await publish(APP, '1.0.0');
    await publish(APP, '1.1.0');
    await pin(ctx, { env: 'local', app: APP, version: '1.0.0' });
    await pin(ctx, { env: 'local', app: APP, version: '1.1.0', reason: 'new deposit form' });
    const environment = await readEnvironmentFile(dir, 'local');
    expect(environment.remotes[APP]).toMatchObject({ version: '1.1.0', pinnedBy: 'tester' });
    expect(environment.remotes[APP]?.pinnedAt).toMatch(/^2026-11-23T/);
    const history = await readHistory(dir, 'local');
    expect(history.map((entry) => [entry.action, entry.from, entry.to, entry.reason])).toEqual([
      ['pin', null, '1.0.0', null],
      ['pin', '1.0.0', '1.1.0', 'new deposit form'],
    ]);
  });

  it('lets --force past the checks outside production, never in production', async () => {
    const { ctx, publish, dir } = await setup();
    await publish(APP, '2.0.0', '2.0.0');
    await pin(ctx, { env: 'local', app: APP, version: '2.0.0', force: true });
    expect(await versionIn(dir, 'local')).toBe('2.0.0');
    await expect(
      pin(ctx, { env: 'production', app: APP, version: '2.0.0', force: true }),
    ).rejects.toThrow('--force is not offered for production');
    await expect(
      pin(ctx, { env: 'local', app: APP, version: '3.0.0', force: true }),
    ).rejects.toThrow('is not published');
  });
});

describe('rollback', () => {
  it('goes back N versions, and further on the next rollback', async () => {
    const { ctx, publish, dir } = await setup();
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
      await publish(APP, version);
      await pin(ctx, { env: 'local', app: APP, version });
    }
    await rollback(ctx, 'local', APP, 2);
    expect(await versionIn(dir, 'local')).toBe('1.1.0');
    await rollback(ctx, 'local', APP);
    expect(await versionIn(dir, 'local')).toBe('1.0.0');
    await expect(rollback(ctx, 'local', APP)).rejects.toThrow(
      'has 0 earlier version(s) in its history; cannot go back 1',
    );
    const last = (await readHistory(dir, 'local')).at(-1);
    expect(last).toMatchObject({ action: 'rollback', from: '1.1.0', to: '1.0.0', steps: 1 });
  });

  it('counts a pin after a rollback as a new step', async () => {
    const { ctx, publish, dir } = await setup();
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) await publish(APP, version);
    await pin(ctx, { env: 'local', app: APP, version: '1.0.0' });
    await pin(ctx, { env: 'local', app: APP, version: '1.1.0' });
    await rollback(ctx, 'local', APP);
    await pin(ctx, { env: 'local', app: APP, version: '1.2.0' });
    await rollback(ctx, 'local', APP);
    expect(await versionIn(dir, 'local')).toBe('1.0.0');
  });
});

describe('lock', () => {
  it("refuses others' pins and promotions until unlocked, lets its owner work, and needs a reason", async () => {
    const { ctx, as, publish, dir } = await setup();
    const bobs = as('bob');
    await publish(APP, '1.0.0');
    await expect(lock(ctx, 'production', ' ')).rejects.toThrow('lock needs --reason');
    await lock(ctx, 'production', 'Champions League final');
    await expect(pin(bobs, { env: 'production', app: APP, version: '1.0.0' })).rejects.toThrow(
      /^production is locked by tester until 2026-11-23T14:0\d:00.000Z \("Champions League final"\): pin refused; ask tester to unlock it$/,
    );
    await pin(bobs, { env: 'local', app: APP, version: '1.0.0' });
    await expect(promote(bobs, 'local', 'production', [])).rejects.toThrow('promotion refused');
    await expect(lock(bobs, 'production', 'mine')).rejects.toThrow(
      'production is already locked by tester until',
    );
    await expect(unlock(bobs, 'production')).rejects.toThrow(
      'only tester unlocks it, or unlock --force --reason',
    );
    await unlock(ctx, 'production');
    await promote(bobs, 'local', 'production', []);
    expect(await versionIn(dir, 'production')).toBe('1.0.0');
    const history = await readHistory(dir, 'production');
    expect(history.map((entry) => [entry.action, entry.by, entry.machine])).toEqual([
      ['lock', 'tester', 'test-machine'],
      ['unlock', 'tester', 'test-machine'],
      ['promote', 'bob', 'test-machine'],
    ]);
    expect((await readEnvironmentFile(dir, 'production')).revision).toBe(3);
  });

  it('ends by itself at its expiry, and only by force for anyone else before it', async () => {
    const { ctx, as, publish } = await setup();
    const bobs = as('bob');
    await publish(APP, '1.0.0');
    await lock(ctx, 'production', 'a short freeze', 1); // the fixture's clock moves a minute a read
    await pin(bobs, { env: 'production', app: APP, version: '1.0.0' });
    await lock(bobs, 'production', 'my release');
    await expect(unlock(ctx, 'production', null, true)).rejects.toThrow(
      'unlock --force needs --reason',
    );
    await unlock(ctx, 'production', 'bob is away', true);
    const last = (await readHistory(ctx.environments.location, 'production')).at(-1);
    expect(last).toMatchObject({
      action: 'unlock',
      by: 'tester',
      reason: "took bob's lock away: bob is away",
    });
  });
});

describe('promote', () => {
  it('copies the named pins, checked against the target shell', async () => {
    const { ctx, publish, dir, writeEnv } = await setup();
    await publish(APP, '1.0.0');
    await publish('mf-content', '1.0.0');
    await pin(ctx, { env: 'local', app: APP, version: '1.0.0' });
    await pin(ctx, { env: 'local', app: 'mf-content', version: '1.0.0' });
    await writeEnv({
      name: 'staging',
      shell: { contractVersion: '2.0.0', shared: {} },
      remotes: {},
    });
    await expect(promote(ctx, 'local', 'staging', [APP])).rejects.toThrow('another major');
    await promote(ctx, 'local', 'production', ['mf-content'], 'friday release');
    const production = await readEnvironmentFile(dir, 'production');
    expect(Object.keys(production.remotes)).toEqual(['mf-content']);
    expect((await readHistory(dir, 'production'))[0]).toMatchObject({
      action: 'promote',
      to: '1.0.0',
      reason: 'friday release',
    });
  });
});

describe('concurrent pins', () => {
  it('keep every history entry and leave one consistent file', async () => {
    const { ctx, publish, dir } = await setup();
    const apps = ['mf-auth', 'mf-cashier', 'mf-content', 'mf-gamehall', 'mf-loyalty', 'mf-profile'];
    for (const app of apps) await publish(app, '1.0.0');
    await Promise.all(apps.map((app) => pin(ctx, { env: 'local', app, version: '1.0.0' })));
    const environment = await readEnvironmentFile(dir, 'local');
    expect(Object.keys(environment.remotes).sort()).toEqual(apps);
    const history = await readHistory(dir, 'local');
    expect(history.map((entry) => entry.app).sort()).toEqual(apps);
    const raw = await readFile(path.join(dir, 'local.json'), 'utf8');
    expect(() => JSON.parse(raw) as unknown).not.toThrow();
  });
});
