import { describe, expect, it } from 'vitest';
import { waitAdvice } from './wait';

describe('waitAdvice', () => {
  it.each([
    [30, 'uz', "30 soniyadan keyin qayta urinib ko'ring."],
    [61, 'uz', "2 daqiqadan keyin qayta urinib ko'ring."],
    [3600, 'uz', "1 soatdan keyin qayta urinib ko'ring."],
    [1, 'ru', 'Попробуйте снова через 1 секунду.'],
    [60, 'ru', 'Попробуйте снова через 1 минуту.'],
    [240, 'ru', 'Попробуйте снова через 4 минуты.'],
    [300, 'ru', 'Попробуйте снова через 5 минут.'],
    [5400, 'ru', 'Попробуйте снова через 2 часа.'],
  ])('says a wait of %i s in %s', (seconds, locale, text) => {
    expect(waitAdvice(seconds, locale)).toBe(text);
  });

  it('says "a little later" when the wait is unknown or makes no sense', () => {
    expect(waitAdvice(null, 'uz')).toBe("Birozdan so'ng qayta urinib ko'ring.");
    expect(waitAdvice(-5, 'ru')).toBe('Попробуйте снова чуть позже.');
    expect(waitAdvice(Number.NaN, 'ru')).toBe('Попробуйте снова чуть позже.');
  });
});
