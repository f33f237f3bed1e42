import { describe, expect, it } from 'vitest';
import { callSamples } from './create-api.fixture';
import { createApi } from './create-api';
import { fakeFetch } from './fake-fetch';
import type { RecordedRequest } from './fake-fetch';
import { API_METHODS } from './methods';

const setup = (answer?: Parameters<typeof fakeFetch>[0]) => {
  const platform = fakeFetch(answer);
  const api = createApi({ getLocale: () => 'ru', isInFrame: () => false, fetch: platform.fetch });
  return { api, platform };
};

const formOf = (request: RecordedRequest) => Object.fromEntries(request.form?.entries() ?? []);

/** Query params other than the ones every call carries. */
const ownQuery = (request: RecordedRequest) => {
  const query = Object.fromEntries(request.query.entries());
  delete query.v;
  delete query.locale;
  return query;
};

describe('the typed methods', () => {
  it.each(callSamples)(
    '%s sends the right method, verb and fields',
    async (_name, invoke, expected) => {
      const { api, platform } = setup();
      await invoke(api).catch(() => undefined);
      const request = platform.last();
      expect(request.apiMethod).toBe(expected.method);
      expect(request.method).toBe(expected.verb);
      if (expected.verb === 'GET') expect(request.form).toBeNull();
      if (expected.query) expect(ownQuery(request)).toEqual(expected.query);
      if (expected.form) expect(formOf(request)).toEqual(expected.form);
      expect(request.query.get('locale')).toBe('ru');
    },
  );

  it('cover every method of the spec, each with its verb and POST fields in the body', async () => {
    const { api, platform } = setup();
    const namespaces = Object.entries(api).filter(([name]) => name !== 'call');
    for (const [, namespace] of namespaces) {
      for (const method of Object.values(namespace)) {
        // Called with a placeholder argument: only the wire name and verb matter here.
        await (method as (arg: unknown) => Promise<unknown>)({ field: 'x' }).catch(() => undefined);
      }
    }
    const sent = new Map(platform.requests.map((request) => [request.apiMethod, request]));
    expect([...sent.keys()].sort()).toEqual(Object.keys(API_METHODS).sort());
    for (const [name, verb] of Object.entries(API_METHODS)) {
      const request = sent.get(name);
      expect({ name, verb: request?.method }).toEqual({ name, verb });
      if (verb === 'POST' && request)
        expect({ name, query: ownQuery(request) }).toEqual({ name, query: {} });
    }
  });
});
