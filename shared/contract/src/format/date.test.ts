import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, toDate } from './date';

// Built with the local-time constructor so the tests hold in every time zone.
const morning = new Date(2024, 0, 5, 9, 7);
const night = new Date(2024, 11, 31, 23, 59);
const midnight = new Date(2024, 1, 29, 0, 5);

describe('formatDate', () => {
  it('formats Date, epoch ms and ISO strings as dd.mm.yyyy', () => {
    expect(formatDate(morning)).toBe('05.01.2024');
    expect(formatDate(night.getTime())).toBe('31.12.2024');
    expect(formatDate(midnight.toISOString())).toBe('29.02.2024');
  });

  it('reads a date-only string as a local calendar day', () => {
    expect(formatDate('2024-03-01')).toBe('01.03.2024');
  });

  it('returns an empty string for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(toDate('2024-13-45')).toBeNull();
  });
});

describe('formatTime', () => {
  it('shows the hour without a leading zero on a 24-hour clock', () => {
    expect(formatTime(morning)).toBe('9:07');
    expect(formatTime(night)).toBe('23:59');
    expect(formatTime(midnight)).toBe('0:05');
  });

  it('reads a space-separated platform timestamp as local time', () => {
    expect(formatTime('2024-03-01 14:30:00')).toBe('14:30');
  });

  it('returns an empty string for what is not a date', () => {
    expect(formatTime('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('joins the date and the time', () => {
    expect(formatDateTime(morning)).toBe('05.01.2024 9:07');
    expect(formatDateTime('2024-03-01 14:30')).toBe('01.03.2024 14:30');
    expect(formatDateTime('nope')).toBe('');
  });
});
