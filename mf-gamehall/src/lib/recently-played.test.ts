import { describe, expect, it } from 'vitest';
import { recentGameSysnames } from './recently-played';
import { roundFixture } from '../testing/test-host';

describe('recently played games', () => {
  it('lists each game once, by its newest round', () => {
    const rounds = ['aviator', 'aviator', 'bonanza', 'aviator', 'crazy_time', 'bonanza'].map(
      (sysname, index) => roundFixture(index, sysname),
    );
    expect(recentGameSysnames(rounds, 12)).toEqual(['aviator', 'bonanza', 'crazy_time']);
  });

  it('stops at the limit', () => {
    const rounds = ['a', 'b', 'a', 'c', 'd'].map((sysname, index) => roundFixture(index, sysname));
    expect(recentGameSysnames(rounds, 2)).toEqual(['a', 'b']);
    expect(recentGameSysnames([], 12)).toEqual([]);
  });
});
