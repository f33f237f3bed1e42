import { describe, expect, it } from 'vitest';
import { firstError } from './base';
import { resolveMessages } from './messages';
import {
  addressSchema,
  alternativeNameSchema,
  cardHolderSchema,
  fakenameSchema,
  lettersSchema,
  nameSchema,
} from './name';

const specials = [...'@_\'"!?#$%^&*(){}[]|/\\<>~§+:;`'];

describe('nameSchema', () => {
  const name = nameSchema();

  it('accepts Latin and Cyrillic names with spaces, hyphens and dots', () => {
    expect(firstError(name, 'Anna-Maria')).toBeNull();
    expect(firstError(name, 'Иван Петров')).toBeNull();
    expect(firstError(name, 'J. R.')).toBeNull();
  });

  it('gives required when empty and wrong field otherwise', () => {
    expect(firstError(name, '')).toBe('Field is required');
    expect(firstError(name, '   ')).toBe('Field is required');
    expect(firstError(name, 'Anna1')).toBe('Wrong field');
  });

  it.each(specials)('rejects %s', (char) => {
    expect(firstError(name, `An${char}na`)).toBe('Wrong field');
  });

  it('lets an empty value pass when not required', () => {
    expect(firstError(nameSchema(undefined, { isRequired: false }), '')).toBeNull();
    expect(firstError(nameSchema(undefined, { isRequired: false }), 'A1')).toBe('Wrong field');
  });
});

describe('alternativeNameSchema', () => {
  const alternative = alternativeNameSchema();

  it('allows digits but not the special characters', () => {
    expect(firstError(alternative, 'Player 2')).toBeNull();
    expect(firstError(alternative, 'Player#2')).toBe('Wrong field');
    expect(firstError(alternative, '')).toBe('Field is required');
  });
});

describe('addressSchema', () => {
  const address = addressSchema();

  it('allows digits, slash and pipe', () => {
    expect(firstError(address, 'Amir Temur 12/3')).toBeNull();
    expect(firstError(address, 'Block A|B, 7')).toBeNull();
  });

  it('rejects the other special characters', () => {
    expect(firstError(address, 'Street @ 5')).toBe('Wrong address');
    expect(firstError(address, 'Street <5>')).toBe('Wrong address');
  });
});

describe('lettersSchema', () => {
  const letters = lettersSchema();

  it('accepts Latin, Cyrillic, Uzbek and Latvian letters with punctuation', () => {
    expect(firstError(letters, "O'Neil, Jr.")).toBeNull();
    expect(firstError(letters, 'Иван-Ёжиков')).toBeNull();
    expect(firstError(letters, 'Ўктам Қодиров')).toBeNull();
    expect(firstError(letters, 'Gʻulom')).toBeNull();
    expect(firstError(letters, 'Jānis Bērziņš Šķēle Žūriņa')).toBeNull();
  });

  it('rejects digits and other symbols', () => {
    expect(firstError(letters, 'Anna1')).toBe('Only letters are allowed');
    expect(firstError(letters, 'Anna!')).toBe('Only letters are allowed');
  });
});

describe('cardHolderSchema', () => {
  const holder = cardHolderSchema();

  it('accepts letters, spaces, dot, apostrophe and hyphen', () => {
    expect(firstError(holder, "JOHN O'BRIEN-SMITH JR.")).toBeNull();
  });

  it('rejects digits and other symbols', () => {
    expect(firstError(holder, 'JOHN SMITH 2')).toBe('Wrong card holder name');
    expect(firstError(holder, 'JOHN_SMITH')).toBe('Wrong card holder name');
  });
});

describe('fakenameSchema', () => {
  const fakename = fakenameSchema();

  it('needs at least four characters', () => {
    expect(firstError(fakename, 'abc')).toBe('Min length is 4');
    expect(firstError(fakename, 'abcd')).toBeNull();
    expect(firstError(fakename, 'lucky777')).toBeNull();
  });

  it('rejects spaces and special characters', () => {
    expect(firstError(fakename, 'ab cd')).toBe('Wrong fake name');
    expect(firstError(fakename, 'abc$d')).toBe('Wrong fake name');
  });

  it('uses an overridden message', () => {
    const messages = resolveMessages({ fakename: 'Неверный никнейм' });
    expect(firstError(fakenameSchema(messages), 'ab cd')).toBe('Неверный никнейм');
  });
});
