import { describe, expect, it } from 'vitest';
import { firstError } from './base';
import { customSchema, postcodeSchema, textSchema } from './text';

describe('textSchema', () => {
  it('is required unless isRequired is false', () => {
    expect(firstError(textSchema(), '')).toBe('Field is required');
    expect(firstError(textSchema(), 'AB123456')).toBeNull();
    expect(firstError(textSchema(undefined, { isRequired: false }), '')).toBeNull();
  });

  it('checks optional length bounds', () => {
    const bounded = textSchema(undefined, { minLength: 2, maxLength: 4 });
    expect(firstError(bounded, 'a')).toBe('Min length is 2');
    expect(firstError(bounded, 'ab')).toBeNull();
    expect(firstError(bounded, 'abcd')).toBeNull();
    expect(firstError(bounded, 'abcde')).toBe('Max length is 4');
  });

  it('reports a value that is not text as a wrong field', () => {
    expect(firstError(textSchema(), 42)).toBe('Wrong field');
  });
});

describe('postcodeSchema', () => {
  it('accepts up to 8 digits by default', () => {
    expect(firstError(postcodeSchema(), '1')).toBeNull();
    expect(firstError(postcodeSchema(), '12345678')).toBeNull();
    expect(firstError(postcodeSchema(), '123456789')).toBe('Wrong postcode');
    expect(firstError(postcodeSchema(), '1234A')).toBe('Wrong postcode');
  });

  it('uses the content service pattern when given', () => {
    const schema = postcodeSchema(undefined, { regex: '^[A-Z]{2}-\\d{4}$' });
    expect(firstError(schema, 'LV-1050')).toBeNull();
    expect(firstError(schema, '100000')).toBe('Wrong postcode');
  });

  it('falls back to the default when the pattern does not compile', () => {
    const schema = postcodeSchema(undefined, { regex: '([' });
    expect(firstError(schema, '100000')).toBeNull();
    expect(firstError(schema, 'abc')).toBe('Wrong postcode');
  });
});

describe('customSchema', () => {
  it('tests the content service pattern', () => {
    const schema = customSchema(undefined, { regex: '^\\d{3}-\\d{3}$' });
    expect(firstError(schema, '123-456')).toBeNull();
    expect(firstError(schema, '123456')).toBe('Wrong value');
    expect(firstError(schema, '')).toBe('Field is required');
  });

  it('only needs a value when there is no pattern', () => {
    expect(firstError(customSchema(), 'anything')).toBeNull();
    expect(firstError(customSchema(), '')).toBe('Field is required');
  });
});
