// Sign-in against a stranger: wrong passwords slow the login but never refuse the right one,
// a flood from one address refuses only that address, and the owner is told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { LOGIN_DELAY, THROTTLE_LIMITS } from '../config';
import { loginDelayMs } from '../domain/login-delay';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { PLAYER_PASSWORD, freshEmail, registerPlayer } from '../testing/players';

let platform: Platform;
const waits: number[] = [];

beforeAll(async () => {
  platform = await createTestPlatform({
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

describe('loginDelayMs', () => {
  it('is free for the first failures, then doubles up to the cap', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(LOGIN_DELAY.freeFailures - 1)).toBe(0);
    expect(loginDelayMs(LOGIN_DELAY.freeFailures)).toBe(LOGIN_DELAY.baseMs);
    expect(loginDelayMs(LOGIN_DELAY.freeFailures + 1)).toBe(LOGIN_DELAY.baseMs * 2);
    expect(loginDelayMs(LOGIN_DELAY.freeFailures + 30)).toBe(LOGIN_DELAY.maxMs);
  });
});

describe('auth.login against guessing', () => {
  it('slows a login after wrong passwords, lets the owner in, tells them, and forgets on success', async () => {
    const email = freshEmail('guessed');
    await registerPlayer(platform.app, { email });
    waits.length = 0;
    for (let guess = 0; guess < 12; guess += 1) {
      // Each guess from an address of its own: nothing per address is reached.
      const stranger = new TestClient(platform.app);
      const answer = await stranger.call('auth.login', {
        login: email,
        password: `Wrong-${guess}x`,
      });
      expect(answer.body.error?.type).toBe(ErrorType.Authorization);
    }
    expect(waits).toEqual(
      Array.from({ length: 12 }, (_, failures) => loginDelayMs(failures)).filter((ms) => ms > 0),
    );
    const owner = new TestClient(platform.app);
    const signedIn = await owner.call('auth.login', { login: email, password: PLAYER_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(waits.at(-1)).toBe(LOGIN_DELAY.maxMs);
    const notices = await owner.request(`/api/_dev/outbox?to=${email}`);
    const texts = (notices.body.data as { kind: string; text: string }[]).filter(
      (message) => message.kind === 'notice',
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toContain(String(LOGIN_DELAY.notifyAt));
    waits.length = 0;
    await new TestClient(platform.app).call('auth.login', {
      login: email,
      password: 'Wrong-again1',
    });
    expect(waits).toEqual([]);
  });

  it('refuses a flooding address and no other', async () => {
    const email = freshEmail('flooded');
    await registerPlayer(platform.app, { email });
    const flooder = new TestClient(platform.app, '203.0.113.66');
    let refused = 0;
    for (let attempt = 0; attempt <= THROTTLE_LIMITS.login.address.limit; attempt += 1) {
      const answer = await flooder.call('auth.login', {
        login: `x${attempt}@omad.uz`,
        password: 'Wrong-1x',
      });
      if (answer.body.error?.type === ErrorType.TooManyRequests) refused += 1;
    }
    expect(refused).toBe(1);
    const blocked = await flooder.call('auth.login', { login: email, password: PLAYER_PASSWORD });
    expect(blocked.body.error?.type).toBe(ErrorType.TooManyRequests);
    const elsewhere = new TestClient(platform.app, '198.51.100.200');
    expect(
      (await elsewhere.call('auth.login', { login: email, password: PLAYER_PASSWORD })).status,
    ).toBe(200);
  });

  it('reads the client address the trusted hop wrote, not what the client forged', async () => {
    const email = freshEmail('forged');
    await registerPlayer(platform.app, { email });
    const forger = new TestClient(platform.app);
    for (let attempt = 0; attempt <= 50; attempt += 1) {
      await forger.call(
        'auth.login',
        { login: `y${attempt}@omad.uz`, password: 'Wrong-1x' },
        // A different forged first entry each time; the edge's last entry stays the same.
        { headers: { 'x-forwarded-for': `10.9.${attempt}.1, 192.0.2.77` } },
      );
    }
    const last = await forger.call(
      'auth.login',
      { login: email, password: PLAYER_PASSWORD },
      { headers: { 'x-forwarded-for': '10.250.0.1, 192.0.2.77' } },
    );
    expect(last.body.error?.type).toBe(ErrorType.TooManyRequests);
  });
});

describe('registration', () => {
  it('is counted per address', async () => {
    const client = new TestClient(platform.app, '203.0.113.90');
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push(
        await client.call('auth.register', {
          email: freshEmail('many'),
          password: PLAYER_PASSWORD,
        }),
      );
    }
    expect(answers.slice(0, 10).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[10]?.body.error?.type).toBe(ErrorType.TooManyRequests);
  });
});
