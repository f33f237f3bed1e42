import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete } from './mask';

const phoneMask = '+998 (##) ###-##-##';

describe('applyMask', () => {
  it('fills # with digits and skips what is not a digit', () => {
    expect(applyMask('####', '1a2b3c4d5')).toBe('1234');
  });

  it('fills @ with letters, Cyrillic included', () => {
    expect(applyMask('@@-@@', 'ab1cd')).toBe('ab-cd');
    expect(applyMask('@@', 'яz')).toBe('яz');
  });

  it('fills * with letters or digits', () => {
    expect(applyMask('***', 'a-1_b')).toBe('a1b');
  });

  it('inserts literals and stops where the input runs out', () => {
    expect(applyMask('##.##.####', '01022024')).toBe('01.02.2024');
    expect(applyMask('##.##.####', '0102')).toBe('01.02');
    expect(applyMask('##.##.####', '')).toBe('');
  });

  it('writes a literal prefix without eating a typed digit that equals it', () => {
    expect(applyMask(phoneMask, '901234567')).toBe('+998 (90) 123-45-67');
    expect(applyMask(phoneMask, '9')).toBe('+998 (9');
  });

  it('keeps an already formatted or prefixed value', () => {
    expect(applyMask(phoneMask, '+998 (90) 123-45-67')).toBe('+998 (90) 123-45-67');
    expect(applyMask(phoneMask, '+998 (90) 12')).toBe('+998 (90) 12');
    expect(applyMask(phoneMask, '998901234567')).toBe('+998 (90) 123-45-67');
  });

  it('drops input beyond the mask', () => {
    expect(applyMask('##', '12345')).toBe('12');
  });
});

describe('isMaskComplete', () => {
  it('is true only when every position is filled as the mask says', () => {
    expect(isMaskComplete(phoneMask, '+998 (90) 123-45-67')).toBe(true);
    expect(isMaskComplete(phoneMask, '+998 (90) 123-45-6')).toBe(false);
    expect(isMaskComplete(phoneMask, '+998 (9a) 123-45-67')).toBe(false);
    expect(isMaskComplete(phoneMask, '+997 (90) 123-45-67')).toBe(false);
    expect(isMaskComplete('@@*', 'ab1')).toBe(true);
    expect(isMaskComplete('@@*', 'a11')).toBe(false);
  });
});
