// The personal fields the platform asks for: which are required, which verification locks (and
// a save that would change a locked one refused), adults only by the platform's clock, and a
// card deposit naming exactly the fields it misses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, PersonalDataFieldsSchema, ProfileSchema } from '@omad/contract/api';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { freshEmail, registerPlayer } from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
const clock = Date.UTC(2030, 5, 15, 10);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const fieldsOf = async (client: TestClient) => {
  const answer = await client.call('account.getPersonalDataFields', {}, { http: 'GET' });
  expect(issuesOf(PersonalDataFieldsSchema, answer.body.data)).toEqual([]);
  return parseWith(PersonalDataFieldsSchema, answer.body.data);
};

const verify = (email: string) =>
  platform.db.query('update accounts set is_verified = true where email = $1', [email]);

const IDENTITY = {
  first_name: 'Dilnoza',
  last_name: 'Karimova',
  birth_date: '1990-04-12',
  sex: '2',
  document_type: 'passport',
  document_number: 'AA1234567',
};

describe('account.getPersonalDataFields', () => {
  it('lists the fields, the four required ones, and the document types', async () => {
    const client = await registerPlayer(platform.app);
    const { fields, document_types } = await fieldsOf(client);
    expect(fields.map((field) => field.name)).toEqual([
      'first_name',
      'last_name',
      'sex',
      'birth_date',
      'country',
      'region',
      'home_town',
      'address',
      'postcode',
      'document_type',
      'document_number',
    ]);
    expect(fields.filter((field) => field.is_required).map((field) => field.name)).toEqual([
      'first_name',
      'last_name',
      'sex',
      'birth_date',
    ]);
    expect(fields.every((field) => field.is_editable)).toBe(true);
    expect(document_types).toEqual(['passport', 'id_card', 'cpf']);
    expect(
      (
        await new TestClient(platform.app).call(
          'account.getPersonalDataFields',
          {},
          { http: 'GET' },
        )
      ).status,
    ).toBe(401);
  });

  it('locks what verification confirmed, and a save that changes it is refused', async () => {
    const email = freshEmail('verified');
    const client = await registerPlayer(platform.app, { email });
    expect((await client.call('account.saveProfileInfo', IDENTITY)).body.data).toBe(1);
    await verify(email);
    const { fields } = await fieldsOf(client);
    expect(fields.filter((field) => !field.is_editable).map((field) => field.name)).toEqual([
      'first_name',
      'last_name',
      'birth_date',
      'document_type',
      'document_number',
    ]);
    for (const [field, value] of [
      ['first_name', 'Malika'],
      ['last_name', ''],
      ['birth_date', '1991-01-01'],
      ['document_number', 'AB7654321'],
    ] as const) {
      const answer = await client.call('account.saveProfileInfo', {
        ...(field === 'document_number' ? { document_type: 'passport' } : {}),
        [field]: value,
      });
      expect(answer.body.error?.error_data, field).toEqual({ [field]: ['LOCKED'] });
    }
    // The same values again, and the fields it does not lock, are saved.
    const saved = await client.call('account.saveProfileInfo', {
      ...IDENTITY,
      home_town: 'Samarqand',
    });
    expect(saved.body.data).toBe(1);
    const profile = parseWith(
      ProfileSchema,
      (await client.call('account.getprofileinfo', {}, { http: 'GET' })).body.data,
    );
    expect(profile).toMatchObject({ first_name: 'Dilnoza', home_town: 'Samarqand' });
  });

  it("refuses a birth date under 18 by the platform's clock, and a document type it does not know", async () => {
    const client = await registerPlayer(platform.app);
    const young = await client.call('account.saveProfileInfo', { birth_date: '2012-06-16' });
    expect(young.body.error?.error_data).toEqual({ birth_date: ['INVALID'] });
    expect(
      (await client.call('account.saveProfileInfo', { birth_date: '2012-06-15' })).body.data,
    ).toBe(1);
    const unknown = await client.call('account.saveProfileInfo', {
      document_type: 'driving_licence',
      document_number: 'X1',
    });
    expect(unknown.body.error?.error_data).toEqual({ document_type: ['INVALID'] });
  });
});

describe('UserNeedProfileDataException', () => {
  it('names exactly the fields a card deposit misses', async () => {
    const client = await registerPlayer(platform.app);
    const visa = () =>
      client.call('cashier.makedeposit', {
        method: 'visa',
        amount: '100000',
        requisites: JSON.stringify({
          card_number: '4111 1111 1111 1111',
          card_expiry: '12/35',
          card_holder: 'DILNOZA KARIMOVA',
        }),
        idempotency_key: `profile-data-${Math.random().toString(36).slice(2)}`,
      });
    expect((await visa()).body.error).toMatchObject({
      type: ErrorType.UserNeedProfileData,
      data: { fields: ['first_name', 'last_name', 'birth_date'] },
    });
    await client.call('account.saveProfileInfo', { first_name: 'Dilnoza' });
    expect((await visa()).body.error).toMatchObject({
      type: ErrorType.UserNeedProfileData,
      data: { fields: ['last_name', 'birth_date'] },
    });
    await client.call('account.saveProfileInfo', {
      last_name: 'Karimova',
      birth_date: '1990-04-12',
    });
    expect((await visa()).status).toBe(200);
  });
});
