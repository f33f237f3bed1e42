import { describe, expect, it } from 'vitest';
import { isSignedCallback, signCallback, type SignedFields } from './payment-signature';

const fields: SignedFields = {
  callbackId: 'cb-1',
  transactionId: 42,
  status: 'success',
  amount: '50000.00',
  currency: 'UZS',
};

describe('payment callback signatures', () => {
  it('accepts the signature its fields make with the shared secret', () => {
    const signature = signCallback('secret', fields);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isSignedCallback('secret', fields, signature)).toBe(true);
  });

  it('refuses another secret, any changed field, and what is not a signature', () => {
    const signature = signCallback('secret', fields);
    expect(isSignedCallback('other', fields, signature)).toBe(false);
    for (const changed of [
      { callbackId: 'cb-2' },
      { transactionId: 43 },
      { status: 'fail' },
      { amount: '50000.01' },
      { currency: 'USD' },
    ] as const) {
      expect(
        isSignedCallback('secret', { ...fields, ...changed }, signature),
        JSON.stringify(changed),
      ).toBe(false);
    }
    for (const forged of [
      '',
      'zz',
      signature.slice(0, 62),
      `${signature}00`,
      signature.toUpperCase(),
    ]) {
      expect(isSignedCallback('secret', fields, forged), forged).toBe(false);
    }
  });
});
