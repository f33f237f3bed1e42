import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isMonolithStale, monolithDir } from './build-monolith';
import { isStale } from './builds';

const HOUR = 60 * 60;
// Stamps in the future, so the repository's real shared sources always count as older.
const builtAt = Date.now() / 1000 + 24 * HOUR;

let root: string;
let shell: string;
let remotes: string[];

const file = (target: string, mtime: number) => {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, '');
  utimesSync(target, mtime, mtime);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'omad-monolith-'));
  shell = path.join(root, 'shell');
  remotes = ['mf-a', 'mf-b'].map((app) => path.join(root, app));
  for (const dir of [shell, ...remotes]) {
    file(path.join(dir, 'src/index.ts'), builtAt - HOUR);
    file(path.join(dir, 'rspack.config.ts'), builtAt - HOUR);
  }
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the monolith build stamp', () => {
  it('is written apart from the federated build, in shell/dist-monolith', () => {
    expect(monolithDir(shell)).toBe(path.join(shell, 'dist-monolith'));
  });

  it('is stale until the monolith has been built, whatever the federated build says', () => {
    file(path.join(shell, 'dist/.build-stamp'), builtAt);
    expect(isStale(shell)).toBe(false);
    expect(isMonolithStale(shell, remotes)).toBe(true);
  });

  it('is fresh when nothing changed since', () => {
    file(path.join(monolithDir(shell), '.build-stamp'), builtAt);
    expect(isMonolithStale(shell, remotes)).toBe(false);
  });

  it("is stale when any remote's source or config changed, though the shell's did not", () => {
    file(path.join(monolithDir(shell), '.build-stamp'), builtAt);
    file(path.join(remotes[1] ?? '', 'src/features/x/page.tsx'), builtAt + HOUR);
    expect(isMonolithStale(shell, remotes)).toBe(true);
    // The federated shell does not bundle remotes: the same change leaves it fresh.
    file(path.join(shell, 'dist/.build-stamp'), builtAt);
    expect(isStale(shell)).toBe(false);
  });

  it('is stale when a remote changed what it exposes', () => {
    file(path.join(monolithDir(shell), '.build-stamp'), builtAt);
    file(path.join(remotes[0] ?? '', 'rspack.config.ts'), builtAt + HOUR);
    expect(isMonolithStale(shell, remotes)).toBe(true);
  });
});
