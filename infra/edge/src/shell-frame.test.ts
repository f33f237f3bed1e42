import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHELL_FRAME_FILE, type ShellFrameInput } from '@omad/contract/pages';
import { createShellFrameSource, MAX_SHELL_FRAME_BYTES } from './shell-frame';

let shellDir: string;
let lines: string[];

const input = (path: string): ShellFrameInput => ({
  path,
  cookie: '',
  acceptLanguage: 'ru-RU,ru;q=0.9',
  hero: null,
  firstScreen: null,
});

/** Writes the shell build's frame module; each write gets a later modification time. */
let writes = 0;
const writeModule = async (source: string) => {
  const file = join(shellDir, SHELL_FRAME_FILE);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, source);
  writes += 1;
  const time = new Date(Date.UTC(2026, 0, 1, 0, 0, writes));
  await utimes(file, time, time);
};

beforeEach(async () => {
  shellDir = await mkdtemp(join(tmpdir(), 'omad-shell-frame-'));
  lines = [];
});
afterEach(() => rm(shellDir, { recursive: true, force: true }));

const source = () => createShellFrameSource(shellDir, (line) => lines.push(line));

describe("the shell's first frame on the edge", () => {
  it("draws with the build's module, given the request's path and languages", async () => {
    await writeModule(
      'exports.renderShellFrame = (input) => `<header data-path="${input.path}">${input.acceptLanguage}</header>`;',
    );
    expect(await source()(input('/ru/about'))).toBe(
      '<header data-path="/ru/about">ru-RU,ru;q=0.9</header>',
    );
    expect(lines).toEqual([]);
  });

  it('draws nothing for a shell build without the module', async () => {
    expect(await source()(input('/'))).toBe('');
    expect(lines).toEqual([]);
  });

  it('says once that a module will not load, and loads it again once it is rebuilt', async () => {
    await writeModule('throw new Error("broken build");');
    const frame = source();
    expect(await frame(input('/'))).toBe('');
    expect(await frame(input('/about'))).toBe('');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('broken build');

    await writeModule('exports.renderShellFrame = () => "<main></main>";');
    expect(await frame(input('/'))).toBe('<main></main>');
  });

  it('refuses a module without the export the contract names', async () => {
    await writeModule('exports.render = () => "<main></main>";');
    expect(await source()(input('/'))).toBe('');
    expect(lines[0]).toContain('exports no renderShellFrame');
  });

  it('costs the page its frame only when a render throws, draws too much or draws no markup', async () => {
    await writeModule(
      `exports.renderShellFrame = (input) => {
        if (input.path === '/throws') throw new Error('no texts');
        if (input.path === '/large') return 'x'.repeat(${MAX_SHELL_FRAME_BYTES + 1});
        if (input.path === '/number') return 42;
        return '<main></main>';
      };`,
    );
    const frame = source();
    expect(await frame(input('/throws'))).toBe('');
    expect(await frame(input('/large'))).toBe('');
    expect(await frame(input('/number'))).toBe('');
    expect(await frame(input('/'))).toBe('<main></main>');
    expect(lines).toEqual([
      "the shell's frame of /throws failed: no texts",
      `the shell's frame of /large dropped: larger than ${MAX_SHELL_FRAME_BYTES} bytes`,
      "the shell's frame of /number failed: it drew number, not markup",
    ]);
  });
});
