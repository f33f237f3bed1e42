// Repeated calls are slowed (spec section 8): both sides of each limit, the wait it answers
// with, a window that resets, a success that clears the subject's count, and the address
// taken from the entry the edge added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, ErrorType } from '@omad/contract/api';
import { THROTTLE_LIMITS } from '../config';
import type { ThrottleLimits } from '../config';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import type { Answer } from '../testing/api-client';

const rule = (limit: number, windowSeconds = 60) => ({ limit, windowSeconds });

const LIMITS: ThrottleLimits = {
  ...THROTTLE_LIMITS,
  login: { subject: rule(3), address: rule(5) },
  restore: { subject: rule(2), address: rule(4) },
  promoCode: { subject: rule(3), address: rule(4) },
  feedback: { subject: rule(2), address: rule(3) },
  contactCode: { subject: rule(3), address: rule(10) },
  twoFactor: { subject: rule(3), address: rule(10) },
};

let platform: Platform;
let clock = Date.UTC(2026, 10, 1);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock, throttle: LIMITS });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

let addresses = 0;
/** A browser on an address of its own (TEST-NET-3). */
const browser = () => new TestClient(platform.app, `203.0.113.${(addresses += 1)}`);

const expectSlowed = (answer: Answer, seconds: number) => {
  expect(answer.status).toBe(429);
  expect(answer.body.error).toMatchObject({
    type: ErrorType.TooManyRequests,
    data: { retry_after: seconds },
  });
  expect(answer.headers.get('retry-after')).toBe(String(seconds));
};

const wrongLogin = (client: TestClient, login: string) =>
  client.call('auth.login', { login, password: 'Wrong-123' });

describe('auth.login', () => {
  it('never refuses a login for its own failures: the right password still gets in', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await wrongLogin(browser(), 'player@omad.uz');
      expect(answer.body.error?.message).toBe(AuthMessage.WrongCredentials);
    }
    // Slowed instead (LOGIN_DELAY, methods/sign-in-guards.test.ts), never refused.
    const owner = await browser().call('auth.login', {
      login: ' PLAYER@omad.uz',
      password: 'Secret123',
    });
    expect(owner.status).toBe(200);
  });

  it('lets a player who got in start counting afresh', async () => {
    clock += 120_000;
    const client = browser();
    await wrongLogin(client, 'player@omad.uz');
    await wrongLogin(client, 'player@omad.uz');
    await client.call('auth.login', { login: 'player@omad.uz', password: 'Secret123' });
    await wrongLogin(client, 'player@omad.uz');
    const third = await wrongLogin(client, 'player@omad.uz');
    expect(third.body.error?.message).toBe(AuthMessage.WrongCredentials);
  });

  it('slows one address guessing many logins, and only that address', async () => {
    clock += 120_000;
    const client = browser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await wrongLogin(client, `nobody-${attempt}@omad.uz`);
      expect(answer.status).toBe(401);
    }
    expectSlowed(await wrongLogin(client, 'nobody-5@omad.uz'), 60);
    expect((await wrongLogin(browser(), 'nobody-5@omad.uz')).status).toBe(401);
  });

  it('counts the address the edge added, not what the client wrote before it', async () => {
    clock += 120_000;
    const spoofer = browser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await spoofer.request('/api/auth.login?v=2.34', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.0.0.${attempt}, ${spoofer.address}` },
        body: new URLSearchParams({ login: `spoof-${attempt}@omad.uz`, password: 'Wrong-123' }),
      });
    }
    expectSlowed(await wrongLogin(spoofer, 'spoof-9@omad.uz'), 60);
  });
});

describe('auth.restore', () => {
  it('counts every request per address, known login or not, and the window resets', async () => {
    clock += 120_000;
    const client = browser();
    expect((await client.call('auth.restore', { login: 'player@omad.uz' })).body.data).toBe(true);
    expect((await client.call('auth.restore', { login: 'player@omad.uz' })).body.data).toBe(true);
    // Unknown logins are counted alike, so the limit does not tell which logins exist.
    expect((await client.call('auth.restore', { login: 'ghost@omad.uz' })).body.data).toBe(true);
    expect((await client.call('auth.restore', { login: 'ghost2@omad.uz' })).body.data).toBe(true);
    expectSlowed(await client.call('auth.restore', { login: 'player@omad.uz' }), 60);
    // A stranger asking for the owner's login does not stop the owner asking elsewhere.
    expect((await browser().call('auth.restore', { login: 'player@omad.uz' })).body.data).toBe(
      true,
    );

    clock += 60_000;
    expect((await client.call('auth.restore', { login: 'player@omad.uz' })).body.data).toBe(true);
  });
});

describe('campaigns.checkPromocode', () => {
  it('slows a guest guessing codes per address; a valid code clears a player', async () => {
    clock += 120_000;
    const guest = browser();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await guest.call('campaigns.checkPromocode', { promo_code: `NOPE${attempt}` });
      expect(answer.body.data).toEqual({ valid: false, reason: 'NOT_FOUND' });
    }
    expectSlowed(await guest.call('campaigns.checkPromocode', { promo_code: 'OMAD50' }), 60);

    const player = browser();
    await player.call('auth.login', { login: 'player@omad.uz', password: 'Secret123' });
    await player.call('campaigns.checkPromocode', { promo_code: 'NOPE1' });
    await player.call('campaigns.checkPromocode', { promo_code: 'NOPE2' });
    await player.call('campaigns.checkPromocode', { promo_code: 'WELCOME100' });
    const next = await player.call('campaigns.checkPromocode', { promo_code: 'NOPE3' });
    expect(next.status).toBe(200);
  });
});

describe('support.sendFeedback', () => {
  const feedback = (email: string) => ({
    name: 'Aziz',
    email,
    message: 'Balans yangilanmadi.',
  });

  it('takes a few messages per sender and per address, then asks to wait', async () => {
    clock += 120_000;
    const client = browser();
    expect((await client.call('support.sendFeedback', feedback('a@omad.uz'))).body.data).toBe(1);
    expect((await client.call('support.sendFeedback', feedback('a@omad.uz'))).body.data).toBe(1);
    expectSlowed(await client.call('support.sendFeedback', feedback('A@omad.uz')), 60);
    const stored = await platform.app.request('/api/_dev/feedback');
    const messages = ((await stored.json()) as { data: { email: string }[] }).data;
    expect(messages.filter((message) => message.email === 'a@omad.uz')).toHaveLength(2);
  });
});

describe('account.confirmContact', () => {
  it('counts wrong codes per account across fresh codes', async () => {
    clock += 120_000;
    const client = browser();
    await client.call('auth.register', {
      email: 'throttle.confirm@omad.uz',
      password: 'Omad-Pa55word',
    });
    await client.call('account.sendconfirmationtocontact', { contact: 'throttle.confirm@omad.uz' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await client.call('account.confirmContact', {
        contact: 'throttle.confirm@omad.uz',
        code: 'xxxxxx',
      });
      expect(answer.body.error?.error_data).toEqual({ code: ['INVALID'] });
    }
    expectSlowed(
      await client.call('account.confirmContact', {
        contact: 'throttle.confirm@omad.uz',
        code: 'xxxxxx',
      }),
      60,
    );
  });
});

describe('two-factor codes', () => {
  it('counts wrong codes per account', async () => {
    clock += 120_000;
    const client = browser();
    const credentials = { login: 'twofa@omad.uz', password: 'Secret123' };
    await client.call('auth.login', credentials);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await client.call('auth.login', { ...credentials, code: 'abcdef' });
      expect(answer.status).toBe(401);
    }
    expectSlowed(await client.call('auth.login', { ...credentials, code: 'abcdef' }), 60);
  });
});

describe('the counts table', () => {
  it('forgets windows that ended, so it holds only live counts', async () => {
    clock += 3_600_000;
    const forgotten = browser();
    await wrongLogin(forgotten, 'forgotten@omad.uz');
    const rowsFor = async (key: string) =>
      (
        await platform.db.query<{ n: number }>(
          "select count(*)::int as n from throttle_counters where scope = 'login' and key = $1",
          [key],
        )
      )[0]?.n;
    expect(await rowsFor(`address:${forgotten.address}`)).toBe(1);
    clock += 61_000;
    await wrongLogin(browser(), 'someone-else@omad.uz');
    expect(await rowsFor(`address:${forgotten.address}`)).toBe(0);
  });
});
