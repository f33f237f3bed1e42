import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, GeneralInfoSchema } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;
let client: TestClient;

beforeAll(async () => {
  platform = await createTestPlatform({ forceLogoutSeconds: 1800 });
  client = new TestClient(platform.app);
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

describe('the RPC wire', () => {
  it('answers an unknown method with 404 MethodNotFoundException', async () => {
    const answer = await client.call('casino.spinForFree', {}, { http: 'GET' });
    expect(answer.status).toBe(404);
    expect(answer.body.error?.type).toBe(ErrorType.MethodNotFound);
  });

  it('refuses a call without the API version', async () => {
    const answer = await client.call('metadata.getgeneralinfo', {}, { http: 'GET', version: null });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      type: ErrorType.InvalidRequest,
      message: 'Unsupported API version',
    });
  });

  it('refuses another API version', async () => {
    const answer = await client.call(
      'metadata.getgeneralinfo',
      {},
      { http: 'GET', version: '2.33' },
    );
    expect(answer.body.error?.type).toBe(ErrorType.InvalidRequest);
  });

  it('answers a malformed multipart body with InvalidParameterException', async () => {
    const answer = await client.request('/api/auth.login?v=2.34', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=----omad' },
      body: 'this is not multipart at all',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.type).toBe(ErrorType.InvalidParameter);
  });

  it('answers a missing required parameter with REQUIRED field data', async () => {
    const answer = await client.call('auth.login', { password: 'Secret123' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: { login: ['REQUIRED'] },
    });
  });

  it('matches method names case-insensitively', async () => {
    const lower = await client.call('metadata.getgeneralinfo', {}, { http: 'GET' });
    const mixed = await client.call('Metadata.getGeneralInfo', {}, { http: 'GET' });
    expect(lower.status).toBe(200);
    expect(mixed.body).toEqual(lower.body);
  });

  it('refuses GET for a POST-only method', async () => {
    const answer = await client.call(
      'auth.login',
      { login: 'a@b.uz', password: 'x' },
      { http: 'GET' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.type).toBe(ErrorType.InvalidRequest);
  });

  it('reads url-encoded bodies and turns the string null into null', async () => {
    const answer = await client.request('/api/auth.login?v=2.34', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'login=null&password=Secret123',
    });
    expect(answer.body.error?.error_data).toEqual({ login: ['REQUIRED'] });
  });

  it('reads JSON bodies, and refuses malformed ones', async () => {
    const post = (body: string) =>
      new TestClient(platform.app).request('/api/auth.login?v=2.34', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const signedIn = await post(JSON.stringify({ login: 'player@omad.uz', password: 'Secret123' }));
    expect(signedIn.body.data).toMatchObject({ login: 'player@omad.uz' });
    const malformed = await post('{"login":');
    expect(malformed.body.error?.type).toBe(ErrorType.InvalidParameter);
  });

  it('serves the general info the shell needs first', async () => {
    const answer = await client.call('metadata.getgeneralinfo', {}, { http: 'GET' });
    expect(issuesOf(GeneralInfoSchema, answer.body.data)).toEqual([]);
    expect(answer.body.data).toMatchObject({
      available_currencies: ['UZS', 'USD', 'RUB'],
      available_locales: ['uz', 'ru'],
      default_currency: 'UZS',
      time_to_force_logout: 1800,
    });
  });

  it('answers unknown paths under /api as MethodNotFoundException', async () => {
    const answer = await client.request('/api/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer.body.error?.type).toBe(ErrorType.MethodNotFound);
  });
});
