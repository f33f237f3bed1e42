import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_VERSION, createCaller, detectFrame } from './client';
import type { ApiClientOptions } from './client';
import { ErrorType, PlatformError } from './errors';
import { fakeFetch, jsonResponse } from './fake-fetch';

const setup = (
  answer?: Parameters<typeof fakeFetch>[0],
  options: Partial<ApiClientOptions> = {},
) => {
  const platform = fakeFetch(answer);
  const onError = vi.fn<(error: PlatformError) => void>();
  const call = createCaller({
    getLocale: () => 'uz',
    isInFrame: () => false,
    fetch: platform.fetch,
    onError,
    ...options,
  });
  return { call, platform, onError };
};

/** The rejection of `promise`, failing the test when it resolves. */
const rejectionOf = async (promise: Promise<unknown>): Promise<PlatformError> => {
  const outcome = await promise.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof PlatformError)) throw outcome;
  return outcome;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the request', () => {
  it('goes to /api/{method} with v and the current locale, with the session cookie', async () => {
    let locale = 'uz';
    const { call, platform } = setup(undefined, { getLocale: () => locale });
    await call('account.getInfo');
    locale = 'ru';
    await call('banners.get', { params: { offset: 0 } });

    const [first, second] = platform.requests;
    expect(first?.url.pathname).toBe('/api/account.getInfo');
    expect(first?.query.get('v')).toBe(API_VERSION);
    expect(API_VERSION).toBe('2.34');
    expect(first?.query.get('locale')).toBe('uz');
    expect(second?.query.get('locale')).toBe('ru');
    expect(second?.query.get('v')).toBe('2.34');
    expect(first?.credentials).toBe('include');
  });

  it('is prefixed with the base URL', async () => {
    const { call, platform } = setup(undefined, { baseUrl: 'https://omad.test/platform/' });
    await call('metadata.get');
    expect(platform.last().url.href).toMatch(
      /^https:\/\/omad\.test\/platform\/api\/metadata\.get\?/,
    );
  });

  it('sends non_strict_mode=1 only inside a frame', async () => {
    let framed = false;
    const { call, platform } = setup(undefined, { isInFrame: () => framed });
    await call('account.getInfo');
    framed = true;
    await call('account.getInfo', { body: { a: 1 } });

    expect(platform.requests[0]?.query.has('non_strict_mode')).toBe(false);
    expect(platform.requests[1]?.query.get('non_strict_mode')).toBe('1');
  });

  it('drops null params from the query and serialises objects to JSON', async () => {
    const { call, platform } = setup();
    await call('games.get', { params: { options: { count: 5 }, search: null, type: undefined } });
    const { query } = platform.last();
    expect(query.get('options')).toBe('{"count":5}');
    expect(query.has('search')).toBe(false);
    expect(query.has('type')).toBe(false);
  });

  it('is a GET without a body and a multipart POST with one', async () => {
    const { call, platform } = setup();
    await call('account.getInfo');
    await call('auth.login', { body: { login: 'player', password: 'secret1', code: '' } });
    await call('auth.logout', { post: true });

    const [get, post, bare] = platform.requests;
    expect(get?.method).toBe('GET');
    expect(get?.form).toBeNull();
    expect(post?.method).toBe('POST');
    expect(Object.fromEntries(post?.form?.entries() ?? [])).toEqual({
      login: 'player',
      password: 'secret1',
      code: '',
    });
    expect(post?.query.has('login')).toBe(false);
    expect(bare?.method).toBe('POST');
    expect([...(bare?.form?.keys() ?? [])]).toEqual([]);
  });
});

describe('detectFrame', () => {
  it('is false outside a browser and when the page is the top window', () => {
    expect(detectFrame()).toBe(false);
    const page = {};
    vi.stubGlobal('window', { self: page, top: page });
    expect(detectFrame()).toBe(false);
  });

  it('is true in a frame, and when reading the top window throws', () => {
    vi.stubGlobal('window', { self: {}, top: {} });
    expect(detectFrame()).toBe(true);
    vi.stubGlobal('window', {
      self: {},
      get top(): never {
        throw new Error('cross-origin');
      },
    });
    expect(detectFrame()).toBe(true);
  });
});

describe('the answer', () => {
  const AccountSchema = v.object({ uid: v.number(), login: v.string() });

  it('is the data of the body, parsed with the schema when there is one', async () => {
    const { call, onError } = setup(() => jsonResponse({ data: { uid: 7, login: 'p', extra: 1 } }));
    await expect(call('account.getInfo', { schema: AccountSchema })).resolves.toEqual({
      uid: 7,
      login: 'p',
    });
    await expect(call('account.getInfo')).resolves.toEqual({ uid: 7, login: 'p', extra: 1 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects data that does not match the schema, naming the method and the path', async () => {
    const { call, onError } = setup(() => jsonResponse({ data: { uid: '7', login: 'p' } }));
    const error = await rejectionOf(call('account.getInfo', { schema: AccountSchema }));
    expect(error.type).toBe(ErrorType.UnknownError);
    expect(error.method).toBe('account.getInfo');
    expect(error.status).toBe(200);
    expect(error.message).toContain('account.getInfo');
    expect(error.message).toContain('data.uid');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('rejects a success body without data', async () => {
    const { call } = setup(() => jsonResponse({ result: 1 }));
    const error = await rejectionOf(call('account.getInfo'));
    expect(error.type).toBe(ErrorType.UnknownError);
    expect(error.message).toMatch(/^account\.getInfo: /);
  });

  it('turns an error body into a PlatformError with its type, status and data', async () => {
    const { call, onError } = setup(() =>
      jsonResponse(
        {
          error: {
            type: 'InvalidParameterException',
            message: 'Promo code is not valid',
            data: { resend_time: 30 },
            error_data: { promo_code: ['NOT_FOUND'] },
          },
        },
        422,
      ),
    );
    const error = await rejectionOf(call('campaigns.activateOffer', { body: { promo_code: 'X' } }));
    expect(error).toMatchObject({
      type: ErrorType.InvalidParameter,
      message: 'Promo code is not valid',
      status: 422,
      method: 'campaigns.activateOffer',
      data: { resend_time: 30 },
      errorData: { promo_code: ['NOT_FOUND'] },
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('keeps the status of a fatal error, and reads an empty [] map as empty', async () => {
    const { call } = setup(() =>
      jsonResponse({ error: { type: 'UserBannedException', message: 'banned', data: [] } }, 403),
    );
    const error = await rejectionOf(call('account.getInfo'));
    expect(error.type).toBe(ErrorType.UserBanned);
    expect(error.status).toBe(403);
    expect(error.data).toEqual({});
    expect(error.isFatal).toBe(true);
  });

  it('reads an error type outside the catalogue as UnknownErrorException', async () => {
    const { call } = setup(() =>
      jsonResponse({ error: { type: 'SomethingNewException', message: 'new' } }, 400),
    );
    const error = await rejectionOf(call('account.getInfo'));
    expect(error.type).toBe(ErrorType.UnknownError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('new');
  });

  it('reads a non-JSON answer as UnknownErrorException with its status', async () => {
    const { call, onError } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const error = await rejectionOf(call('account.getInfo'));
    expect(error.type).toBe(ErrorType.UnknownError);
    expect(error.status).toBe(502);
    expect(error.message).toContain('account.getInfo');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reads a JSON failure without an error as UnknownErrorException', async () => {
    const { call } = setup(() => jsonResponse({ data: 'oops' }, 500));
    const error = await rejectionOf(call('account.getInfo'));
    expect(error.type).toBe(ErrorType.UnknownError);
    expect(error.status).toBe(500);
  });

  it('reads a network failure as UnknownErrorException with status 0', async () => {
    const { call, onError } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejectionOf(call('account.getBalance'));
    expect(error.type).toBe(ErrorType.UnknownError);
    expect(error.status).toBe(0);
    expect(error.method).toBe('account.getBalance');
    expect(error.message).toContain('Failed to fetch');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('calls onError once per failed call and never for a success', async () => {
    let fail = true;
    const { call, onError } = setup(() =>
      fail
        ? jsonResponse({ error: { type: 'AccessDeniedException', message: 'no' } }, 403)
        : jsonResponse({ data: 1 }),
    );
    await rejectionOf(call('account.getInfo'));
    await rejectionOf(call('account.getBalance'));
    fail = false;
    await call('account.getInfo');
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls.map(([error]) => error.method)).toEqual([
      'account.getInfo',
      'account.getBalance',
    ]);
  });
});
