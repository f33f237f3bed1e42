import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { optionalList, optionalObject, paramsFrom, requiredString } from './params';

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
