import { describe, expect, it } from 'vitest';
import { nextCheckAt } from './use-reality-check';

const MINUTE = 60_000;

describe('nextCheckAt', () => {
  const start = Date.UTC(2026, 10, 26, 12, 0, 0);

  it('is the first whole interval since sign-in still ahead', () => {
    expect(nextCheckAt(start, 15 * MINUTE, start)).toBe(start + 15 * MINUTE);
    expect(nextCheckAt(start, 15 * MINUTE, start + 14 * MINUTE)).toBe(start + 15 * MINUTE);
    // A reload after 40 minutes waits for the 45th, not another 15 from now.
    expect(nextCheckAt(start, 15 * MINUTE, start + 40 * MINUTE)).toBe(start + 45 * MINUTE);
  });

  it('moves past an interval that is due right now', () => {
    expect(nextCheckAt(start, 30 * MINUTE, start + 30 * MINUTE)).toBe(start + 60 * MINUTE);
  });

  it('counts from sign-in when the clock reads earlier than it', () => {
    expect(nextCheckAt(start, 60 * MINUTE, start - 5 * MINUTE)).toBe(start + 60 * MINUTE);
  });
});
