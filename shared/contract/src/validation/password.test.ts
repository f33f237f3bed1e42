import { describe, expect, it } from 'vitest';
import { firstError } from './base';
import { resolveMessages } from './messages';
import {
  invalidPasswordCharacters,
  isPassword,
  passwordConfirmSchema,
  passwordSchema,
} from './password';

const password = passwordSchema();

describe('passwordSchema', () => {
  it('requires a value', () => {
    expect(firstError(password, '')).toBe('Field is required');
    expect(firstError(password, undefined)).toBe('Field is required');
    expect(firstError(password, null)).toBe('Field is required');
  });

  it('accepts 6 to 20 characters and rejects 5 and 21', () => {
    expect(firstError(password, 'a'.repeat(5))).toBe('Min length is 6');
    expect(firstError(password, 'a'.repeat(6))).toBeNull();
    expect(firstError(password, 'a'.repeat(20))).toBeNull();
    expect(firstError(password, 'a'.repeat(21))).toBe('Max length is 20');
  });

  it('accepts Latin letters, digits and ASCII punctuation', () => {
    expect(
      firstError(password, 'Abc123!@#$%^&*()_+-=[]{};:\'",.<>/?`~|\\'.slice(0, 20)),
    ).toBeNull();
  });

  it('lists each invalid character once, in the order found', () => {
    expect(firstError(password, 'парольpass')).toBe('Invalid characters: п, а, р, о, л, ь');
    expect(firstError(password, 'ab cd€ef gh')).toBe('Invalid characters: ␣, €');
    expect(invalidPasswordCharacters('aпbпcё')).toEqual(['п', 'ё']);
  });

  it('reports invalid characters before the length', () => {
    expect(firstError(password, 'abй')).toBe('Invalid characters: й');
  });

  it('uses overridden messages', () => {
    const messages = resolveMessages({
      minLength: 'Минимум $$min$$ символов',
      invalidCharacters: 'Недопустимые символы: $$chars$$',
    });
    expect(firstError(passwordSchema(messages), 'abc')).toBe('Минимум 6 символов');
    expect(firstError(passwordSchema(messages), 'abcdefж')).toBe('Недопустимые символы: ж');
  });
});

describe('passwordConfirmSchema', () => {
  it('must equal the first password', () => {
    const confirm = passwordConfirmSchema('secret1');
    expect(firstError(confirm, 'secret1')).toBeNull();
    expect(firstError(confirm, 'secret2')).toBe('Passwords are not equal');
    expect(firstError(confirm, '')).toBe('Field is required');
  });
});

describe('isPassword', () => {
  it('agrees with passwordSchema on every rule', () => {
    const samples = ['', 'a'.repeat(5), 'a'.repeat(6), 'Secret123', 'a'.repeat(20)];
    const more = ['a'.repeat(21), 'Secret 123', 'Пароль123', 'Pa55word!~', 'Secret\t123'];
    for (const sample of [...samples, ...more]) {
      expect({ sample, valid: isPassword(sample) }).toEqual({
        sample,
        valid: sample !== '' && firstError(password, sample) === null,
      });
    }
    expect(isPassword('Secret123')).toBe(true);
    expect(isPassword('Secret 123')).toBe(false);
  });
});
