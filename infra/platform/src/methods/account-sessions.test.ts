// account.getSessions and account.closeOtherSessions: each sign-in with its browser and masked
// address, the current one first, last use written at most once a minute; and signing out
// everywhere else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountSessionSchema } from '@omad/contract/api';
import { maskAddress } from '../domain/sessions';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { freshEmail, PLAYER_PASSWORD, registerPlayer } from '../testing/players';
import { SESSION_TTL_MS } from '../config';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let clock = Date.UTC(2030, 2, 1, 9);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock, sessionTtlMs: SESSION_TTL_MS });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const sessionsOf = async (client: TestClient) => {
  const answer = await client.call('account.getSessions', {}, { http: 'GET' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const items = answer.body.data as unknown[];
  expect(items.flatMap((item) => issuesOf(AccountSessionSchema, item))).toEqual([]);
  return items.map((item) => parseWith(AccountSessionSchema, item));
};

const signInFrom = async (email: string, address: string, userAgent: string) => {
  const client = new TestClient(platform.app, address);
  const answer = await client.call(
    'auth.login',
    { login: email, password: PLAYER_PASSWORD },
    { headers: { 'user-agent': userAgent } },
  );
  expect(answer.status).toBe(200);
  return client;
};

describe('maskAddress', () => {
  it.each([
    ['203.0.113.77', '203.0.113.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3:x:x:x:x:x'],
    ['2001:db8::1', '2001:db8:0:x:x:x:x:x'],
    ['unknown', null],
  ])('%s → %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });
});

describe('account.getSessions', () => {
  it('lists the sign-ins, this one first, then by last use, with browser and masked address', async () => {
    const email = freshEmail('sessions');
    await registerPlayer(platform.app, { email });
    clock += 60_000;
    const phone = await signInFrom(email, '203.0.113.77', 'PhoneBrowser/1.0');
    clock += 60_000;
    const laptop = await signInFrom(email, '2001:db8:85a3::7', 'LaptopBrowser/2.0');
    clock += 5 * 60_000;
    // The phone is used again: its last use moves, the laptop's stays.
    await phone.call('account.getBalance', {}, { http: 'GET' });

    const seen = await sessionsOf(laptop);
    expect(seen).toHaveLength(3);
    const [current, ...others] = seen;
    expect(current).toMatchObject({
      is_current: true,
      user_agent: 'LaptopBrowser/2.0',
      address: '2001:db8:85a3:x:x:x:x:x',
    });
    expect(others.map((session) => session.is_current)).toEqual([false, false]);
    expect(others[0]).toMatchObject({
      user_agent: 'PhoneBrowser/1.0',
      address: '203.0.113.x',
      last_seen_at: new Date(clock).toISOString(),
    });
    expect(others[1]?.user_agent).toBeNull();
    expect(new Set(seen.map((session) => session.id)).size).toBe(3);
    // The public id is not the cookie's secret.
    expect(seen.map((session) => session.id)).not.toContain(laptop.cookies.get('omad_sid'));
    expect(current?.expires_at).toBe(
      new Date(Date.parse(current?.created_at ?? '') + SESSION_TTL_MS).toISOString(),
    );

    // Used again within the minute, the last use is not written again.
    const before = (await sessionsOf(phone))[0]?.last_seen_at;
    clock += 30_000;
    await phone.call('account.getBalance', {}, { http: 'GET' });
    expect((await sessionsOf(phone))[0]?.last_seen_at).toBe(before);
  });

  it('closes every other session and keeps this one', async () => {
    const email = freshEmail('close');
    const here = await registerPlayer(platform.app, { email });
    const other = await signInFrom(email, '198.51.100.9', 'Other/1');
    const elsewhere = await registerPlayer(platform.app);

    const closed = await here.call('account.closeOtherSessions', {});
    expect(closed.body.data).toEqual({ closed: 1 });
    expect((await sessionsOf(here)).map((session) => session.is_current)).toEqual([true]);
    expect((await other.call('account.getSessions', {}, { http: 'GET' })).status).toBe(401);
    // Another player's session is not touched.
    expect(await sessionsOf(elsewhere)).toHaveLength(1);
    expect((await here.call('account.closeOtherSessions', {})).body.data).toEqual({ closed: 0 });
    expect(
      (await new TestClient(platform.app).call('account.getSessions', {}, { http: 'GET' })).status,
    ).toBe(401);
  });
});
