import { describe, expect, it } from 'vitest';
import { HISTORY_EXPORT_MAX_DAYS } from '@omad/contract/api';
import { dateInputValue, defaultExportDays, exportRange, periodRange } from './bets-model';

// Local times throughout: the ranges follow the player's days, whatever the machine's zone.
const local = (month: number, day: number, hour = 0) => new Date(2026, month - 1, day, hour);
const now = () => local(11, 24, 1); // 01:00 on 24 November, local

describe('periodRange', () => {
  it('counts local days, the end exclusive at the next local midnight', () => {
    expect(periodRange('today', now())).toEqual({
      from: local(11, 24).toISOString(),
      to: local(11, 25).toISOString(),
    });
    expect(periodRange('week', now()).from).toBe(local(11, 18).toISOString());
    expect(periodRange('quarter', now()).from).toBe(local(8, 27).toISOString());
  });
});

describe('exportRange', () => {
  it('turns two inclusive days into an ISO range', () => {
    expect(exportRange('2026-11-01', '2026-11-24', now())).toEqual({
      range: { from: local(11, 1).toISOString(), to: local(11, 25).toISOString() },
    });
  });

  it('allows twelve months and more, up to the longest export', () => {
    expect('range' in exportRange('2025-11-25', '2026-11-24', now())).toBe(true);
    const start = new Date(2026, 10, 24 - HISTORY_EXPORT_MAX_DAYS);
    expect(exportRange(dateInputValue(start), '2026-11-24', now())).toEqual({ error: 'tooLong' });
  });

  it('names what is wrong', () => {
    expect(exportRange('', '2026-11-24', now())).toEqual({ error: 'fromInvalid' });
    expect(exportRange('2026-02-30', '2026-11-24', now())).toEqual({ error: 'fromInvalid' });
    expect(exportRange('2026-11-01', 'x', now())).toEqual({ error: 'toInvalid' });
    expect(exportRange('2026-11-10', '2026-11-01', now())).toEqual({ error: 'order' });
    expect(exportRange('2026-11-27', '2026-11-28', now())).toEqual({ error: 'future' });
  });

  it('defaults to the last 30 days, today included', () => {
    expect(defaultExportDays(now())).toEqual({ from: '2026-10-26', to: '2026-11-24' });
  });
});
