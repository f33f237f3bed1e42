import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEdge } from './edge';
import { EnvironmentFileError, openEnvironment, parseEnvironment } from './environments';
import { createFixture, runtimeConfigOf } from './test-fixtures';
import type { Fixture } from './test-fixtures';

let fixture: Fixture;
let now: number;
let logged: string[];

const open = (environment = 'local') =>
  openEnvironment({
    environmentsDir: fixture.environmentsDir,
    environment,
    clock: () => now,
    log: (line) => logged.push(line),
  });

/** Rewrites a file and moves its mtime forward, as a release CLI writing it later would. */
const rewrite = async (file: string, content: string, secondsLater: number) => {
  await writeFile(file, content);
  const later = new Date(Date.now() + secondsLater * 1000);
  await utimes(file, later, later);
};

const pinsOf = async (source: ReturnType<typeof open>) =>
  (await source.current()).remotes.map((pin) => `${pin.name}@${pin.version}`);

beforeEach(async () => {
  fixture = await createFixture();
  now = 1_000_000;
  logged = [];
});
afterEach(() => fixture.cleanup());

describe('environment file', () => {
  it('reaches the next page load after an edit, checking at most once a second', async () => {
    const edge = createEdge({
      shellDir: fixture.shellDir,
      artifactsDir: fixture.artifactsDir,
      environmentsDir: fixture.environmentsDir,
      clock: () => now,
      log: (line) => logged.push(line),
    });
    const versionOnPage = async () => {
      const html = await (await edge.app.request('/', { headers: { Accept: 'text/html' } })).text();
      return JSON.stringify(runtimeConfigOf(html)).match(/"version":"([^"]+)"/)?.[1];
    };
    expect(await versionOnPage()).toBe('1.0.0');

    const file = join(fixture.environmentsDir, 'local.json');
    await rewrite(
      file,
      JSON.stringify({
        name: 'local',
        production: false,
        remotes: { 'mf-cashier': { version: '1.1.0' } },
      }),
      5,
    );
    now += 500;
    expect(await versionOnPage()).toBe('1.0.0'); // within the second: not looked at yet
    now += 500;
    expect(await versionOnPage()).toBe('1.1.0');
    expect(logged.join('\n')).toContain('reloaded');
  });

  it('keeps the last good pins when an edit breaks the file, and says so once', async () => {
    const source = open();
    const file = join(fixture.environmentsDir, 'local.json');
    await rewrite(file, '{ "name": "local", ', 5);
    now += 1000;
    expect(await pinsOf(source)).toEqual(['mf-cashier@1.0.0', 'mf-auth@1.0.0']);
    now += 1000;
    await source.current();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(file);
    expect(logged[0]).toContain('not valid JSON');

    await fixture.writeEnvironment('local', { 'mf-cashier': '2.0.0' });
    await utimes(file, new Date(Date.now() + 10_000), new Date(Date.now() + 10_000));
    now += 1000;
    expect(await pinsOf(source)).toEqual(['mf-cashier@2.0.0']);
  });

  it('stops startup with an error naming a malformed file', async () => {
    const file = join(fixture.environmentsDir, 'local.json');
    await writeFile(file, '{ "name": "local", "production": false, "remotes": ');
    const start = () =>
      createEdge({
        environmentsDir: fixture.environmentsDir,
        shellDir: fixture.shellDir,
        log: () => {},
      });
    expect(start).toThrow(EnvironmentFileError);
    expect(start).toThrow(`${file}: not valid JSON`);
  });

  it('stops startup with an error naming a missing file', () => {
    expect(() => open('staging')).toThrow(join(fixture.environmentsDir, 'staging.json'));
  });

  it.each([
    [[], 'expected a JSON object'],
    [{ name: 'local', production: 'no', remotes: {} }, '"production" must be true or false'],
    [
      { name: 'staging', production: false, remotes: {} },
      '"name" is "staging" but the file is for "local"',
    ],
    [{ name: 'local', production: false, remotes: [] }, '"remotes" must be an object'],
    [
      { name: 'local', production: false, remotes: { 'mf-cashier': '1.0.0' } },
      'remotes.mf-cashier.version',
    ],
    [
      { name: 'local', production: false, remotes: { 'mf-cashier': { version: '../x' } } },
      'remotes.mf-cashier.version must be a semver',
    ],
    // The release CLI's rule: no leading zeros, so the edge never serves what it refuses.
    [
      { name: 'local', production: false, remotes: { 'mf-cashier': { version: '01.0.0' } } },
      'remotes.mf-cashier.version must be a semver',
    ],
    [
      { name: 'local', production: false, remotes: { Mf_Cashier: { version: '1.0.0' } } },
      'remote name "Mf_Cashier" is not kebab-case',
    ],
  ])('rejects %j: %s', (value, problem) => {
    expect(() => parseEnvironment(value, '/envs/local.json', 'local')).toThrow(
      `/envs/local.json: ${problem}`,
    );
  });

  it('refuses an environment name that could leave the folder', () => {
    expect(() => open('../local')).toThrow('is not an environment name');
  });

  it('accepts the checked-in environment files', async () => {
    const dir = join(import.meta.dirname, '../../environments');
    for (const [name, production] of [
      ['local', false],
      ['staging', false],
      ['production', true],
    ] as const) {
      const source = openEnvironment({
        environmentsDir: dir,
        environment: name,
        clock: () => 0,
        log: () => {},
      });
      const environment = await source.current();
      expect(environment.production).toBe(production);
      expect(environment.remotes.map((pin) => pin.name).sort()).toEqual([
        'mf-auth',
        'mf-cashier',
        'mf-content',
        'mf-gamehall',
        'mf-loyalty',
        'mf-profile',
      ]);
    }
  });
});
