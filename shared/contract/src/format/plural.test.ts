import { describe, expect, it } from 'vitest';
import { plural, pluralRu } from './plural';
import type { RussianForms } from './plural';

const bets: RussianForms = ['ставка', 'ставки', 'ставок'];

describe('pluralRu', () => {
  it.each([
    [1, 'ставка'],
    [2, 'ставки'],
    [4, 'ставки'],
    [5, 'ставок'],
    [0, 'ставок'],
    [11, 'ставок'],
    [12, 'ставок'],
    [14, 'ставок'],
    [21, 'ставка'],
    [22, 'ставки'],
    [101, 'ставка'],
    [111, 'ставок'],
    [-1, 'ставка'],
    [-5, 'ставок'],
  ])('%i -> %s', (n, expected) => {
    expect(pluralRu(n, bets)).toBe(expected);
  });

  it('uses the few form for fractions', () => {
    expect(pluralRu(1.5, bets)).toBe('ставки');
  });
});

describe('plural', () => {
  it('uses the three Russian forms for ru', () => {
    expect(plural('ru', 21, bets)).toBe('ставка');
    expect(plural('ru', 3, bets)).toBe('ставки');
    expect(plural('ru', 25, bets)).toBe('ставок');
  });

  it('uses a single form for uz', () => {
    expect(plural('uz', 1, ['stavka'])).toBe('stavka');
    expect(plural('uz', 5, ['stavka', 'ignored'])).toBe('stavka');
  });

  it('falls back to the last form given when ru has fewer than three', () => {
    expect(plural('ru', 5, ['ставка', 'ставки'])).toBe('ставки');
    expect(plural('ru', 5, ['ставка'])).toBe('ставка');
  });
});
