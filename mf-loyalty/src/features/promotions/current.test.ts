import { describe, expect, it } from 'vitest';
import { isCurrent, isFinished } from './current';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const promotion = (startsAt: string | null, finishedAt: string | null) => ({
  startsAt,
  finishedAt,
});

describe('current promotions', () => {
  it('runs from its start to its end, either of which may be missing', () => {
    expect(isCurrent(promotion(null, null), NOW)).toBe(true);
    expect(isCurrent(promotion('2025-01-15T00:00:00Z', null), NOW)).toBe(true);
    expect(isCurrent(promotion(null, '2030-12-31T19:00:00Z'), NOW)).toBe(true);
  });

  it('is not current before its start nor from its end on', () => {
    expect(isCurrent(promotion('2026-12-01T00:00:00Z', null), NOW)).toBe(false);
    expect(isCurrent(promotion(null, '2025-05-31T18:59:59Z'), NOW)).toBe(false);
    expect(isCurrent(promotion(null, '2026-11-27T12:00:00Z'), NOW)).toBe(false);
    expect(isFinished(promotion(null, '2026-11-27T12:00:00Z'), NOW)).toBe(true);
  });

  it('ignores a date that is not one', () => {
    expect(isCurrent(promotion('soon', 'never'), NOW)).toBe(true);
    expect(isFinished(promotion(null, 'never'), NOW)).toBe(false);
  });
});
