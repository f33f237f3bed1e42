import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, ErrorType, UserAccountSchema } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const newClient = () => new TestClient(platform.app);
const getInfo = (client: TestClient) => client.call('account.getInfo', {}, { http: 'GET' });

describe('auth.register', () => {
  it('creates the account, starts a session and answers the account', async () => {
    const client = newClient();
    const answer = await client.call('auth.register', {
      email: 'New.Player@Omad.uz',
      password: 'Omad-Pa55word',
      currency: 'USD',
    });
    expect(answer.status).toBe(200);
    expect(issuesOf(UserAccountSchema, answer.body.data)).toEqual([]);
    expect(answer.body.data).toMatchObject({
      login: 'new.player@omad.uz',
      balances: { main: { amount: '0.00', currency: 'USD' } },
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('omad_sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).not.toMatch(/Secure/i);

    const info = await getInfo(client);
    expect(issuesOf(UserAccountSchema, info.body.data)).toEqual([]);
    expect(info.body.data).toMatchObject({ login: 'new.player@omad.uz', uid: expect.any(Number) });
    expect((info.body.data as { uid: number }).uid).toBeGreaterThan(0);
  });

  it('refuses a login that already exists', async () => {
    const answer = await newClient().call('auth.register', {
      email: 'player@omad.uz',
      password: 'Omad-Pa55word',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: { email: ['ALREADY_EXISTS'] },
    });
  });

  it('refuses passwords outside 6 to 20 characters', async () => {
    for (const password of ['12345', 'x'.repeat(21)]) {
      const answer = await newClient().call('auth.register', { email: 'short@omad.uz', password });
      expect(answer.body.error?.error_data).toEqual({ password: ['INVALID'] });
    }
  });

  it("refuses what the contract's form rules refuse, field by field", async () => {
    const refused: [Record<string, string>, string][] = [
      [{ email: 'spaced@omad.uz', password: 'Secret 123' }, 'password'],
      [{ email: 'cyrillic@omad.uz', password: 'Пароль123' }, 'password'],
      [{ email: 'deep@mail.omad.co.uz', password: 'Omad-Pa55word' }, 'email'],
      [{ phone: '+998 90 12', password: 'Omad-Pa55word' }, 'phone'],
    ];
    for (const [fields, field] of refused) {
      const answer = await newClient().call('auth.register', fields);
      expect({ fields, errors: answer.body.error?.error_data }).toEqual({
        fields,
        errors: { [field]: ['INVALID'] },
      });
    }
    const accepted = await newClient().call('auth.register', {
      email: 'edge@mail.omad.uz',
      password: 'Pa55word!~'.padEnd(20, '#'),
    });
    expect(accepted.body.data).toMatchObject({ login: 'edge@mail.omad.uz' });
  });

  it('stores a phone typed with formatting as its digits', async () => {
    const typed = await newClient().call('auth.register', {
      phone: '(+998) 90-555-77-88',
      password: 'Omad-Pa55word',
    });
    expect(typed.status).toBe(200);
    const login = await newClient().call('auth.login', {
      login: '998905557788',
      password: 'Omad-Pa55word',
    });
    expect(login.status).toBe(200);
  });

  it('sets a Secure cookie only over https', async () => {
    const answer = await newClient().request('https://omad.uz/api/auth.register?v=2.34', {
      method: 'POST',
      body: new URLSearchParams({ phone: '+998 90 555 00 11', password: 'Omad-Pa55word' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join()).toMatch(/Secure/);
  });
});

describe('auth.login and auth.logout', () => {
  it('refuses a wrong password with AuthorizationException', async () => {
    const answer = await newClient().call('auth.login', {
      login: 'player@omad.uz',
      password: 'nope123',
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({
      type: ErrorType.Authorization,
      message: AuthMessage.WrongCredentials,
    });
  });

  it('answers an unknown login exactly like a wrong password', async () => {
    const answer = await newClient().call('auth.login', {
      login: 'ghost@omad.uz',
      password: 'Secret123',
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.message).toBe(AuthMessage.WrongCredentials);
  });

  it('accepts a phone login with a leading plus', async () => {
    const client = newClient();
    const answer = await client.call('auth.login', {
      login: '+998901234567',
      password: 'Secret123',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ login: 'player@omad.uz' });
    const balance = await client.call('account.getBalance', {}, { http: 'GET' });
    expect(balance.body.data).toMatchObject({ main: { amount: '1250000.50', currency: 'UZS' } });
  });

  it('answers a banned account with 403 UserBannedException', async () => {
    const answer = await newClient().call('auth.login', {
      login: 'banned@omad.uz',
      password: 'Secret123',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({
      type: ErrorType.UserBanned,
      data: { ban_type: 'full' },
    });
  });

  it('ends the session on logout', async () => {
    const client = newClient();
    await client.call('auth.login', { login: 'incomplete@omad.uz', password: 'Secret123' });
    expect((await getInfo(client)).body.data).toMatchObject({ is_registration_completed: false });
    const stolenCookie = client.cookies.get('omad_sid');

    const logout = await client.call('auth.logout', {}, { http: 'GET' });
    expect(logout.body.data).toBe(true);
    expect(client.cookies.has('omad_sid')).toBe(false);
    expect((await getInfo(client)).body.data).toMatchObject({ uid: 0 });

    // The old cookie is worthless: the session is gone on the server too.
    client.cookies.set('omad_sid', stolenCookie ?? '');
    expect((await getInfo(client)).body.data).toMatchObject({ uid: 0 });
  });

  it('answers 403 to a session whose account was banned since', async () => {
    const client = newClient();
    await client.call('auth.register', { email: 'soon.banned@omad.uz', password: 'Omad-Pa55word' });
    await client.request('/api/_dev/ban', {
      method: 'POST',
      body: new URLSearchParams({ login: 'soon.banned@omad.uz' }),
    });
    const answer = await getInfo(client);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.type).toBe(ErrorType.UserBanned);
  });
});

describe('account', () => {
  it('gives a guest the account shape with uid 0', async () => {
    const answer = await getInfo(newClient());
    expect(issuesOf(UserAccountSchema, answer.body.data)).toEqual([]);
    expect(answer.body.data).toMatchObject({
      uid: 0,
      login: '',
      balances: null,
      is_registration_completed: true,
    });
  });

  it('refuses balances to a guest', async () => {
    const answer = await newClient().call('account.getBalance', {}, { http: 'GET' });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.type).toBe(ErrorType.Authorization);
  });

  it('stores the locale on the account', async () => {
    const client = newClient();
    await client.call('auth.register', { email: 'locale@omad.uz', password: 'Omad-Pa55word' });
    expect(
      (await client.call('account.changelocale', { locale: 'fr' })).body.error?.error_data,
    ).toEqual({
      locale: ['INVALID'],
    });
    expect((await client.call('account.changelocale', { locale: 'ru' })).body.data).toBe(true);
    expect((await getInfo(client)).body.data).toMatchObject({ locale: 'ru' });
  });
});

describe('auth.restore', () => {
  it('sends a link to a known login and answers true for an unknown one', async () => {
    const client = newClient();
    expect((await client.call('auth.restore', { login: 'player@omad.uz' })).body.data).toBe(true);
    expect((await client.call('auth.restore', { login: 'ghost@omad.uz' })).body.data).toBe(true);
    const outbox = await client.request('/api/_dev/outbox?to=player@omad.uz');
    expect(outbox.body.data).toEqual([
      expect.objectContaining({
        to: 'player@omad.uz',
        kind: 'restore',
        code: expect.stringMatching(/^[\w-]{43}$/),
        text: expect.stringMatching(/\/restore#token=[\w-]{43}$/),
      }),
    ]);
    const ghost = await client.request('/api/_dev/outbox?to=ghost@omad.uz');
    expect(ghost.body.data).toEqual([]);
  });
});
