import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorType, TwoFactorMessage, UserAccountSchema } from '@omad/contract/api';
import { DEV_TELEGRAM_BOT_TOKEN } from '../config';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, START_TIMEOUT_MS, TestClient } from '../testing/api-client';

const NOW = Date.UTC(2025, 5, 1, 12);
let platform: Platform;

beforeAll(async () => {
  // No token configured: outside production the documented dev token signs.
  vi.stubEnv('TELEGRAM_BOT_TOKEN', '');
  platform = await createTestPlatform({ now: () => NOW });
  vi.unstubAllEnvs();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

/** Signs `fields` the way the messenger does, with the dev bot token unless told otherwise. */
const signed = (fields: Record<string, string>, token = DEV_TELEGRAM_BOT_TOKEN) => {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(token).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return { ...fields, hash, is_tg: '1' };
};
const telegramUser = {
  id: '777001',
  username: 'omad_fan',
  language_code: 'ru',
  payload: 'WELCOME',
  // Signed launch data carries its date; a minute old here.
  auth_date: String(Math.floor(NOW / 1000) - 60),
};
const register = (fields: Record<string, string>) =>
  new TestClient(platform.app).call('auth.register', fields);
const uidOf = (answer: { body: { data?: unknown } }) => (answer.body.data as { uid: number }).uid;

describe('messenger registration', () => {
  it('registers once, then signs the same account in, with registration to complete', async () => {
    const first = await register(signed(telegramUser));
    expect(first.status).toBe(200);
    expect(issuesOf(UserAccountSchema, first.body.data)).toEqual([]);
    expect(first.body.data).toMatchObject({ is_registration_completed: false, locale: 'ru' });
    const again = await register(signed({ ...telegramUser, username: 'renamed' }));
    expect(again.status).toBe(200);
    expect(uidOf(again)).toBe(uidOf(first));
  });

  it('signs in one account when two first sign-ins race', async () => {
    const user = { ...telegramUser, id: '777002' };
    const answers = await Promise.all([register(signed(user)), register(signed(user))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(answers.map(uidOf)).size).toBe(1);
  });

  it('queues one welcome notification, in the messenger language, for a new account', async () => {
    const user = { ...telegramUser, id: '777003' };
    const notificationsOf = async (client: TestClient) =>
      (await client.call('loyalty.getnotifications', {}, { http: 'GET' })).body.data;
    const client = new TestClient(platform.app);
    await client.call('auth.register', signed(user));
    expect(await notificationsOf(client)).toEqual({
      items: [expect.objectContaining({ trigger: 'register', title: 'Добро пожаловать в Omad!' })],
    });
    const again = new TestClient(platform.app);
    await again.call('auth.register', signed(user));
    expect(await notificationsOf(again)).toEqual({ items: [] });
  });

  it('refuses data the bot did not sign with 401', async () => {
    for (const forged of [
      { ...signed(telegramUser), id: '1' },
      signed(telegramUser, 'some-other-bot-token'),
      { ...signed(telegramUser), hash: 'not-hex' },
    ]) {
      const answer = await register(forged);
      expect(answer.status).toBe(401);
      expect(answer.body.error?.type).toBe(ErrorType.Authorization);
    }
  });

  it('accepts a day-old auth_date and refuses an older or a future one with 401', async () => {
    const at = (secondsAgo: number) => String(Math.floor(NOW / 1000) - secondsAgo);
    const fresh = await register(signed({ ...telegramUser, id: '777003', auth_date: at(86_000) }));
    expect(fresh.status).toBe(200);
    for (const authDate of [at(86_401), at(-3600), 'yesterday']) {
      const answer = await register(signed({ ...telegramUser, id: '777004', auth_date: authDate }));
      expect(answer.status, authDate).toBe(401);
      expect(answer.body.error).toMatchObject({ type: ErrorType.Authorization });
    }
    // Signed data without its date is refused too: it would work forever.
    const { auth_date: _dropped, ...undated } = { ...telegramUser, id: '777006' };
    expect((await register(signed(undated))).status).toBe(401);
  });

  it('passes the two-factor step of an account that has it on', async () => {
    const user = { ...telegramUser, id: '777007' };
    expect((await register(signed(user))).status).toBe(200);
    await platform.db.query(
      `update accounts set email = 'tg.twofa@omad.uz', email_confirmed = true,
         two_factor_auth = true, signup_contact = 'email' where telegram_id = $1`,
      [user.id],
    );
    const asked = await register(signed(user));
    expect(asked.status).toBe(401);
    expect(asked.body.error?.message).toBe(TwoFactorMessage.Enabled);
    // The mini-app's player typed no contact: the answer says, masked, where the code went.
    expect(asked.body.error?.data).toEqual({ resend_time: 60, sent_to: 'tg****@omad.uz' });
    const outbox = await new TestClient(platform.app).request(
      '/api/_dev/outbox?to=tg.twofa@omad.uz',
    );
    const code =
      (outbox.body.data as { kind: string; code: string }[]).find((m) => m.kind === '2fa')?.code ??
      '';
    const wrong = await register({
      ...signed(user),
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.error?.message).toBe(TwoFactorMessage.CodeInvalid);
    const passed = await register({ ...signed(user), code });
    expect(passed.status).toBe(200);
  });

  it('answers a banned messenger account with 403', async () => {
    const user = { ...telegramUser, id: '777005' };
    await register(signed(user));
    await new TestClient(platform.app).request('/api/_dev/ban', {
      method: 'POST',
      body: new URLSearchParams({ login: 'telegram:777005' }),
    });
    const answer = await register(signed(user));
    expect(answer.status).toBe(403);
    expect(answer.body.error?.type).toBe(ErrorType.UserBanned);
  });
});

describe('messenger registration in production without a bot token', () => {
  it(
    'answers 503 ApplicationUnavailable, and the dev token signs nothing',
    async () => {
      vi.stubEnv('TELEGRAM_BOT_TOKEN', '');
      const production = await createTestPlatform({ production: true });
      vi.unstubAllEnvs();
      try {
        const answer = await new TestClient(production.app).call(
          'auth.register',
          signed(telegramUser),
        );
        expect(answer.status).toBe(503);
        expect(answer.body.error?.type).toBe(ErrorType.ApplicationUnavailable);
      } finally {
        await production.close();
      }
    },
    START_TIMEOUT_MS,
  );
});
