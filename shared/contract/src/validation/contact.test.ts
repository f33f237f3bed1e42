import { describe, expect, it } from 'vitest';
import { firstError } from './base';
import { emailSchema, normalizeLogin, phoneSchema } from './contact';
import { resolveMessages } from './messages';

describe('emailSchema', () => {
  const email = emailSchema();

  it.each(['a@b.uz', 'a@b.co.uk', 'first.last+tag@mail.example.com'])('accepts %s', (value) => {
    expect(firstError(email, value)).toBeNull();
  });

  it.each(['a@b', 'a@@b.uz', 'a b@c.uz', 'a@b.c.d.e', 'a@.uz', 'a@b..uz', '@b.uz', 'a@b.uz '])(
    'rejects %j',
    (value) => {
      expect(firstError(email, value)).toBe('Wrong email address');
    },
  );

  it('asks to insert an email when empty', () => {
    expect(firstError(email, '')).toBe('Insert email');
  });
});

describe('phoneSchema', () => {
  const phone = phoneSchema();

  it('accepts 9 to 15 digits with an optional plus and mask formatting', () => {
    expect(firstError(phone, '901234567')).toBeNull();
    expect(firstError(phone, '+998901234567')).toBeNull();
    expect(firstError(phone, '+998 (90) 123-45-67')).toBeNull();
    expect(firstError(phone, '123456789012345')).toBeNull();
  });

  it('rejects too few or too many digits and letters', () => {
    expect(firstError(phone, '12345678')).toBe('Wrong phone number');
    expect(firstError(phone, '1234567890123456')).toBe('Wrong phone number');
    expect(firstError(phone, '+99890abc4567')).toBe('Wrong phone number');
    expect(firstError(phone, '99+8901234567')).toBe('Wrong phone number');
  });

  it('asks to insert a number when empty', () => {
    expect(firstError(phone, '')).toBe('Insert phone number');
    const messages = resolveMessages({ insertPhone: 'Введите номер' });
    expect(firstError(phoneSchema(messages), '')).toBe('Введите номер');
  });
});

describe('normalizeLogin', () => {
  it('strips one leading plus and surrounding spaces', () => {
    expect(normalizeLogin('+998901234567')).toBe('998901234567');
    expect(normalizeLogin(' +998901234567 ')).toBe('998901234567');
    expect(normalizeLogin('player@mail.uz')).toBe('player@mail.uz');
    expect(normalizeLogin('1+2')).toBe('1+2');
  });
});
