import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '../version';
import { readSurface, type Surface } from './read-surface';
import { diffSurface, nextRecord, readRecord, surfaceProblems } from './surface-record';

const surface = (exports: Surface['exports'], host: Surface['host'] = { api: 'a' }): Surface => ({
  exports,
  host,
});

describe('the contract surface in this checkout', () => {
  it(
    'is the one recorded for its version in shared/contract/surface.json',
    { timeout: 120_000 },
    () => {
      const record = readRecord();
      expect(record, 'shared/contract/surface.json is missing').not.toBeNull();
      if (!record) return;
      expect(surfaceProblems(record, readSurface(), CONTRACT_VERSION)).toEqual([]);
    },
  );
});

describe('the surface rule', () => {
  const before = { ...nextRecord(null, surface({ '.': { a: '1', b: '1' } }), '2.1.0') };

  it('holds while nothing changes', () => {
    expect(surfaceProblems(before, surface({ '.': { a: '1', b: '1' } }), '2.1.0')).toEqual([]);
  });

  it('refuses a changed surface under the same version, naming what changed', () => {
    const [problem] = surfaceProblems(before, surface({ '.': { a: '2', c: '1' } }), '2.1.0');
    expect(problem).toContain('added . c');
    expect(problem).toContain('removed . b');
    expect(problem).toContain('changed . a');
    expect(problem).toContain('still 2.1.0');
  });

  it('counts a change of the host surface', () => {
    const moved = surface({ '.': { a: '1', b: '1' } }, { api: 'b' });
    expect(diffSurface(before, moved).changed).toEqual(['host (RemoteProps)']);
    expect(surfaceProblems(before, moved, '2.1.0')).toHaveLength(1);
  });

  it('wants a major for a removal and the record renewed after any bump', () => {
    const removed = surface({ '.': { a: '1' } });
    expect(surfaceProblems(before, removed, '2.2.0')[0]).toContain('needs a major');
    expect(surfaceProblems(before, removed, '3.0.0')[0]).toContain(
      'run `npm run contract:surface`',
    );
    expect(surfaceProblems(before, removed, '2.0.9')[0]).toContain('not after');
  });

  it('keeps hostSince while the host surface stays, and moves it when it changes', () => {
    const added = nextRecord(before, surface({ '.': { a: '1', b: '1', c: '1' } }), '2.2.0');
    expect(added.hostSince).toBe('2.1.0');
    const hostMoved = nextRecord(added, surface(added.exports, { api: 'b' }), '2.3.0');
    expect(hostMoved.hostSince).toBe('2.3.0');
  });

  it('starts hostSince again at a new major, and refuses a record that does not', () => {
    const major = nextRecord(before, surface({ '.': { a: '1' } }), '3.0.0');
    expect(major.hostSince).toBe('3.0.0');
    const stale = { ...major, hostSince: '2.1.0' };
    expect(surfaceProblems(stale, stale, '3.0.0')[0]).toContain('of another major');
    expect(surfaceProblems(major, major, '3.0.0')).toEqual([]);
  });
});
