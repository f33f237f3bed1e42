// account.changepassword: the spec's password rule, the old password asked again (wrong ones
// slowed), and every other session of the player signed out while this one stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, ErrorType } from '@omad/contract/api';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import type { Answer } from '../testing/api-client';
import { freshEmail, PLAYER_PASSWORD, registerPlayer, signInAs } from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const fieldsOf = (answer: Answer) => answer.body.error?.error_data;
const change = (client: TestClient, fields: Record<string, string>) =>
  client.call('account.changepassword', {
    old_password: PLAYER_PASSWORD,
    password: 'N3wSecret!',
    password_confirm: 'N3wSecret!',
    ...fields,
  });

describe('account.changepassword', () => {
  it('refuses a wrong old password, a mismatch and a password outside the rule', async () => {
    const client = await registerPlayer(platform.app);
    expect(fieldsOf(await change(client, { old_password: 'Wrong-one' }))).toEqual({
      old_password: ['INVALID'],
    });
    expect(fieldsOf(await change(client, { password_confirm: 'N3wSecret?' }))).toEqual({
      password_confirm: ['INVALID'],
    });
    for (const password of ['short', 'x'.repeat(21), 'Parol с кириллицей', 'has space1']) {
      expect(fieldsOf(await change(client, { password, password_confirm: password }))).toEqual({
        password: ['INVALID'],
      });
    }
    expect(fieldsOf(await change(client, { old_password: '' }))).toEqual({
      old_password: ['REQUIRED'],
    });
    expect((await change(new TestClient(platform.app), {})).status).toBe(401);
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const email = freshEmail('password');
    const here = await registerPlayer(platform.app, { email });
    const phone = await signInAs(platform.app, email, PLAYER_PASSWORD);
    const laptop = await signInAs(platform.app, email, PLAYER_PASSWORD);

    const answer = await change(here, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toBe(1);

    expect((await here.call('account.getBalance', {}, { http: 'GET' })).status).toBe(200);
    for (const other of [phone, laptop]) {
      expect((await other.call('account.getBalance', {}, { http: 'GET' })).status).toBe(401);
    }
    const old = await new TestClient(platform.app).call('auth.login', {
      login: email,
      password: PLAYER_PASSWORD,
    });
    expect(old.body.error?.message).toBe(AuthMessage.WrongCredentials);
    await signInAs(platform.app, email, 'N3wSecret!');
  });

  it('slows guessing the old password through an open session', async () => {
    const client = await registerPlayer(platform.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(client, { old_password: `Wrong-${attempt}` })).status).toBe(400);
    }
    const slowed = await change(client, {});
    expect(slowed.status).toBe(429);
    expect(slowed.body.error?.type).toBe(ErrorType.TooManyRequests);
  });
});
