import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_METHODS, ErrorType } from '@omad/contract/api';
import type { ApiMethodName } from '@omad/contract/api';
import { createRegistry } from '../http/rpc';
import type { MethodHandlers } from '../http/rpc';
import { METHOD_AREAS } from '../platform';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { NOT_YET_SERVED } from './not-yet-served';

let platform: Platform;
let client: TestClient;

beforeAll(async () => {
  platform = await createTestPlatform();
  client = new TestClient(platform.app);
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const tableNames = Object.keys(API_METHODS) as ApiMethodName[];
const served = [...createRegistry(METHOD_AREAS).values()];
const notYetServed = new Set<string>(NOT_YET_SERVED);

describe("the contract's method table on the platform", () => {
  it('has a handler for every method of the table but the ones listed as not yet served', () => {
    const servedNames = served.map((method) => method.name);
    expect(servedNames.filter((name) => notYetServed.has(name))).toEqual([]);
    expect([...servedNames, ...NOT_YET_SERVED].sort()).toEqual([...tableNames].sort());
  });

  it('answers every served method with its verb, and refuses GET for the POST ones', async () => {
    for (const { name } of served) {
      // No fields: a method answers, or refuses the call; it is never missing or broken.
      const answer = await client.call(name, {}, { http: API_METHODS[name] });
      expect({ name, type: answer.body.error?.type, status: answer.status }).not.toMatchObject({
        type: expect.stringMatching(/^(MethodNotFound|InternalServerError)Exception$/),
      });
      if (API_METHODS[name] !== 'POST') continue;
      const overGet = await client.call(name, {}, { http: 'GET' });
      expect({ name, error: overGet.body.error }).toMatchObject({
        name,
        error: { type: ErrorType.InvalidRequest, message: `Method ${name} expects POST` },
      });
    }
  });

  it('answers MethodNotFound for a method not yet served', async () => {
    for (const name of NOT_YET_SERVED) {
      const answer = await client.call(name, {}, { http: API_METHODS[name] });
      expect({ name, status: answer.status, type: answer.body.error?.type }).toEqual({
        name,
        status: 404,
        type: ErrorType.MethodNotFound,
      });
    }
  });

  it('refuses to register one method twice', () => {
    const handler = async () => true;
    const twice: MethodHandlers[] = [{ 'auth.logout': handler }, { 'auth.logout': handler }];
    expect(() => createRegistry(twice)).toThrow('Method auth.logout is registered twice');
  });

  // `misuses` is never called: `tsc` (npm run typecheck) fails when one of its lines stops
  // being an error, i.e. when a handler under a wrong name or with its own verb would compile.
  it('makes a name outside the table, or a verb of its own, a compile error', () => {
    const handler = async () => true;
    const misuses = (): MethodHandlers[] => [
      // @ts-expect-error a name the contract's table does not have
      { 'auth.logn': handler } satisfies MethodHandlers,
      // @ts-expect-error names are spelt as the table spells them
      { 'account.getProfileInfo': handler } satisfies MethodHandlers,
      // @ts-expect-error a handler file cannot choose a verb; the table gives it
      { 'auth.login': { post: false, handler } } satisfies MethodHandlers,
    ];
    expect(misuses).toBeTypeOf('function');
  });
});
