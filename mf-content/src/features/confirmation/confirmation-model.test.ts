import { describe, expect, it } from 'vitest';
import { ErrorType, PlatformError } from '@omad/contract/api';
import { confirmationFailureOf, confirmationLinkFrom } from './confirmation-model';

const refusal = (type: PlatformError['type'], errorData = {}, status = 400) =>
  new PlatformError({
    type,
    message: 'refused',
    status,
    method: 'account.confirmContact',
    errorData,
  });

describe('confirmationLinkFrom', () => {
  it('reads the contact and the code of the link', () => {
    expect(confirmationLinkFrom(new URLSearchParams('contact=a%40omad.uz&code=012345'))).toEqual({
      contact: 'a@omad.uz',
      code: '012345',
    });
  });

  it('has no link without both parts', () => {
    expect(confirmationLinkFrom(new URLSearchParams('contact=a%40omad.uz'))).toBeNull();
    expect(confirmationLinkFrom(new URLSearchParams('code=012345'))).toBeNull();
    expect(confirmationLinkFrom(new URLSearchParams(''))).toBeNull();
  });
});

describe('confirmationFailureOf', () => {
  it('tells a wrong or expired code from a contact of another account', () => {
    expect(confirmationFailureOf(refusal(ErrorType.InvalidParameter, { code: ['INVALID'] }))).toBe(
      'code',
    );
    expect(
      confirmationFailureOf(refusal(ErrorType.InvalidParameter, { contact: ['NOT_FOUND'] })),
    ).toBe('contact');
  });

  it('tells a slowed confirmation (TooManyRequestsException) apart', () => {
    expect(confirmationFailureOf(refusal(ErrorType.TooManyRequests, {}, 429))).toBe('slowed');
  });

  it('leaves everything else a plain failure', () => {
    expect(confirmationFailureOf(refusal(ErrorType.Authorization, {}, 401))).toBe('failed');
    expect(confirmationFailureOf(refusal(ErrorType.InvalidParameter, {}))).toBe('failed');
    expect(confirmationFailureOf(new Error('offline'))).toBe('failed');
  });
});
