// One factor never takes an account: a session alone cannot add a contact, codes go only to
// confirmed contacts (or the one the account signed up with), two-factor off needs the
// password, and the old contact hears of every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import {
  PLAYER_PASSWORD,
  accountOf,
  confirmContact,
  freshEmail,
  outboxCode,
  registerPlayer,
} from '../testing/players';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const kindsFor = async (client: TestClient, to: string): Promise<string[]> =>
  ((await client.request(`/api/_dev/outbox?to=${to}`)).body.data as { kind: string }[]).map(
    (message) => message.kind,
  );

describe('account.addcontact', () => {
  it('needs the current password, ends other sessions and tells the old contact', async () => {
    const email = freshEmail('owner');
    const thief = await registerPlayer(platform.app, { email });
    const other = new TestClient(platform.app);
    await other.call('auth.login', { login: email, password: PLAYER_PASSWORD });
    const phone = '998901112233';
    const bare = await thief.call('account.addcontact', { contact: `+${phone}` });
    expect(bare.body.error?.error_data).toEqual({ password: ['REQUIRED'] });
    const wrong = await thief.call('account.addcontact', {
      contact: `+${phone}`,
      password: 'Not-the-password1',
    });
    expect(wrong.body.error?.error_data).toEqual({ password: ['INVALID'] });
    expect((await accountOf(thief)).login).toBe(email);
    const added = await thief.call('account.addcontact', {
      contact: `+${phone}`,
      password: PLAYER_PASSWORD,
    });
    expect(added.status).toBe(200);
    expect(await kindsFor(thief, email)).toContain('notice');
    expect(
      ((await other.call('account.getInfo', {}, { http: 'GET' })).body.data as { uid: number }).uid,
    ).toBe(0);
  });

  it('sends no sign-in, restore or two-factor code to an unconfirmed added contact', async () => {
    const phone = '998907776655';
    const owner = await registerPlayer(platform.app, { phone: `+${phone}` });
    const email = freshEmail('added');
    await owner.call('account.addcontact', { contact: email, password: PLAYER_PASSWORD });
    await new TestClient(platform.app).call('auth.restore', { login: email });
    await new TestClient(platform.app).call('auth.restore', { login: phone });
    expect(await kindsFor(owner, email)).toEqual([]);
    expect(await kindsFor(owner, phone)).toContain('restore');
    // Two-factor on needs a confirmed contact: the phone the account signed up with is not one.
    const twoFactor = await owner.call('account.changeTwoFactorAuth', { enable: '1' });
    expect(twoFactor.body.error?.type).toBe(ErrorType.UserNeedConfirmContact);
    await confirmContact(owner, email);
    const confirmed = await owner.call('account.changeTwoFactorAuth', { enable: '1' });
    expect(confirmed.status).toBe(200);
    // Only a confirmed contact gets it: the e-mail, not the unconfirmed sign-up phone.
    expect(await outboxCode(owner, email, 'twofactor-change')).toMatch(/^\d{6}$/);
    expect(await outboxCode(owner, phone, 'twofactor-change')).toBe('');
  });
});

describe('account.changeTwoFactorAuth off', () => {
  it('needs the current password before any code is sent', async () => {
    const email = freshEmail('twofa.off');
    const owner = await registerPlayer(platform.app, { email });
    await confirmContact(owner, email);
    await owner.call('account.changeTwoFactorAuth', { enable: '1' });
    const code = await outboxCode(owner, email, 'twofactor-change');
    expect((await owner.call('account.confirmTwoFactorAuth', { code })).status).toBe(200);
    const bare = await owner.call('account.changeTwoFactorAuth', { enable: '0' });
    expect(bare.body.error?.error_data).toEqual({ password: ['REQUIRED'] });
    const asked = await owner.call('account.changeTwoFactorAuth', {
      enable: '0',
      password: PLAYER_PASSWORD,
    });
    expect(asked.status).toBe(200);
  });
});
