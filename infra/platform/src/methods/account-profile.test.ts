import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, ProfileSchema, UserAccountSchema } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const signIn = async (login: string): Promise<TestClient> => {
  const client = new TestClient(platform.app);
  await client.call('auth.login', { login, password: 'Secret123' });
  return client;
};
const registered = async (email: string): Promise<TestClient> => {
  const client = new TestClient(platform.app);
  await client.call('auth.register', { email, password: 'Omad-Pa55word' });
  return client;
};
const profileOf = async (client: TestClient) => {
  const answer = await client.call(
    'account.getprofileinfo',
    { fields: 'contacts,document' },
    {
      http: 'GET',
    },
  );
  expect(answer.status).toBe(200);
  expect(issuesOf(ProfileSchema, answer.body.data)).toEqual([]);
  return parseWith(ProfileSchema, answer.body.data);
};
const infoOf = async (client: TestClient) =>
  parseWith(
    UserAccountSchema,
    (await client.call('account.getInfo', {}, { http: 'GET' })).body.data,
  );

describe('account.getprofileinfo', () => {
  it("answers the seeded player's empty profile with both contacts, confirmed (a demo player)", async () => {
    expect(await profileOf(await signIn('player@omad.uz'))).toEqual({
      first_name: null,
      last_name: null,
      sex: 0,
      birth_date: null,
      country: null,
      country_code: 'UZ',
      region: null,
      home_town: null,
      address: null,
      postcode: null,
      document: null,
      contacts: [
        {
          type: 'email',
          contact: 'player@omad.uz',
          is_confirmed: true,
          is_subscribed: true,
          phone_country_code: null,
        },
        {
          type: 'phone',
          contact: '998901234567',
          is_confirmed: true,
          is_subscribed: true,
          phone_country_code: '998',
        },
      ],
    });
  });

  it('refuses a guest', async () => {
    const answer = await new TestClient(platform.app).call(
      'account.getprofileinfo',
      {},
      { http: 'GET' },
    );
    expect(answer.status).toBe(401);
    expect(answer.body.error?.type).toBe(ErrorType.Authorization);
  });
});

describe('account.saveProfileInfo', () => {
  it('stores personal data and answers 1', async () => {
    const client = await registered('profile.save@omad.uz');
    const answer = await client.call('account.saveProfileInfo', {
      first_name: 'Dilnoza',
      last_name: "O'ktamova",
      birth_date: '1990-04-12',
      sex: '2',
      home_town: 'Toshkent',
      address: 'Amir Temur 15/2',
      postcode: '100000',
      document_type: 'passport',
      document_number: 'AA1234567',
      fakename: 'Dilya2024',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(1);
    expect(await profileOf(client)).toMatchObject({
      first_name: 'Dilnoza',
      last_name: "O'ktamova",
      birth_date: '1990-04-12',
      sex: 2,
      home_town: 'Toshkent',
      address: 'Amir Temur 15/2',
      document: { type: 'passport', number: 'AA1234567' },
    });
    expect(await infoOf(client)).toMatchObject({ fakename: 'Dilya2024' });
    // An empty field clears what was stored; an absent one is kept.
    await client.call('account.saveProfileInfo', { first_name: '', sex: 'null' });
    expect(await profileOf(client)).toMatchObject({
      first_name: null,
      sex: 0,
      last_name: "O'ktamova",
    });
  });

  it.each([
    ['first_name', 'Ali2'],
    ['birth_date', '1990-02-30'],
    ['sex', '7'],
    ['postcode', '123456789'],
    ['email', 'not-an-email'],
    ['currency', 'EUR'],
  ])('refuses %s=%s with INVALID', async (field, value) => {
    const answer = await (
      await signIn('player@omad.uz')
    ).call('account.saveProfileInfo', {
      [field]: value,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.error_data).toEqual({ [field]: ['INVALID'] });
  });

  it('changes or adds no contact of a completed account (account.addcontact does)', async () => {
    const client = await registered('profile.own@omad.uz');
    const email = await client.call('account.saveProfileInfo', { email: 'thief@omad.test' });
    expect(email.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: { email: ['INVALID'] },
    });
    const phone = await client.call('account.saveProfileInfo', { phone: '+998 90 765 43 21' });
    expect(phone.body.error?.error_data).toEqual({ phone: ['INVALID'] });
    const { contacts } = await profileOf(client);
    expect(contacts.map((contact) => contact.contact)).toEqual(['profile.own@omad.uz']);
    // Its own contact sent back unchanged is no change.
    const same = await client.call('account.saveProfileInfo', { email: 'Profile.Own@omad.uz' });
    expect(same.body.data).toBe(1);
  });

  it('refuses, while completing, a contact another account holds with ALREADY_EXISTS', async () => {
    const client = await signIn('incomplete@omad.uz');
    const phone = await client.call('account.saveProfileInfo', {
      phone: '+998 90 123 45 67',
      currency: 'UZS',
      terms: '1',
    });
    expect(phone.body.error?.error_data).toEqual({ phone: ['ALREADY_EXISTS'] });
    // The e-mail it has is not replaced while completing either.
    const email = await client.call('account.saveProfileInfo', { email: 'other@omad.test' });
    expect(email.body.error?.error_data).toEqual({ email: ['INVALID'] });
    expect(await infoOf(client)).toMatchObject({ is_registration_completed: false });
  });

  it('completes a registration once a contact, a currency and the terms are there', async () => {
    const client = await signIn('incomplete@omad.uz');
    const noTerms = await client.call('account.saveProfileInfo', { currency: 'USD', terms: '0' });
    expect(noTerms.body.error?.error_data).toEqual({ terms: ['REQUIRED'] });
    const noCurrency = await client.call('account.saveProfileInfo', { terms: '1' });
    expect(noCurrency.body.error?.error_data).toEqual({ currency: ['REQUIRED'] });
    expect(await infoOf(client)).toMatchObject({ is_registration_completed: false });

    const done = await client.call('account.saveProfileInfo', {
      phone: '+998935550011',
      currency: 'usd',
      terms: '1',
    });
    expect(done.body.data).toBe(1);
    const info = await infoOf(client);
    expect(info).toMatchObject({ is_registration_completed: true });
    expect(info.balances?.main.currency).toBe('USD');
    const { contacts } = await profileOf(client);
    expect(contacts.map((contact) => contact.contact)).toEqual([
      'incomplete@omad.uz',
      '998935550011',
    ]);
    // Done once: the currency is now the wallet's and no longer changes here.
    const later = await client.call('account.saveProfileInfo', { currency: 'RUB' });
    expect(later.body.error?.error_data).toEqual({ currency: ['INVALID'] });
  });

  it('refuses a guest with 401', async () => {
    const answer = await new TestClient(platform.app).call('account.saveProfileInfo', {
      first_name: 'Ali',
    });
    expect(answer.status).toBe(401);
  });
});
