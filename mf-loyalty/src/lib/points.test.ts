import { describe, expect, it } from 'vitest';
import { levelsFixture } from '../testing/test-host';
import { standingOf } from './points';

describe('standingOf', () => {
  it('puts a new player at the first level with no progress', () => {
    const standing = standingOf({ levels: levelsFixture, level: 1, expCount: 0 });
    expect(standing.current?.name).toBe('Yangi boshlovchi');
    expect(standing.next?.name).toBe('Bronza');
    expect(standing).toMatchObject({ percent: 0, missing: 200 });
  });

  it('floors the percentage between the level bounds (spec section 9)', () => {
    // (1999 - 200) / (2000 - 200) * 100 = 99.94… -> 99
    expect(standingOf({ levels: levelsFixture, level: 2, expCount: 1999 })).toMatchObject({
      percent: 99,
      missing: 1,
    });
    expect(standingOf({ levels: levelsFixture, level: 2, expCount: 200 }).percent).toBe(0);
  });

  it('is full at the top level, which has no maximum, with nothing missing', () => {
    const standing = standingOf({ levels: levelsFixture, level: 5, expCount: 123_456 });
    expect(standing.next).toBeNull();
    expect(standing).toMatchObject({ percent: 100, missing: 0 });
  });

  it('reads levels in any order and an unknown level as no progress', () => {
    const shuffled = [...levelsFixture].reverse();
    expect(standingOf({ levels: shuffled, level: 3, expCount: 6000 }).percent).toBe(50);
    expect(standingOf({ levels: shuffled, level: 9, expCount: 6000 })).toMatchObject({
      current: null,
      percent: 0,
    });
  });
});
