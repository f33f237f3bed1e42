import { describe, expect, it } from 'vitest';
import { affordability } from './affordability';

const product = { price: 500, stock: null, min_level: 2 };

describe('affordability', () => {
  it('lets a player with the level and the points buy, to the last point', () => {
    expect(affordability(product, { points: 500, level: 2 })).toEqual({ kind: 'affordable' });
    expect(affordability(product, { points: 9000, level: 5 })).toEqual({ kind: 'affordable' });
  });

  it('says how many points are missing', () => {
    expect(affordability(product, { points: 499, level: 2 })).toEqual({
      kind: 'short',
      missing: 1,
    });
    expect(affordability(product, { points: 0, level: 3 })).toEqual({
      kind: 'short',
      missing: 500,
    });
  });

  it('names the level first when both the level and the points fall short', () => {
    expect(affordability(product, { points: 0, level: 1 })).toEqual({ kind: 'level', level: 2 });
  });

  it('says sold out before anything else, guests included', () => {
    const soldOut = { ...product, stock: 0 };
    expect(affordability(soldOut, { points: 9000, level: 5 })).toEqual({ kind: 'sold-out' });
    expect(affordability(soldOut, null)).toEqual({ kind: 'sold-out' });
  });

  it('asks a guest to sign in; a product with stock left is not sold out', () => {
    expect(affordability(product, null)).toEqual({ kind: 'guest' });
    expect(affordability({ ...product, stock: 1 }, { points: 500, level: 2 })).toEqual({
      kind: 'affordable',
    });
  });
});
