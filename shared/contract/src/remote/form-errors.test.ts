import { describe, expect, it } from 'vitest';
import { createCaller } from '../api/client';
import { ErrorType, FieldErrorCode, PlatformError } from '../api/errors';
import { fakeFetch, jsonResponse } from '../api/fake-fetch';
import { platformFormErrors, type PlatformErrorTexts } from './form-errors';

const texts: PlatformErrorTexts = {
  codes: {
    [FieldErrorCode.Invalid]: 'Wrong value',
    [FieldErrorCode.Required]: 'Field is required',
    [FieldErrorCode.AlreadyExists]: 'Already taken',
  },
  fields: { email: { [FieldErrorCode.AlreadyExists]: 'E-mail taken', INVALID: 'Wrong e-mail' } },
  network: 'Check your connection',
  tooManyRequests: 'Too many attempts',
  unknown: 'Something went wrong',
};

/** How a refusal of `answer` reaches a form: through the real client. */
const failureOf = async (answer: () => Response | Promise<Response>): Promise<unknown> => {
  const call = createCaller({ getLocale: () => 'uz', fetch: fakeFetch(answer).fetch });
  return call('support.sendFeedback', { body: { name: 'Ali' } }).then(
    () => 'no failure',
    (error: unknown) => error,
  );
};

const refusedWith = (type: string, errorData?: object, status = 400, data?: object) =>
  failureOf(() =>
    jsonResponse({ error: { type, message: `${type}!`, error_data: errorData, data } }, status),
  );

describe('platformFormErrors', () => {
  it('puts the first code of each field under it, by the field text, then the code text', async () => {
    const error = await refusedWith(ErrorType.InvalidParameter, {
      email: ['ALREADY_EXISTS', 'INVALID'],
      phone: ['ALREADY_EXISTS'],
      name: ['REQUIRED'],
    });
    expect(platformFormErrors(error, texts, ['email', 'phone', 'name'])).toEqual({
      email: 'E-mail taken',
      phone: 'Already taken',
      name: 'Field is required',
    });
  });

  it('reads an unknown code like INVALID, the field own INVALID text first', async () => {
    const error = await refusedWith(ErrorType.InvalidParameter, {
      email: ['SOMETHING_NEW'],
      name: ['SOMETHING_NEW'],
    });
    expect(platformFormErrors(error, texts, ['email', 'name'])).toEqual({
      email: 'Wrong e-mail',
      name: 'Wrong value',
    });
  });

  it('says codes of fields the form does not have for the whole form', async () => {
    const error = await refusedWith(ErrorType.InvalidParameter, {
      email: ['INVALID'],
      currency: ['REQUIRED'],
    });
    expect(platformFormErrors(error, texts, ['email'])).toEqual({
      email: 'Wrong e-mail',
      '': 'Field is required',
    });
  });

  it('says a request that got no answer as a network failure', async () => {
    const error = await failureOf(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(platformFormErrors(error, texts, ['name'])).toEqual({ '': 'Check your connection' });
  });

  it('says TooManyRequestsException with its own text and the wait in the locale', async () => {
    const error = await refusedWith(ErrorType.TooManyRequests, undefined, 429);
    expect(platformFormErrors(error, texts, ['name'])).toEqual({
      '': "Too many attempts Birozdan so'ng qayta urinib ko'ring.",
    });
    const timed = await refusedWith(ErrorType.TooManyRequests, undefined, 429, {
      retry_after: 240,
    });
    expect(platformFormErrors(timed, texts, ['name'], 'ru')).toEqual({
      '': 'Too many attempts Попробуйте снова через 4 минуты.',
    });
    expect(platformFormErrors(timed, texts, ['name'], 'uz')).toEqual({
      '': "Too many attempts 4 daqiqadan keyin qayta urinib ko'ring.",
    });
  });

  it('says any other type with the unknown text, or the platform message when asked', async () => {
    const error = await refusedWith(ErrorType.InternalServerError, undefined, 500);
    expect(platformFormErrors(error, texts, ['name'])).toEqual({ '': 'Something went wrong' });
    expect(platformFormErrors(error, { ...texts, platformMessage: true }, ['name'])).toEqual({
      '': 'InternalServerErrorException!',
    });
    expect(platformFormErrors(new Error('bug'), texts, ['name'])).toEqual({
      '': 'Something went wrong',
    });
  });

  it('checks field codes first, then no answer, then 429', () => {
    const both = new PlatformError({
      type: ErrorType.TooManyRequests,
      message: '',
      status: 0,
      method: 'auth.register',
    });
    expect(platformFormErrors(both, texts, [])).toEqual({ '': 'Check your connection' });
    const withCodes = new PlatformError({
      type: ErrorType.TooManyRequests,
      message: '',
      status: 429,
      method: 'auth.register',
      errorData: { name: ['REQUIRED'] },
    });
    expect(platformFormErrors(withCodes, texts, ['name'])).toEqual({ name: 'Field is required' });
  });
});
