// The "simulations" flag of an environment file: read by the edge, kept by every CLI write.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvironmentFile, readEnvironmentFile, writeEnvironmentFile } from './env-file';

const file = (fields: Record<string, unknown>) => ({
  name: 'local',
  production: false,
  remotes: { 'mf-auth': { version: '1.0.0' } },
  ...fields,
});

describe('simulations in an environment file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'omad-env-file-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('are off unless the file turns them on', () => {
    expect(parseEnvironmentFile(file({}), 'local.json', 'local').simulations).toBe(false);
    expect(
      parseEnvironmentFile(file({ simulations: true }), 'local.json', 'local').simulations,
    ).toBe(true);
  });

  it('must be a boolean, and are never on in production', () => {
    expect(() => parseEnvironmentFile(file({ simulations: 'yes' }), 'local.json', 'local')).toThrow(
      'local.json: "simulations" must be true or false',
    );
    expect(() =>
      parseEnvironmentFile(
        { ...file({ simulations: true }), name: 'production', production: true },
        'production.json',
        'production',
      ),
    ).toThrow('production.json: "simulations" cannot be on in production');
  });

  it('survive a write by the CLI (a pin rewrites the whole file), and are left out when off', async () => {
    const local = parseEnvironmentFile(file({ simulations: true }), 'local.json', 'local');
    await writeEnvironmentFile(dir, {
      ...local,
      remotes: { 'mf-auth': { version: '1.1.0', pinnedAt: null, pinnedBy: null } },
    });
    expect(await readEnvironmentFile(dir, 'local')).toMatchObject({
      simulations: true,
      remotes: { 'mf-auth': { version: '1.1.0' } },
    });
    await writeEnvironmentFile(dir, { ...local, simulations: false });
    expect(JSON.parse(await readFile(path.join(dir, 'local.json'), 'utf8'))).not.toHaveProperty(
      'simulations',
    );
  });
});
