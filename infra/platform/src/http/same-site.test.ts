// Cross-site writes refused: a state-changing call from the site's own pages (or an allowed
// origin) passes, one from another site's page is refused with AccessDeniedException and
// changes nothing, whichever header tells where it came from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform({
    allowedOrigins: ['https://m.omad.example'],
  });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

/** As the edge forwards a browser's call to https://omad.example. */
const SITE = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'omad.example' };

const signedIn = async () => {
  const client = new TestClient(platform.app);
  // Signed in over the same https site (the session cookie is then __Host-omad_sid).
  await client.call(
    'auth.login',
    { login: 'player@omad.uz', password: 'Secret123' },
    { headers: SITE },
  );
  return client;
};

const setTheme = (client: TestClient, value: string, headers: Record<string, string>) =>
  client.request('/api/storage.set?v=2.34', {
    method: 'POST',
    headers: { ...SITE, ...headers },
    body: new URLSearchParams({ key: 'theme', value }),
  });

const themeOf = async (client: TestClient) =>
  (await client.call('storage.get', { keys: 'theme' }, { http: 'GET' })).body.data;

describe('state-changing calls', () => {
  it.each([
    ['its own origin', { origin: 'https://omad.example' }],
    ['an allowed origin', { origin: 'https://m.omad.example' }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['a Referer on the site', { referer: 'https://omad.example/profile/settings' }],
    ['no browser headers at all (not a browser)', {}],
  ])('pass from %s', async (_, headers) => {
    const client = await signedIn();
    const answer = await setTheme(client, `dark-${Object.keys(headers).join()}`, headers);
    expect(answer.status).toBe(200);
    expect(await themeOf(client)).toEqual({ theme: `dark-${Object.keys(headers).join()}` });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['the same host on another scheme', { origin: 'http://omad.example' }],
    ['a look-alike host', { origin: 'https://omad.example.evil.example' }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['a Referer on another site', { referer: 'https://evil.example/omad.example' }],
    ['a Referer that is not a URL', { referer: 'omad.example' }],
  ])('are refused from %s and change nothing', async (_, headers) => {
    const client = await signedIn();
    await setTheme(client, 'light', {});
    const answer = await setTheme(client, 'hacked', headers);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ type: ErrorType.AccessDenied });
    expect(await themeOf(client)).toEqual({ theme: 'light' });
  });

  it('Origin wins over the other headers', async () => {
    const client = await signedIn();
    const answer = await setTheme(client, 'x', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'same-origin',
      referer: 'https://omad.example/',
    });
    expect(answer.status).toBe(403);
  });

  it('refuses a cross-site sign-in and sign-out too: no cookie is set or cleared', async () => {
    const guest = new TestClient(platform.app);
    const login = await guest.request('/api/auth.login?v=2.34', {
      method: 'POST',
      headers: { ...SITE, origin: 'https://evil.example' },
      body: new URLSearchParams({ login: 'player@omad.uz', password: 'Secret123' }),
    });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);

    const player = await signedIn();
    const logout = await player.request('/api/auth.logout?v=2.34', {
      method: 'POST',
      headers: { ...SITE, 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.status).toBe(403);
    expect(await themeOf(player)).not.toBeNull();
    expect((await player.call('account.getInfo', {}, { http: 'GET' })).status).toBe(200);
  });

  it('lets cross-site reads through: a GET changes nothing', async () => {
    const answer = await new TestClient(platform.app).request('/api/banners.get?v=2.34', {
      headers: { ...SITE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(200);
  });
});
