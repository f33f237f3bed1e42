import { describe, expect, it } from 'vitest';
import { ErrorType, PlatformError } from '@omad/contract/api';
import {
  PROMO_CODE_STORAGE_KEY,
  initialPromoCode,
  promoErrorCode,
  promoErrorText,
  savePromoCode,
} from './promo-code';

const memory = () => {
  const store = new Map<string, string>();
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
};

const refusal = (errorData: Record<string, string[]>) =>
  new PlatformError({
    type: ErrorType.InvalidParameter,
    message: 'refused',
    status: 400,
    method: 'campaigns.activateOffer',
    errorData,
  });

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

describe('promo refusal texts', () => {
  const cms = [
    { code: 'INVALID', message: 'CMS invalid' },
    { code: 'expired', message: 'CMS expired' },
  ];
  const own = { INVALID: 'own invalid', NOT_FOUND: 'own not found' };

  it('reads the first code under promo_code, or INVALID', () => {
    expect(promoErrorCode(refusal({ promo_code: ['EXPIRED', 'NOT_FOUND'] }))).toBe('EXPIRED');
    expect(promoErrorCode(refusal({ email: ['INVALID'] }))).toBe('INVALID');
    expect(promoErrorCode(new Error('offline'))).toBe('INVALID');
  });

  it('prefers the CMS text, then its own, then the INVALID text', () => {
    expect(promoErrorText('EXPIRED', cms, own)).toBe('CMS expired');
    expect(promoErrorText('NOT_FOUND', cms, own)).toBe('own not found');
    expect(promoErrorText('SOMETHING_NEW', cms, own)).toBe('CMS invalid');
    expect(promoErrorText('SOMETHING_NEW', [], own)).toBe('own invalid');
  });
});
