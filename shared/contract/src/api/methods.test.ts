import { describe, expect, expectTypeOf, it } from 'vitest';
import { createCaller } from './client';
import { withListedVerbs } from './create-api';
import { fakeFetch } from './fake-fetch';
import { API_METHODS } from './methods';
import type { ApiMethodName, MethodCaller, VerbOf } from './methods';

const setup = () => {
  const platform = fakeFetch();
  const call = withListedVerbs(
    createCaller({ getLocale: () => 'uz', isInFrame: () => false, fetch: platform.fetch }),
  );
  return { call, platform };
};

const names = Object.keys(API_METHODS) as ApiMethodName[];

describe('the method table', () => {
  it('names each method once as the platform matches names (case-insensitively)', () => {
    const lowerCased = names.map((name) => name.toLowerCase());
    expect(new Set(lowerCased).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('sends every method with its own verb, a POST one even without fields', async () => {
    const { call, platform } = setup();
    for (const name of names) await call(name);
    const sent = platform.requests.map((request) => [request.apiMethod, request.method]);
    expect(sent).toEqual(names.map((name) => [name, API_METHODS[name]]));
  });

  it('puts GET fields in the query and POST fields in the body', async () => {
    const { call, platform } = setup();
    await call('games.getHistory', { params: { offset: 10 } });
    expect(platform.last()).toMatchObject({ method: 'GET', form: null });
    expect(platform.last().query.get('offset')).toBe('10');
    await call('storage.set', { body: { key: 'seen', value: null } });
    expect(platform.last().method).toBe('POST');
    expect(Object.fromEntries(platform.last().form?.entries() ?? [])).toEqual({
      key: 'seen',
      value: 'null',
    });
  });

  // `misuses` is never called: `tsc` (npm run typecheck) checks its lines and fails when
  // one of them stops being an error, i.e. when a wrong name or a wrong verb would compile.
  it('makes a misspelt name or a wrong verb a compile error', () => {
    const misuses = (call: MethodCaller) => [
      // @ts-expect-error a method the table does not have
      call('games.gett'),
      // @ts-expect-error names are spelt as on the wire: account.getprofileinfo
      call('account.getProfileInfo'),
      // @ts-expect-error games.get is a GET: a body would send it as POST
      call('games.get', { body: { sysname: 'book_of_ra' } }),
      // @ts-expect-error auth.login is a POST: its fields go in the body, not the query
      call('auth.login', { params: { login: 'player@omad.uz' } }),
      // @ts-expect-error the verb is the table's, never the caller's
      call('auth.logout', { post: true }),
    ];
    expectTypeOf(misuses).returns.items.toEqualTypeOf<Promise<unknown>>();
    expectTypeOf<VerbOf<'auth.login'>>().toEqualTypeOf<'POST'>();
    expectTypeOf<VerbOf<'games.get'>>().toEqualTypeOf<'GET'>();
    expectTypeOf<VerbOf<'storage.set'>>().not.toEqualTypeOf<'GET'>();
  });
});
