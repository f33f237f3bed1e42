import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, RestoreTokenSchema, UserAccountSchema } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { PLAYER_PASSWORD, freshEmail, registerPlayer } from '../testing/players';

let platform: Platform;
let clock = Date.UTC(2026, 2, 3, 9, 0, 0);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const NEW_PASSWORD = 'Kumush-Tong-77';

/** The restore message's link and the token in its fragment. */
const restoreLinkOf = async (client: TestClient, to: string) => {
  const outbox = await client.request(`/api/_dev/outbox?to=${encodeURIComponent(to)}`);
  const messages = outbox.body.data as { kind: string; text: string }[];
  const text = messages.find((message) => message.kind === 'restore')?.text ?? '';
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  return { text, link, token: new URL(link || 'http://x/').hash.replace(/^#token=/, '') };
};

const playerWithLink = async (locale = 'uz') => {
  const email = freshEmail('restore');
  const owner = await registerPlayer(platform.app, { email }, { locale });
  const asker = new TestClient(platform.app);
  expect((await asker.call('auth.restore', { login: email })).body.data).toBe(true);
  return { email, owner, asker, ...(await restoreLinkOf(asker, email)) };
};

describe('auth.restore', () => {
  it('sends a link to /restore (or /ru/restore) with a 256-bit token kept only as a hash', async () => {
    const uz = await playerWithLink('uz');
    expect(new URL(uz.link).pathname).toBe('/restore');
    expect(uz.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ru = await playerWithLink('ru');
    expect(new URL(ru.link).pathname).toBe('/ru/restore');
    expect(ru.text).toMatch(/пароль/);
    const rows = await platform.db.query<{ token_hash: string }>(
      'select token_hash from password_reset_tokens',
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(uz.token);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('answers an unknown login exactly as a known one, and sends nothing', async () => {
    const client = new TestClient(platform.app);
    const unknown = await client.call('auth.restore', { login: 'nobody.here@omad.uz' });
    const known = await playerWithLink();
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ data: true });
    const outbox = await client.request('/api/_dev/outbox?to=nobody.here@omad.uz');
    expect(outbox.body.data).toEqual([]);
    expect(known.token).not.toBe('');
  });

  it('sends one link per resend time; the first link still works', async () => {
    const { email, asker, token } = await playerWithLink();
    await asker.call('auth.restore', { login: email });
    const outbox = await asker.request(`/api/_dev/outbox?to=${email}`);
    const links = (outbox.body.data as { kind: string }[]).filter((m) => m.kind === 'restore');
    expect(links).toHaveLength(1);
    const check = await asker.call('auth.checkRestoreToken', { token }, { http: 'GET' });
    expect(issuesOf(RestoreTokenSchema, check.body.data)).toEqual([]);
  });
});

describe('auth.resetPassword', () => {
  it('sets the password once, ends every session, signs the browser in and tells the owner', async () => {
    const { email, owner, token } = await playerWithLink();
    const browser = new TestClient(platform.app);
    const reset = await browser.call('auth.resetPassword', {
      token,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(issuesOf(UserAccountSchema, reset.body.data)).toEqual([]);
    expect((await browser.call('account.getInfo', {}, { http: 'GET' })).body.data).toMatchObject({
      login: email,
    });
    // The session that was open before is over.
    const before = await owner.call('account.getInfo', {}, { http: 'GET' });
    expect((before.body.data as { uid: number }).uid).toBe(0);
    const old = await new TestClient(platform.app).call('auth.login', {
      login: email,
      password: PLAYER_PASSWORD,
    });
    expect(old.status).toBe(401);
    const fresh = await new TestClient(platform.app).call('auth.login', {
      login: email,
      password: NEW_PASSWORD,
    });
    expect(fresh.status).toBe(200);
    const again = await browser.call('auth.resetPassword', {
      token,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(again.body.error?.error_data).toEqual({ token: ['ALREADY_USED'] });
    const outbox = await browser.request(`/api/_dev/outbox?to=${email}`);
    expect((outbox.body.data as { kind: string }[]).map((m) => m.kind)).toContain('notice');
  });

  it('refuses an unknown and an expired token, a common and a mismatched password', async () => {
    const client = new TestClient(platform.app);
    const unknown = await client.call(
      'auth.checkRestoreToken',
      { token: 'A'.repeat(43) },
      { http: 'GET' },
    );
    expect(unknown.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: { token: ['NOT_FOUND'] },
    });
    const { token } = await playerWithLink();
    const common = await client.call('auth.resetPassword', {
      token,
      password: 'Qwerty123',
      password_confirm: 'Qwerty123',
    });
    expect(common.body.error?.error_data).toEqual({ password: ['COMMON'] });
    const mismatch = await client.call('auth.resetPassword', {
      token,
      password: NEW_PASSWORD,
      password_confirm: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.body.error?.error_data).toEqual({ password_confirm: ['INVALID'] });
    // Neither refusal used the link up; an hour later it is dead.
    expect((await client.call('auth.checkRestoreToken', { token }, { http: 'GET' })).status).toBe(
      200,
    );
    clock += 60 * 60 * 1000;
    const expired = await client.call('auth.resetPassword', {
      token,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(expired.body.error?.error_data).toEqual({ token: ['EXPIRED'] });
  });

  it('lets one of two parallel uses of a link through', async () => {
    const { token } = await playerWithLink();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        new TestClient(platform.app).call('auth.resetPassword', {
          token,
          password: NEW_PASSWORD,
          password_confirm: NEW_PASSWORD,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status !== 200).map((a) => a.body.error?.error_data),
    ).toEqual([{ token: ['ALREADY_USED'] }, { token: ['ALREADY_USED'] }]);
  });
});
