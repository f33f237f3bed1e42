import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstError } from './base';
import { checkboxSchema, promoCodeSchema, sexSchema } from './choice';
import { resolveMessages } from './messages';

describe('sexSchema', () => {
  it('must be set to a non-zero number', () => {
    expect(firstError(sexSchema(), 1)).toBeNull();
    expect(v.parse(sexSchema(), '2')).toBe(2);
    expect(firstError(sexSchema(), 0)).toBe('Field is required');
    expect(firstError(sexSchema(), '0')).toBe('Field is required');
    expect(firstError(sexSchema(), null)).toBe('Field is required');
    expect(firstError(sexSchema(), 'male')).toBe('Field is required');
  });
});

describe('checkboxSchema', () => {
  it('must be checked', () => {
    expect(firstError(checkboxSchema(), true)).toBeNull();
    expect(firstError(checkboxSchema(), false)).toBe('This box must be checked');
    expect(firstError(checkboxSchema(), undefined)).toBe('This box must be checked');
    expect(firstError(checkboxSchema(), 'true')).toBe('This box must be checked');
  });

  it('may stay unchecked when not required, and uses an override', () => {
    expect(firstError(checkboxSchema(undefined, { isRequired: false }), false)).toBeNull();
    const messages = resolveMessages({ checkbox: 'Примите условия' });
    expect(firstError(checkboxSchema(messages), false)).toBe('Примите условия');
  });
});

describe('promoCodeSchema', () => {
  it('is always valid', () => {
    expect(v.parse(promoCodeSchema(), 'WELCOME')).toBe('WELCOME');
    expect(v.parse(promoCodeSchema(), '')).toBe('');
    expect(v.parse(promoCodeSchema(), undefined)).toBe('');
    expect(v.parse(promoCodeSchema(), 42)).toBe('');
  });
});
