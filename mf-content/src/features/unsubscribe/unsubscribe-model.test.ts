import { describe, expect, it } from 'vitest';
import { ErrorType, PlatformError } from '@omad/contract/api';
import { failureOf, isPartialLink, linkFrom } from './unsubscribe-model';

const refusal = (type: PlatformError['type'], errorData = {}, status = 400) =>
  new PlatformError({
    type,
    message: 'refused',
    status,
    method: 'account.unsubscribe',
    errorData,
  });

describe('linkFrom', () => {
  it('reads the contact and token of an e-mail link', () => {
    const query = new URLSearchParams('contact=player%2B1%40omad.uz&token=abc123');
    expect(linkFrom(query)).toEqual({ contact: 'player+1@omad.uz', token: 'abc123' });
    expect(isPartialLink(query)).toBe(false);
  });

  it('has no link when a part is missing or blank, and says when one was partial', () => {
    expect(linkFrom(new URLSearchParams('contact=a%40b.uz'))).toBeNull();
    expect(linkFrom(new URLSearchParams('contact=a%40b.uz&token=%20'))).toBeNull();
    expect(isPartialLink(new URLSearchParams('token=abc'))).toBe(true);
    expect(isPartialLink(new URLSearchParams(''))).toBe(false);
    expect(isPartialLink(new URLSearchParams('utm_source=mail'))).toBe(false);
  });
});

describe('failureOf', () => {
  it('calls a refused token or contact an invalid link', () => {
    expect(failureOf(refusal(ErrorType.InvalidParameter, { token: ['INVALID'] }))).toBe('invalid');
    expect(failureOf(refusal(ErrorType.InvalidParameter, { contact: ['REQUIRED'] }))).toBe(
      'invalid',
    );
  });

  it('leaves other failures worth a retry', () => {
    expect(failureOf(refusal(ErrorType.InvalidParameter, { other: ['INVALID'] }))).toBe('failed');
    expect(failureOf(refusal(ErrorType.InternalServerError, {}, 500))).toBe('failed');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
