import { describe, expect, it } from 'vitest';
import { PROMO_CODE_STORAGE_KEY, initialPromoCode, savePromoCode } from './promo-code';

const memory = () => {
  const store = new Map<string, string>();
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
};

describe('initialPromoCode', () => {
  it('takes promo_code or promocode from the query and stores it', () => {
    const storage = memory();
    expect(initialPromoCode('?promo_code=WELCOME100', storage)).toBe('WELCOME100');
    expect(initialPromoCode('?promocode=OMAD50', storage)).toBe('OMAD50');
    expect(storage.store.get(PROMO_CODE_STORAGE_KEY)).toBe('OMAD50');
    expect(initialPromoCode('', storage)).toBe('OMAD50');
    expect(initialPromoCode('', memory())).toBe('');
  });

  it('forgets a code the player erased', () => {
    const storage = memory();
    savePromoCode('X', storage);
    savePromoCode('  ', storage);
    expect(storage.store.has(PROMO_CODE_STORAGE_KEY)).toBe(false);
  });
});
