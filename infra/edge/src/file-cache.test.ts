import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readWhenChanged } from './file-cache';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'omad-file-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Writes `text` with a modification time `second` seconds into 2026. */
const write = async (file: string, text: string, second: number) => {
  await writeFile(file, text);
  const time = new Date(Date.UTC(2026, 0, 1, 0, 0, second));
  await utimes(file, time, time);
};

describe('readWhenChanged', () => {
  it('makes the value once per version of the file, and null while there is none', async () => {
    const file = join(dir, 'routes.json');
    let made = 0;
    const current = readWhenChanged(file, () => {
      made += 1;
      return `version ${made}`;
    });
    expect(await current()).toBeNull();
    await write(file, 'a', 1);
    expect(await current()).toBe('version 1');
    expect(await current()).toBe('version 1');
    await write(file, 'b', 2);
    expect(await current()).toBe('version 2');
    expect(made).toBe(2);
    await rm(file);
    expect(await current()).toBeNull();
  });
});
