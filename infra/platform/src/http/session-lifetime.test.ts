// A session ends on the platform, not only in the browser: after time_to_force_logout without
// a request, 7 days after sign-in, and never by a cross-site logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { DEFAULT_FORCE_LOGOUT_SECONDS, SESSION_SEEN_INTERVAL_MS, SESSION_TTL_MS } from '../config';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import type { TestClient } from '../testing/api-client';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { registerPlayer } from '../testing/players';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session';

let platform: Platform;
let clock = Date.UTC(2026, 4, 1, 8, 0, 0);

beforeAll(async () => {
  platform = await createTestPlatform({
    now: () => clock,
    forceLogoutSeconds: DEFAULT_FORCE_LOGOUT_SECONDS,
    sessionTtlMs: SESSION_TTL_MS,
  });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const uidOf = async (client: TestClient): Promise<number> =>
  ((await client.call('account.getInfo', {}, { http: 'GET' })).body.data as { uid: number }).uid;

describe('session lifetime', () => {
  it('ends a session idle past time_to_force_logout, and keeps a busy one', async () => {
    const busy = await registerPlayer(platform.app);
    const idle = await registerPlayer(platform.app);
    const idleLimit = DEFAULT_FORCE_LOGOUT_SECONDS * 1000 + SESSION_SEEN_INTERVAL_MS;
    for (let step = 0; step < 4; step += 1) {
      clock += idleLimit / 2;
      expect(await uidOf(busy)).toBeGreaterThan(0);
    }
    expect(await uidOf(idle)).toBe(0);
  });

  it('ends any session 7 days after sign-in, however busy', async () => {
    const player = await registerPlayer(platform.app);
    const step = 20 * 60 * 1000;
    for (let at = step; at < SESSION_TTL_MS; at += step) {
      clock += step;
      if (at % (24 * 60 * 60 * 1000) < step) expect(await uidOf(player)).toBeGreaterThan(0);
      else await player.call('account.getBalance', {}, { http: 'GET' });
    }
    clock += step;
    expect(await uidOf(player)).toBe(0);
  });

  it('names the cookie __Host-omad_sid over https, omad_sid over plain http', async () => {
    const overHttps = await registerPlayer(
      platform.app,
      {},
      {
        headers: { 'x-forwarded-proto': 'https' },
      },
    );
    expect([...overHttps.cookies.keys()]).toEqual([SECURE_SESSION_COOKIE]);
    const local = await registerPlayer(platform.app);
    expect([...local.cookies.keys()]).toEqual([SESSION_COOKIE]);
  });
});

describe('auth.logout', () => {
  it('refuses a cross-site request and changes nothing; a same-site one signs out', async () => {
    const player = await registerPlayer(platform.app);
    const strangers: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of strangers) {
      const answer = await player.call('auth.logout', {}, { http: 'GET', headers });
      expect(answer.status).toBe(403);
      expect(answer.body.error?.type).toBe(ErrorType.AccessDenied);
      expect(await uidOf(player)).toBeGreaterThan(0);
    }
    const own = await player.call(
      'auth.logout',
      {},
      {
        http: 'GET',
        headers: { 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(own.status).toBe(200);
    expect(await uidOf(player)).toBe(0);
  });
});
