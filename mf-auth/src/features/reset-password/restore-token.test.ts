import { describe, expect, it } from 'vitest';
import { ErrorType, PlatformError, type ErrorTypeName } from '@omad/contract/api';
import { hashWithoutToken, tokenFromHash, tokenProblemOf } from './restore-token';

const refusedWith = (
  errorData: Record<string, string[]>,
  type: ErrorTypeName = ErrorType.InvalidParameter,
) =>
  new PlatformError({
    type,
    message: type,
    status: 400,
    method: 'auth.checkRestoreToken',
    errorData,
  });

describe('the restore link token', () => {
  it('is read from the fragment, with or without other parameters', () => {
    expect(tokenFromHash('#token=abc123')).toBe('abc123');
    expect(tokenFromHash('token=abc123')).toBe('abc123');
    expect(tokenFromHash('#utm=mail&token=a%2Bb')).toBe('a+b');
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('#real')).toBeNull();
  });

  it('is taken out of the fragment, keeping anything else', () => {
    expect(hashWithoutToken('#token=abc')).toBe('');
    expect(hashWithoutToken('#utm=mail&token=abc')).toBe('#utm=mail');
  });

  it("reads the platform's token codes, and nothing from other refusals", () => {
    expect(tokenProblemOf(refusedWith({ token: ['ALREADY_USED'] }))).toBe('used');
    expect(tokenProblemOf(refusedWith({ token: ['EXPIRED'] }))).toBe('expired');
    expect(tokenProblemOf(refusedWith({ token: ['NOT_FOUND'] }))).toBe('notFound');
    expect(tokenProblemOf(refusedWith({ token: ['SOMETHING_NEW'] }))).toBe('notFound');
    expect(tokenProblemOf(refusedWith({ password: ['COMMON'] }))).toBeNull();
    expect(tokenProblemOf(refusedWith({}, ErrorType.InternalServerError))).toBeNull();
    expect(tokenProblemOf(new Error('offline'))).toBeNull();
  });
});
