import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, TwoFactorMessage } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;
let clock = Date.UTC(2026, 0, 10, 12, 0, 0);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const credentials = { login: 'twofa@omad.uz', password: 'Secret123' };

const latestCode = async (client: TestClient): Promise<string> => {
  const outbox = await client.request('/api/_dev/outbox?to=twofa@omad.uz');
  const [latest] = outbox.body.data as { kind: string; code: string }[];
  expect(latest?.kind).toBe('2fa');
  return latest?.code ?? '';
};

describe('two-factor login', () => {
  it('runs the whole sequence: code sent, resend time, wrong, short, expired, correct', async () => {
    const client = new TestClient(platform.app);

    const first = await client.call('auth.login', credentials);
    expect(first.status).toBe(401);
    expect(first.body.error).toEqual({
      type: ErrorType.Authorization,
      message: TwoFactorMessage.Enabled,
      data: { resend_time: 60 },
    });
    const firstCode = await latestCode(client);

    clock += 20_000;
    const again = await client.call('auth.login', credentials);
    expect(again.body.error).toMatchObject({
      message: `${TwoFactorMessage.ResendTime} 40`,
      data: { resend_time: 40 },
    });
    expect(await latestCode(client)).toBe(firstCode);

    const wrongCode = firstCode === '000000' ? '111111' : '000000';
    const wrong = await client.call('auth.login', { ...credentials, code: wrongCode });
    expect(wrong.body.error?.message).toBe(TwoFactorMessage.CodeInvalid);

    const short = await client.call('auth.login', { ...credentials, code: '123' });
    expect(short.body.error?.message).toBe(TwoFactorMessage.CodeLength);

    clock += 5 * 60_000;
    const expired = await client.call('auth.login', { ...credentials, code: firstCode });
    expect(expired.body.error?.message).toBe(TwoFactorMessage.Expired);
    expect(client.cookies.has('omad_sid')).toBe(false);

    const resent = await client.call('auth.login', credentials);
    expect(resent.body.error?.message).toBe(TwoFactorMessage.Enabled);
    const code = await latestCode(client);

    clock += 30_000;
    const done = await client.call('auth.login', { ...credentials, code });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ login: 'twofa@omad.uz', two_factor_auth: true });
    expect(client.cookies.has('omad_sid')).toBe(true);

    // A code works once.
    const replay = await new TestClient(platform.app).call('auth.login', { ...credentials, code });
    expect(replay.body.error?.message).toBe(TwoFactorMessage.CodeInvalid);
  });

  it('forgets a code after five wrong guesses', async () => {
    clock += 10 * 60_000;
    const client = new TestClient(platform.app);
    await client.call('auth.login', credentials);
    const code = await latestCode(client);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await client.call('auth.login', { ...credentials, code: wrong });
    }
    const late = await client.call('auth.login', { ...credentials, code });
    expect(late.body.error?.message).toBe(TwoFactorMessage.CodeInvalid);
  });

  it('lets a signed-in player switch two-factor on', async () => {
    const client = new TestClient(platform.app);
    await client.call('auth.login', { login: 'player@omad.uz', password: 'Secret123' });
    expect((await client.call('account.changeTwoFactorAuth', { enable: '1' })).body.data).toBe(
      true,
    );
    await client.call('auth.logout');
    const login = await client.call('auth.login', {
      login: 'player@omad.uz',
      password: 'Secret123',
    });
    expect(login.body.error?.message).toBe(TwoFactorMessage.Enabled);
    const guest = await new TestClient(platform.app).call('account.changeTwoFactorAuth', {
      enable: '0',
    });
    expect(guest.status).toBe(401);
  });
});
