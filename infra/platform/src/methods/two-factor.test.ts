import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorType,
  TwoFactorChangeSchema,
  TwoFactorMessage,
  UserAccountSchema,
} from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { accountOf, confirmContact, outboxCode, wrongCode } from '../testing/players';

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
      data: { resend_time: 60, sent_to: 'tw****@omad.uz' },
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
});

describe('switching two-factor on and off', () => {
  const player = { login: 'switch@omad.uz', password: 'Omad-Pa55word' };

  it('waits for the code sent to the player, then switches; sign-in then asks for a code', async () => {
    const client = new TestClient(platform.app);
    await client.call('auth.register', { email: player.login, password: player.password });
    // Codes that switch it go to a confirmed contact only.
    const unconfirmed = await client.call('account.changeTwoFactorAuth', { enable: '1' });
    expect(unconfirmed.body.error?.type).toBe(ErrorType.UserNeedConfirmContact);
    await confirmContact(client, player.login);
    const asked = await client.call('account.changeTwoFactorAuth', { enable: '1' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(issuesOf(TwoFactorChangeSchema, asked.body.data)).toEqual([]);
    expect(asked.body.data).toEqual({ enable: true, sent_to: 'sw****@omad.uz', resend_time: 60 });
    // Nothing changes before the code comes back.
    expect((await accountOf(client)).two_factor_auth).toBe(false);
    const code = await outboxCode(client, player.login, 'twofactor-change');
    expect(code).toMatch(/^\d{6}$/);

    // Asked again within the minute: the same code stands, nothing is sent.
    clock += 20_000;
    const again = await client.call('account.changeTwoFactorAuth', { enable: '1' });
    expect(again.body.data).toMatchObject({ enable: true, resend_time: 40 });
    expect(await outboxCode(client, player.login, 'twofactor-change')).toBe(code);
    const wrong = await client.call('account.confirmTwoFactorAuth', { code: wrongCode(code) });
    expect(wrong.body.error?.error_data).toEqual({ code: ['INVALID'] });
    const done = await client.call('account.confirmTwoFactorAuth', { code });
    expect(done.status).toBe(200);
    expect(issuesOf(UserAccountSchema, done.body.data)).toEqual([]);
    expect(done.body.data).toMatchObject({ login: player.login, two_factor_auth: true });
    // A code works once.
    const replay = await client.call('account.confirmTwoFactorAuth', { code });
    expect(replay.body.error?.error_data).toEqual({ code: ['INVALID'] });

    await client.call('auth.logout');
    const login = await client.call('auth.login', player);
    expect(login.body.error?.message).toBe(TwoFactorMessage.Enabled);
    const loginCode = await outboxCode(client, player.login, '2fa');
    expect((await client.call('auth.login', { ...player, code: loginCode })).status).toBe(200);
  });

  it('switches off the same way; an expired code or five wrong ones are refused', async () => {
    clock += 10 * 60_000;
    const client = new TestClient(platform.app);
    await client.call('auth.login', player);
    await client.call('auth.login', {
      ...player,
      code: await outboxCode(client, player.login, '2fa'),
    });
    const already = await client.call('account.changeTwoFactorAuth', { enable: '1' });
    expect(already.body.error?.error_data).toEqual({ enable: ['INVALID'] });

    // Off needs the password first.
    const bare = await client.call('account.changeTwoFactorAuth', { enable: '0' });
    expect(bare.body.error?.error_data).toEqual({ password: ['REQUIRED'] });
    const off0 = { enable: '0', password: player.password };
    await client.call('account.changeTwoFactorAuth', off0);
    const expired = await outboxCode(client, player.login, 'twofactor-change');
    clock += 5 * 60_000 + 1;
    const late = await client.call('account.confirmTwoFactorAuth', { code: expired });
    expect(late.body.error?.error_data).toEqual({ code: ['INVALID'] });

    await client.call('account.changeTwoFactorAuth', off0);
    const guessed = await outboxCode(client, player.login, 'twofactor-change');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await client.call('account.confirmTwoFactorAuth', { code: wrongCode(guessed) });
    }
    const tooLate = await client.call('account.confirmTwoFactorAuth', { code: guessed });
    expect(tooLate.body.error?.error_data).toEqual({ code: ['INVALID'] });

    clock += 61_000;
    const off = await client.call('account.changeTwoFactorAuth', off0);
    expect(off.body.data).toMatchObject({ enable: false, resend_time: 60 });
    const code = await outboxCode(client, player.login, 'twofactor-change');
    const done = await client.call('account.confirmTwoFactorAuth', { code });
    expect(done.body.data).toMatchObject({ two_factor_auth: false });
    await client.call('auth.logout');
    expect((await client.call('auth.login', player)).status).toBe(200);
  });

  it('needs a signed-in player and a flag', async () => {
    const guest = new TestClient(platform.app);
    expect((await guest.call('account.changeTwoFactorAuth', { enable: '0' })).status).toBe(401);
    expect((await guest.call('account.confirmTwoFactorAuth', { code: '123456' })).status).toBe(401);
    const client = new TestClient(platform.app);
    await client.call('auth.register', { email: 'switch.flag@omad.uz', password: 'Omad-Pa55word' });
    const missing = await client.call('account.changeTwoFactorAuth', {});
    expect(missing.body.error?.error_data).toEqual({ enable: ['REQUIRED'] });
  });
});

describe('two-factor codes at rest', () => {
  it('are kept only as hashes, and one right code signs in once however often it is sent at once', async () => {
    const asker = new TestClient(platform.app);
    clock += 10 * 60_000;
    await asker.call('auth.login', credentials);
    const code = await latestCode(asker);
    const rows = await platform.db.query<Record<string, unknown>>('select * from two_factor_codes');
    expect(JSON.stringify(rows)).not.toContain(code);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        new TestClient(platform.app).call('auth.login', { ...credentials, code }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('switch and contact codes are used once however often they are sent at once', async () => {
    clock += 10 * 60_000;
    const client = new TestClient(platform.app);
    const login = 'parallel.codes@omad.uz';
    await client.call('auth.register', { email: login, password: 'Omad-Pa55word' });
    await client.call('account.sendconfirmationtocontact', { contact: login });
    const contactCode = await outboxCode(client, login, 'confirm');
    const confirmations = await Promise.all(
      [1, 2, 3].map(() =>
        client.call('account.confirmContact', { contact: login, code: contactCode }),
      ),
    );
    expect(confirmations.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);

    await client.call('account.changeTwoFactorAuth', { enable: '1' });
    const switchCode = await outboxCode(client, login, 'twofactor-change');
    const switches = await Promise.all(
      [1, 2, 3].map(() => client.call('account.confirmTwoFactorAuth', { code: switchCode })),
    );
    expect(switches.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    expect((await accountOf(client)).two_factor_auth).toBe(true);
  });
});
