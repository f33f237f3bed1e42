import { describe, expect, it } from 'vitest';
import { firstError } from './base';
import { dateSchema, parseDate } from './date';
import { resolveMessages } from './messages';

describe('parseDate', () => {
  it('reads dd.mm.yyyy and dd-mm-yyyy as a local day', () => {
    expect(parseDate('29.02.2024')).toEqual(new Date(2024, 1, 29));
    expect(parseDate('01-12-1990')).toEqual(new Date(1990, 11, 1));
  });

  it('rejects days that do not exist and other shapes', () => {
    expect(parseDate('31.02.2024')).toBeNull();
    expect(parseDate('29.02.2023')).toBeNull();
    expect(parseDate('01.13.2024')).toBeNull();
    expect(parseDate('00.01.2024')).toBeNull();
    expect(parseDate('01.01.24')).toBeNull();
    expect(parseDate('01.01.0999')).toBeNull();
    expect(parseDate('01.01-2024')).toBeNull();
    expect(parseDate('2024-01-01')).toBeNull();
  });
});

describe('dateSchema', () => {
  const date = dateSchema();

  it('accepts a real day and rejects an impossible one', () => {
    expect(firstError(date, '29.02.2024')).toBeNull();
    expect(firstError(date, '31.02.2024')).toBe('Wrong date');
  });

  it("rejects characters other than digits and . , ' -", () => {
    expect(firstError(date, '01/02/2024')).toBe('Wrong date');
    expect(firstError(date, 'первое')).toBe('Wrong date');
  });

  it('requires a value unless optional', () => {
    expect(firstError(date, '')).toBe('Field is required');
    expect(firstError(dateSchema(undefined, { isRequired: false }), '')).toBeNull();
  });

  it('keeps the day within min and max, both inclusive', () => {
    const bounded = dateSchema(undefined, {
      min: new Date(2000, 0, 1, 15, 30),
      max: '31.12.2005',
    });
    expect(firstError(bounded, '01.01.2000')).toBeNull();
    expect(firstError(bounded, '31.12.2005')).toBeNull();
    expect(firstError(bounded, '31.12.1999')).toBe('Min value is 01.01.2000');
    expect(firstError(bounded, '01.01.2006')).toBe('Max value is 31.12.2005');
  });

  it('reads bounds given as epoch milliseconds', () => {
    const bounded = dateSchema(undefined, { max: new Date(2006, 5, 15).getTime() });
    expect(firstError(bounded, '15.06.2006')).toBeNull();
    expect(firstError(bounded, '16.06.2006')).toBe('Max value is 15.06.2006');
  });

  it('uses an overridden message', () => {
    const messages = resolveMessages({ date: 'Неверная дата' });
    expect(firstError(dateSchema(messages), '30.02.2024')).toBe('Неверная дата');
  });
});
