import { describe, expect, it } from 'vitest';
import { firstError, passwordSchema } from '@omad/contract/validation';
import { generatePassword } from './generated-password';

describe('generatePassword', () => {
  it('makes a valid 10-character password with a lower-case letter, a capital and a digit', () => {
    for (let round = 0; round < 50; round += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(10);
      expect(firstError(passwordSchema(), password)).toBeNull();
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
    }
  });

  it('draws again when a draw misses a character class', () => {
    const draws = [new Uint32Array(6), Uint32Array.from([0, 24, 48, 1, 25, 49])];
    const password = generatePassword(6, () => draws.shift() ?? new Uint32Array(6));
    expect(password).toBe('aA2bB3');
  });
});
