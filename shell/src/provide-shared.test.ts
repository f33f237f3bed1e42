import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_PACKAGES, SINGLETONS } from '@omad/build';

describe('provide-shared', () => {
  it('loads every package the build shares, and nothing else', () => {
    const source = readFileSync(new URL('./provide-shared.ts', import.meta.url), 'utf8');
    const imported = [...source.matchAll(/^import '([^']+)';$/gm)].map(([, name]) => name);
    expect(imported.toSorted()).toEqual([...SINGLETONS, ...SHARED_PACKAGES].toSorted());
  });
});
