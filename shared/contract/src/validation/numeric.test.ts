import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstError } from './base';
import { resolveMessages } from './messages';
import { codeSchema, sumSchema } from './numeric';

describe('codeSchema', () => {
  const code = codeSchema();

  it('accepts exactly six digits', () => {
    expect(firstError(code, '123456')).toBeNull();
  });

  it('rejects five or seven digits and letters', () => {
    expect(firstError(code, '12345')).toBe('The code must contain 6 digits');
    expect(firstError(code, '1234567')).toBe('The code must contain 6 digits');
    expect(firstError(code, '12345a')).toBe('The code must contain 6 digits');
    expect(firstError(code, ' 123456')).toBe('The code must contain 6 digits');
  });

  it('requires a value', () => {
    expect(firstError(code, '')).toBe('Field is required');
  });
});

describe('sumSchema', () => {
  const sum = sumSchema({ min: '1000.00', max: '5000000' });
  const range = 'Amount must be between 1,000 and 5,000,000';

  it('accepts both bounds and outputs the digits as typed', () => {
    expect(firstError(sum, '1000')).toBeNull();
    expect(firstError(sum, '5000000')).toBeNull();
    expect(v.parse(sum, '2500')).toBe('2500');
  });

  it('compares exactly where a float would not', () => {
    const huge = sumSchema({ min: '1', max: '9007199254740992' });
    // 9007199254740993 is 9007199254740992 as a float, so a float check would let it pass.
    expect(firstError(huge, '9007199254740993')).toBe(
      'Amount must be between 1 and 9,007,199,254,740,992',
    );
    expect(firstError(huge, '9007199254740992')).toBeNull();
  });

  it('takes the bounds of each currency: one amount, two verdicts', () => {
    const uzs = sumSchema({ min: '10000', max: '50000000' });
    const usd = sumSchema({ min: '5', max: '10000' });
    expect(firstError(uzs, '5000')).toBe('Amount must be between 10,000 and 50,000,000');
    expect(firstError(usd, '5000')).toBeNull();
    expect(firstError(usd, '50000')).toBe('Amount must be between 5 and 10,000');
  });

  it('rejects amounts just outside the bounds with both bounds named', () => {
    expect(firstError(sum, '999')).toBe(range);
    expect(firstError(sum, '5000001')).toBe(range);
  });

  it('gives a wrong field for a leading zero, zero and non-digits', () => {
    expect(firstError(sum, '012')).toBe('Wrong field');
    expect(firstError(sum, '0')).toBe('Wrong field');
    expect(firstError(sum, '10.5')).toBe('Wrong field');
    expect(firstError(sum, '-100')).toBe('Wrong field');
    expect(firstError(sum, '1 000')).toBe('Wrong field');
    expect(firstError(sum, '1000000000000000000')).toBe('Wrong field');
  });

  it('requires a value', () => {
    expect(firstError(sum, '')).toBe('Field is required');
  });

  it('uses an overridden range message', () => {
    const messages = resolveMessages({ sumRange: 'От $$min$$ до $$max$$' });
    expect(firstError(sumSchema({ min: '10', max: '20' }, messages), '21')).toBe('От 10 до 20');
  });
});
