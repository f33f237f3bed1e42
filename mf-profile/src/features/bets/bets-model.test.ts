import { describe, expect, it } from 'vitest';
import { HISTORY_EXPORT_MAX_DAYS } from '@omad/contract/api';
import {
  SPORT_STATUSES,
  dateInputValue,
  defaultExportDays,
  exportRange,
  handicapOf,
  knownValue,
  periodRange,
  pickLabel,
} from './bets-model';
import { ru, uz } from './texts';

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

describe('pickLabel', () => {
  const leg = (market: string, pick: string, line: string | null = null) => ({
    market,
    pick,
    line,
  });

  it('marks a result pick 1, X or 2 in either language', () => {
    expect(pickLabel(leg('result', 'home'), uz.sport.picks)).toBe('1');
    expect(pickLabel(leg('result', 'draw'), ru.sport.picks)).toBe('X');
    expect(pickLabel(leg('result', 'away'), uz.sport.picks)).toBe('2');
  });

  it('names a total with its side and line', () => {
    expect(pickLabel(leg('total', 'over', '2.5'), uz.sport.picks)).toBe("Jami: ko'p 2.5");
    expect(pickLabel(leg('total', 'under', '2.5'), uz.sport.picks)).toBe('Jami: kam 2.5');
    expect(pickLabel(leg('total', 'over', '180.5'), ru.sport.picks)).toBe('Тотал: больше 180.5');
    expect(pickLabel(leg('total', 'under', '2.5'), ru.sport.picks)).toBe('Тотал: меньше 2.5');
  });

  it("gives a handicap the picked side's line: the away side's is the home line negated", () => {
    expect(pickLabel(leg('handicap', 'home', '-1.5'), uz.sport.picks)).toBe('Fora 1 (\u22121.5)');
    expect(pickLabel(leg('handicap', 'away', '-1.5'), uz.sport.picks)).toBe('Fora 2 (+1.5)');
    expect(pickLabel(leg('handicap', 'home', '1.5'), ru.sport.picks)).toBe('Фора 1 (+1.5)');
    expect(pickLabel(leg('handicap', 'away', '1.5'), ru.sport.picks)).toBe('Фора 2 (\u22121.5)');
  });

  it('shows what it does not know with its raw words instead of failing', () => {
    expect(pickLabel(leg('result', 'home_or_draw'), uz.sport.picks)).toBe('home_or_draw');
    expect(pickLabel(leg('total', 'exactly', '3'), ru.sport.picks)).toBe('Тотал: exactly 3');
    expect(pickLabel(leg('total', 'over'), uz.sport.picks)).toBe("Jami: ko'p");
    expect(pickLabel(leg('handicap', 'draw', '0'), uz.sport.picks)).toBe('Fora: draw 0');
    expect(pickLabel(leg('handicap', 'home'), ru.sport.picks)).toBe('Фора 1');
    expect(pickLabel(leg('corners', 'over', '9.5'), ru.sport.picks)).toBe('corners: over 9.5');
  });
});

describe('handicapOf', () => {
  it('keeps the digits as sent and shows no sign on a level line', () => {
    expect(handicapOf('-0.25', 'away')).toBe('+0.25');
    expect(handicapOf('+2', 'home')).toBe('+2');
    expect(handicapOf('\u22123.5', 'away')).toBe('+3.5');
    expect(handicapOf('0', 'home')).toBe('0');
    expect(handicapOf('-0.0', 'away')).toBe('0.0');
    expect(handicapOf('n/a', 'away')).toBe('n/a');
  });
});

describe('knownValue', () => {
  it('knows the listed statuses and nothing else, not even a key every object has', () => {
    expect(knownValue(SPORT_STATUSES, 'cashed_out')).toBe('cashed_out');
    expect(knownValue(SPORT_STATUSES, 'settling')).toBeNull();
    expect(knownValue(SPORT_STATUSES, 'constructor')).toBeNull();
  });
});
