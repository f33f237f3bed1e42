// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage, safeLocalStorage, safeSessionStorage } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const refusing = (error: Error): Storage =>
  Object.assign(Object.create(null) as Storage, {
    getItem: () => {
      throw error;
    },
    setItem: () => {
      throw error;
    },
    removeItem: () => {
      throw error;
    },
  });

describe('safe storage', () => {
  it('reads, writes and removes through the browser storage', () => {
    safeLocalStorage.setItem('promo_code', 'WELCOME100');
    safeSessionStorage.setItem('seon_session', 's-1');
    expect(localStorage.getItem('promo_code')).toBe('WELCOME100');
    expect(safeLocalStorage.getItem('promo_code')).toBe('WELCOME100');
    expect(safeSessionStorage.getItem('seon_session')).toBe('s-1');
    expect(safeLocalStorage.getItem('seon_session')).toBeNull();
    safeLocalStorage.removeItem('promo_code');
    expect(localStorage.getItem('promo_code')).toBeNull();
  });

  it('reads nothing and drops writes when reaching the storage throws (disabled, sandboxed)', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => safeLocalStorage.setItem('k', 'v')).not.toThrow();
    expect(() => safeLocalStorage.removeItem('k')).not.toThrow();
    expect(safeLocalStorage.getItem('k')).toBeNull();
  });

  it('survives a full quota and a storage whose every call throws (private mode)', () => {
    const full = createSafeStorage(() => refusing(new DOMException('full', 'QuotaExceededError')));
    expect(() => full.setItem('k', 'v')).not.toThrow();
    expect(full.getItem('k')).toBeNull();
    expect(() => full.removeItem('k')).not.toThrow();
  });

  it('reads nothing without a window (rendering on a server)', () => {
    localStorage.setItem('k', 'v');
    vi.stubGlobal('window', undefined);
    expect(safeLocalStorage.getItem('k')).toBeNull();
    expect(() => safeSessionStorage.setItem('k', 'v')).not.toThrow();
    expect(() => safeLocalStorage.removeItem('k')).not.toThrow();
  });
});
