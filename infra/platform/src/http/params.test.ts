import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  instantOf,
  optionalInstant,
  optionalList,
  optionalObject,
  paramsFrom,
  requiredString,
} from './params';

const fieldErrorOf = (read: () => unknown): unknown => {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError) return error.details.error_data;
    throw error;
  }
  return undefined;
};

describe('call parameters', () => {
  it('turns bracketed keys into lists and records', () => {
    const params = paramsFrom([
      ['types[0]', 'slot'],
      ['types[1]', 'live'],
      ['tags[]', 'a'],
      ['options[count]', '24'],
      ['plain', 'null'],
    ]);
    expect(params).toEqual({
      types: ['slot', 'live'],
      tags: ['a'],
      options: { count: '24' },
      plain: null,
    });
  });

  it('reads lists sent as JSON, as comma lists and as repeated keys', () => {
    expect(optionalList({ keys: '["a","b"]' }, 'keys')).toEqual(['a', 'b']);
    expect(optionalList({ keys: 'a, b' }, 'keys')).toEqual(['a', 'b']);
    expect(optionalList({ keys: ['a', 'b'] }, 'keys')).toEqual(['a', 'b']);
    expect(fieldErrorOf(() => optionalList({ keys: '[1,' }, 'keys'))).toEqual({
      keys: ['INVALID'],
    });
  });

  it('parses JSON objects and rejects anything else', () => {
    expect(optionalObject({ options: '{"count":3}' }, 'options')).toEqual({ count: 3 });
    expect(fieldErrorOf(() => optionalObject({ options: '[1]' }, 'options'))).toEqual({
      options: ['INVALID'],
    });
  });

  it('treats an empty or null required value as REQUIRED', () => {
    expect(fieldErrorOf(() => requiredString({ login: '  ' }, 'login'))).toEqual({
      login: ['REQUIRED'],
    });
    expect(fieldErrorOf(() => requiredString({ login: null }, 'login'))).toEqual({
      login: ['REQUIRED'],
    });
  });
});

describe('ISO 8601 times', () => {
  it('reads a date, a time in UTC, and a time with an offset', () => {
    expect(instantOf('2030-06-01')).toBe(Date.UTC(2030, 5, 1));
    expect(instantOf('2030-06-01T10:20')).toBe(Date.UTC(2030, 5, 1, 10, 20));
    expect(instantOf('2030-06-01T10:20:30.123456Z')).toBe(Date.UTC(2030, 5, 1, 10, 20, 30, 123));
    expect(instantOf('2030-06-01T05:00:00+05:00')).toBe(Date.UTC(2030, 5, 1));
    expect(instantOf('2030-05-31T19:30:00-04:30')).toBe(Date.UTC(2030, 5, 1));
    expect(instantOf('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
  });

  it('refuses what is not a real time', () => {
    for (const text of [
      '2030-02-30',
      '2030-13-01',
      '2030-06-01T24:00:00Z',
      '2030-06-01T10:60Z',
      '2030-06-01T10:00:00+25:00',
      '1717200000000',
      '01.06.2030',
      '2030-06-01 10:00',
      '1969-12-31',
      'yesterday',
    ]) {
      expect([text, instantOf(text)]).toEqual([text, null]);
    }
    expect(fieldErrorOf(() => optionalInstant({ from: 'soon' }, 'from'))).toEqual({
      from: ['INVALID'],
    });
    expect(optionalInstant({ from: '' }, 'from')).toBeUndefined();
  });
});
