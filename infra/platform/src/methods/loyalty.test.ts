import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, LoyaltyNotificationSchema } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const notificationsOf = async (client: TestClient, locale = 'uz') => {
  const answer = await client.call('loyalty.getnotifications', {}, { http: 'GET', locale });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { items } = answer.body.data as { items: unknown[] };
  for (const item of items) expect(issuesOf(LoyaltyNotificationSchema, item)).toEqual([]);
  return items;
};
const registered = async (email: string, locale = 'uz'): Promise<TestClient> => {
  const client = new TestClient(platform.app);
  const answer = await client.call(
    'auth.register',
    { email, password: 'Omad-Pa55word' },
    { locale },
  );
  expect(answer.status).toBe(200);
  return client;
};
const notify = (fields: Record<string, string>) =>
  new TestClient(platform.app).request('/api/_dev/notify', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

describe('loyalty.getnotifications', () => {
  it('delivers the welcome notification of a registration once, in its locale', async () => {
    const uzbek = await registered('welcome.uz@omad.uz');
    expect(await notificationsOf(uzbek)).toEqual([
      {
        trigger: 'register',
        type: 'credit',
        title: 'Omad\u2019ga xush kelibsiz!',
        message: expect.stringContaining('100% bonus'),
        amount: null,
        amountType: null,
        image: null,
      },
    ]);
    expect(await notificationsOf(uzbek)).toEqual([]);

    const russian = await registered('welcome.ru@omad.uz', 'ru');
    expect(await notificationsOf(russian, 'uz')).toEqual([
      expect.objectContaining({ trigger: 'register', title: 'Добро пожаловать в Omad!' }),
    ]);
  });

  it('answers a guest with no items, and a seeded player with none queued', async () => {
    expect(await notificationsOf(new TestClient(platform.app))).toEqual([]);
    const player = new TestClient(platform.app);
    await player.call('auth.login', { login: 'player@omad.uz', password: 'Secret123' });
    expect(await notificationsOf(player)).toEqual([]);
  });

  it('delivers what the dev route queues, oldest first, to that player only', async () => {
    const player = await registered('notify.me@omad.uz');
    const other = await registered('notify.other@omad.uz');
    await notificationsOf(player);
    await notificationsOf(other);

    const queued = await notify({
      login: 'notify.me@omad.uz',
      trigger: 'level',
      type: 'credit',
      title: 'Yangi daraja',
      message: 'Siz Kumush darajasiga chiqdingiz',
      amount: '250',
      amount_type: 'points',
    });
    expect(queued.status).toBe(200);
    expect(queued.body.data).toEqual({
      trigger: 'level',
      type: 'credit',
      title: 'Yangi daraja',
      message: 'Siz Kumush darajasiga chiqdingiz',
      amount: 250,
      amountType: 'points',
      image: null,
    });
    await notify({
      login: 'notify.me@omad.uz',
      trigger: 'product',
      type: 'error',
      title: 'Xarid amalga oshmadi',
      message: 'Ballar yetarli emas',
    });

    expect(await notificationsOf(other)).toEqual([]);
    const delivered = await notificationsOf(player);
    expect(delivered).toEqual([
      expect.objectContaining({ trigger: 'level', amount: 250 }),
      expect.objectContaining({ trigger: 'product', type: 'error', amount: null }),
    ]);
    expect(await notificationsOf(player)).toEqual([]);
  });

  it('delivers each notification once to calls that race', async () => {
    const player = await registered('notify.race@omad.uz');
    const answers = await Promise.all([1, 2, 3].map(() => notificationsOf(player)));
    expect(answers.flat()).toHaveLength(1);
  });

  it('refuses a banned player', async () => {
    const player = await registered('notify.banned@omad.uz');
    await player.request('/api/_dev/ban', {
      method: 'POST',
      body: new URLSearchParams({ login: 'notify.banned@omad.uz' }),
    });
    const answer = await player.call('loyalty.getnotifications', {}, { http: 'GET' });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.type).toBe(ErrorType.UserBanned);
  });
});

describe('POST /api/_dev/notify', () => {
  it('refuses an unknown login, trigger or type, a malformed amount and missing texts', async () => {
    const good = {
      login: 'player@omad.uz',
      trigger: 'quest',
      type: 'credit',
      title: 'Topshiriq bajarildi',
      message: '100 ball',
    };
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ login: 'ghost@omad.uz' }, { login: ['NOT_FOUND'] }],
      [{ trigger: 'birthday' }, { trigger: ['INVALID'] }],
      [{ type: 'Not A Type' }, { type: ['INVALID'] }],
      [{ title: '' }, { title: ['REQUIRED'] }],
      [{ message: '' }, { message: ['REQUIRED'] }],
      [{ amount: 'many' }, { amount: ['INVALID'] }],
    ];
    for (const [fields, errorData] of cases) {
      const answer = await notify({ ...good, ...fields });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error?.error_data).toEqual(errorData);
    }
    const player = new TestClient(platform.app);
    await player.call('auth.login', { login: 'player@omad.uz', password: 'Secret123' });
    expect(await notificationsOf(player)).toEqual([]);
  });
});
