// The hostile input set against every method of the contract's table: each parameter a
// method reads gets a value of the wrong kind. No call may answer 500; a refusal names its
// field; a refused call leaves every table as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_METHODS, ErrorType } from '@omad/contract/api';
import type { ApiMethodName } from '@omad/contract/api';
import { HOSTILE_VALUES } from '@omad/contract/testing';
import { createTestPlatform } from './testing/test-platform';
import type { Platform } from './platform';
import { START_TIMEOUT_MS, TestClient } from './testing/api-client';
import type { Answer } from './testing/api-client';
import { newRoundId, openFrame, spin } from './testing/game-frames';

/** Every parameter name a method of the platform reads (params.ts readers), and a few more. */
const PARAM_NAMES = [
  'amount',
  'amount_type',
  'auth_date',
  'ban',
  'ban_type',
  'cashback_id',
  'code',
  'contact',
  'count',
  'country_code',
  'currency',
  'email',
  'enable',
  'event',
  'event_name',
  'event_params',
  'fakename',
  'fields',
  'from',
  'hash',
  'id',
  'idempotency_key',
  'image',
  'is_subscribed',
  'is_tg',
  'jackpot_id',
  'key',
  'keys',
  'kind',
  'language_code',
  'login',
  'message',
  'name',
  'offer_id',
  'offset',
  'options',
  'password',
  'payload',
  'phone',
  'phone_country_code',
  'preview',
  'product_id',
  'promo_code',
  'settings',
  'status',
  'sysname',
  'terms',
  'text',
  'title',
  'to',
  'token',
  'tournament_id',
  'trigger',
  'type',
  'types',
  'value',
  'subscription',
  'uid',
  'locale',
  'mode',
];

// Counts of slowed calls move by design on refused calls; the catalogue is only read (and
// large: digesting it on every call would take most of the run).
const UNCHECKED_TABLES = new Set(['throttle_counters', 'migrations', 'games']);

let platform: Platform;
let tables: string[] = [];

/** A digest of every row of every checked table, in one query. */
const snapshot = async (): Promise<Record<string, string>> => {
  const rows = await platform.db.query<{ name: string; digest: string | null }>(
    tables
      .map(
        (table) =>
          `select '${table}' as name, md5(string_agg(t::text, '|' order by t::text)) as digest from "${table}" t`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest ?? '']));
};

beforeAll(async () => {
  platform = await createTestPlatform();
  const rows = await platform.db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  tables = rows.map((row) => row.table_name).filter((table) => !UNCHECKED_TABLES.has(table));
  const owner = new TestClient(platform.app);
  await owner.call('auth.register', { email: 'hostile@omad.uz', password: 'Omad-Pa55word' });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const call = (client: TestClient, method: ApiMethodName, value: string): Promise<Answer> => {
  const params = Object.fromEntries(PARAM_NAMES.map((name) => [name, value]));
  return client.call(method, params, { http: API_METHODS[method] });
};

const METHODS = Object.keys(API_METHODS) as ApiMethodName[];

describe.each(METHODS)('%s', (method) => {
  it('refuses every hostile value by name, never with a 500, changing nothing', async () => {
    const client = new TestClient(platform.app);
    await client.call('auth.login', { login: 'hostile@omad.uz', password: 'Omad-Pa55word' });
    // Every parameter missing, then each hostile value in every parameter.
    for (const { name, value } of [{ name: 'no parameters', value: null }, ...HOSTILE_VALUES]) {
      const before = await snapshot();
      const answer =
        value === null
          ? await client.call(method, {}, { http: API_METHODS[method] })
          : await call(client, method, value);
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
      if (answer.status < 400) continue;
      const error = answer.body.error;
      expect(error?.type, name).toBeDefined();
      if (error?.type === ErrorType.InvalidParameter) {
        const fields = Object.keys((error.error_data ?? {}) as object);
        expect(fields.length > 0 || /parameter|body/i.test(error.message), name).toBe(true);
      }
      expect(await snapshot(), `${name} changed data`).toEqual(before);
    }
  });
});

describe("the game provider's round endpoint", () => {
  it('refuses every hostile value in each field by name, never with a 500, changing nothing', async () => {
    const { token } = await openFrame(platform.app, null, 'spribe_aviator', 'demo');
    const valid = { token: token ?? '', round_id: newRoundId(), bet: '1000' };
    for (const { name, value } of HOSTILE_VALUES) {
      for (const field of ['token', 'round_id', 'bet'] as const) {
        const before = await snapshot();
        const answer = await spin(platform.app, { ...valid, [field]: value });
        const label = `${field}: ${name}`;
        expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(answer.status, label).toBeLessThan(500);
        const error = answer.body.error;
        // A token that is no token is simply unknown: the answer is "not signed in".
        if (field !== 'token' || error?.type !== ErrorType.Authorization) {
          expect(error?.type, label).toBe(ErrorType.InvalidParameter);
          expect(Object.keys((error?.error_data ?? {}) as object), label).toEqual([field]);
        }
        expect(await snapshot(), `${label} changed data`).toEqual(before);
      }
    }
  });
});

describe('bodies no method should ever parse', () => {
  const post = (body: BodyInit, type: string) =>
    new TestClient(platform.app).request('/api/support.sendFeedback?v=2.34', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });

  it('refuses a body over 64 KB before reading it, with a 1 MB string in a field', async () => {
    const before = await snapshot();
    const huge = new URLSearchParams({
      name: 'Aziz',
      email: 'a@omad.uz',
      message: 'x'.repeat(1024 * 1024),
    });
    const answer = await post(huge.toString(), 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      type: ErrorType.InvalidRequest,
      message: 'Request body too large',
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [
      'form',
      'application/x-www-form-urlencoded',
      Buffer.from('name=%FF%FE&email=\xff@x&message=\xc3\x28'),
    ],
    ['JSON', 'application/json', Buffer.from([0x7b, 0x22, 0x6e, 0xff, 0x22, 0x3a, 0x31, 0x7d])],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n\xff\xfe\r\n--x--\r\n',
        'latin1',
      ),
    ],
  ])(
    'answers non-UTF-8 bytes in a %s body with a named refusal, not a 500',
    async (_, type, bytes) => {
      const before = await snapshot();
      const answer = await post(new Uint8Array(bytes), type);
      expect(answer.status).toBe(400);
      expect([ErrorType.InvalidParameter, ErrorType.InvalidRequest]).toContain(
        answer.body.error?.type,
      );
      expect(await snapshot()).toEqual(before);
    },
  );
});
