// The player's contacts and how they are addressed: adding the e-mail or phone the account
// lacks (then confirming it), the fake name, newsletters per contact (and account.unsubscribe
// on top of them), and the phone countries in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcknowledgedSchema, ContactPhoneSettingsSchema, ProfileSchema } from '@omad/contract/api';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import type { Answer } from '../testing/api-client';
import {
  PLAYER_PASSWORD,
  accountOf,
  freshEmail,
  outboxCode,
  registerPlayer,
  signInAs,
} from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const contactsOf = async (client: TestClient) => {
  const answer = await client.call('account.getprofileinfo', {}, { http: 'GET' });
  return parseWith(ProfileSchema, answer.body.data).contacts;
};
const acknowledged = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(AcknowledgedSchema, answer.body.data)).toEqual([]);
};
const refusal = (answer: Answer) => ({
  status: answer.status,
  fields: answer.body.error?.error_data,
});

describe('account.addcontact', () => {
  it('adds the phone an e-mail account lacks, unconfirmed, and its code confirms it', async () => {
    const client = await registerPlayer(platform.app);
    acknowledged(
      await client.call('account.addcontact', {
        contact: '90 555 12 34',
        phone_country_code: '998',
        password: PLAYER_PASSWORD,
      }),
    );
    const phone = (await contactsOf(client)).find((contact) => contact.type === 'phone');
    expect(phone).toEqual({
      type: 'phone',
      contact: '998905551234',
      is_confirmed: false,
      is_subscribed: false,
      phone_country_code: '998',
    });
    await client.call('account.sendconfirmationtocontact', { contact: '+998905551234' });
    const code = await outboxCode(client, '998905551234', 'confirm');
    const confirmed = await client.call('account.confirmContact', {
      contact: '998905551234',
      code,
    });
    expect(confirmed.body.data).toBe(true);
    expect((await contactsOf(client)).find((contact) => contact.type === 'phone')).toMatchObject({
      is_confirmed: true,
    });
    // The new phone signs in.
    await signInAs(platform.app, '+998905551234', 'Omad-Pa55word');
  });

  it('adds the e-mail a phone account lacks; a full international number is taken as typed', async () => {
    const client = await registerPlayer(platform.app, { phone: '+998935550101' });
    const email = freshEmail('added');
    acknowledged(
      await client.call('account.addcontact', {
        contact: email.toUpperCase(),
        password: PLAYER_PASSWORD,
      }),
    );
    expect((await contactsOf(client)).map((contact) => contact.contact)).toEqual([
      email,
      '998935550101',
    ]);
  });

  it('refuses a malformed contact, one another account has, and a second of a kind', async () => {
    const client = await registerPlayer(platform.app);
    expect(refusal(await client.call('account.addcontact', { contact: 'not@an@email' }))).toEqual({
      status: 400,
      fields: { contact: ['INVALID'] },
    });
    expect(refusal(await client.call('account.addcontact', { contact: '12ab' }))).toEqual({
      status: 400,
      fields: { contact: ['INVALID'] },
    });
    expect(
      refusal(
        await client.call('account.addcontact', {
          contact: '+998901234567',
          password: PLAYER_PASSWORD,
        }),
      ),
    ).toEqual({
      status: 400,
      fields: { contact: ['ALREADY_EXISTS'] },
    });
    expect(
      refusal(
        await client.call('account.addcontact', {
          contact: freshEmail('second'),
          password: PLAYER_PASSWORD,
        }),
      ),
    ).toEqual({ status: 400, fields: { contact: ['LOCKED'] } });
    expect(refusal(await client.call('account.addcontact', {}))).toEqual({
      status: 400,
      fields: { contact: ['REQUIRED'] },
    });
    expect((await new TestClient(platform.app).call('account.addcontact', {})).status).toBe(401);
  });
});

describe('account.changefakename', () => {
  it('sets the name shown instead of the login, by the fakename rule', async () => {
    const client = await registerPlayer(platform.app);
    acknowledged(await client.call('account.changefakename', { fakename: 'LuckyOne' }));
    expect((await accountOf(client)).fakename).toBe('LuckyOne');
    for (const fakename of ['abc', 'two words', 'at@sign']) {
      expect(refusal(await client.call('account.changefakename', { fakename }))).toEqual({
        status: 400,
        fields: { fakename: ['INVALID'] },
      });
    }
    expect((await accountOf(client)).fakename).toBe('LuckyOne');
  });
});

describe('account.changeSubscription', () => {
  it('turns newsletters on and off per contact; the account is subscribed while either is', async () => {
    const email = freshEmail('news');
    const client = await registerPlayer(platform.app, {
      email,
      phone: '+998935550202',
      is_subscribed: '1',
    });
    const subscriptions = async () =>
      Object.fromEntries((await contactsOf(client)).map((c) => [c.type, c.is_subscribed]));
    expect(await subscriptions()).toEqual({ email: true, phone: true });

    acknowledged(
      await client.call('account.changeSubscription', { contact: email, subscription: '0' }),
    );
    expect(await subscriptions()).toEqual({ email: false, phone: true });
    expect((await accountOf(client)).is_subscribed).toBe(true);

    acknowledged(
      await client.call('account.changeSubscription', {
        contact: '+998 93 555 02 02',
        subscription: '0',
      }),
    );
    expect((await accountOf(client)).is_subscribed).toBe(false);
    acknowledged(
      await client.call('account.changeSubscription', { contact: email, subscription: '1' }),
    );
    expect(await subscriptions()).toEqual({ email: true, phone: false });

    expect(
      refusal(
        await client.call('account.changeSubscription', {
          contact: 'player@omad.uz',
          subscription: '1',
        }),
      ),
    ).toEqual({ status: 400, fields: { contact: ['NOT_FOUND'] } });
    expect(
      refusal(
        await client.call('account.changeSubscription', { contact: email, subscription: 'x' }),
      ),
    ).toEqual({ status: 400, fields: { subscription: ['INVALID'] } });
  });

  it('lets an unsubscribe link turn off its own contact only, and a signed-in unsubscribe all', async () => {
    const email = freshEmail('link');
    const client = await registerPlayer(platform.app, {
      email,
      phone: '+998935550303',
      is_subscribed: '1',
    });
    const link = await client.request(`/api/_dev/unsubscribe-link?contact=${email}`);
    const query = new URLSearchParams((link.body.data as { url: string }).url.split('?')[1]);
    const guest = new TestClient(platform.app);
    acknowledged(await guest.call('account.unsubscribe', Object.fromEntries(query)));
    expect(
      Object.fromEntries((await contactsOf(client)).map((c) => [c.type, c.is_subscribed])),
    ).toEqual({ email: false, phone: true });
    expect((await accountOf(client)).is_subscribed).toBe(true);

    acknowledged(await client.call('account.unsubscribe', {}));
    expect((await contactsOf(client)).map((contact) => contact.is_subscribed)).toEqual([
      false,
      false,
    ]);
    expect((await accountOf(client)).is_subscribed).toBe(false);
  });
});

describe('account.getContactPhoneSettings', () => {
  it.each([
    ['uz', "O'zbekiston", "Qozog'iston"],
    ['ru', 'Узбекистан', 'Казахстан'],
  ])('answers the countries with codes and masks, named in %s', async (locale, uz, kz) => {
    const answer = await new TestClient(platform.app).call(
      'account.getContactPhoneSettings',
      {},
      { http: 'GET', locale },
    );
    expect(issuesOf(ContactPhoneSettingsSchema, answer.body.data)).toEqual([]);
    const settings = parseWith(ContactPhoneSettingsSchema, answer.body.data);
    expect(settings.default_country_code).toBe('UZ');
    expect(settings.countries.map((country) => country.country_code)).toEqual([
      'UZ',
      'KZ',
      'RU',
      'KG',
      'TJ',
      'TM',
    ]);
    expect(settings.countries[0]).toEqual({
      country_code: 'UZ',
      name: uz,
      phone_code: '998',
      mask: '## ### ## ##',
    });
    expect(settings.countries[1]).toMatchObject({
      name: kz,
      phone_code: '7',
      mask: '### ### ## ##',
    });
    expect(settings.countries.find((country) => country.country_code === 'TM')).toMatchObject({
      phone_code: '993',
      mask: '## ######',
    });
  });
});
