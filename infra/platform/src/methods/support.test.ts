import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_KINDS, ErrorType, SupportSettingsSchema } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const settingsOf = async (client: TestClient) => {
  const answer = await client.call('support.getsettings', {}, { http: 'GET' });
  expect(answer.status).toBe(200);
  expect(issuesOf(SupportSettingsSchema, answer.body.data)).toEqual([]);
  return answer.body.data;
};
const switchChat = (client: TestClient, fields: Record<string, string>) =>
  client.request('/api/_dev/support-chat', { method: 'POST', body: new URLSearchParams(fields) });
const feedbackList = async (client: TestClient) =>
  (await client.request('/api/_dev/feedback')).body.data as { email: string }[];

const goodFeedback = {
  name: 'Aziz Karimov',
  email: 'Aziz@Example.uz',
  message: 'Depozit qilganimdan keyin balans yangilanmadi.',
};

describe('support.getsettings', () => {
  it('answers jivo with its local widget id, and settings for all seven chats', async () => {
    const settings = (await settingsOf(new TestClient(platform.app))) as {
      chat: string;
      settings: Record<string, Record<string, string>>;
    };
    expect(settings.chat).toBe('jivo');
    expect(settings.settings.jivo).toEqual({ widget_id: 'omadLocalDev' });
    expect(Object.keys(settings.settings).sort()).toEqual([...CHAT_KINDS].sort());
    expect(settings.settings.tawk).toEqual({
      property_id: expect.any(String),
      widget_id: expect.any(String),
    });
    expect(settings.settings.freshchat).toEqual({
      token: expect.any(String),
      host: expect.stringMatching(/^https:\/\//),
    });
  });

  it('follows the dev route: another chat with new settings, then none, then back', async () => {
    const client = new TestClient(platform.app);
    const switched = await switchChat(client, {
      kind: 'crisp',
      settings: '{"website_id":"test-site"}',
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({
      chat: 'crisp',
      settings: { crisp: { website_id: 'test-site' } },
    });
    expect(await settingsOf(client)).toMatchObject({
      chat: 'crisp',
      settings: { crisp: { website_id: 'test-site' }, jivo: { widget_id: 'omadLocalDev' } },
    });

    await switchChat(client, { kind: '' });
    expect(await settingsOf(client)).toMatchObject({ chat: null });

    // Without settings the kind keeps the ones it had.
    await switchChat(client, { kind: 'jivo' });
    expect(await settingsOf(client)).toMatchObject({
      chat: 'jivo',
      settings: { jivo: { widget_id: 'omadLocalDev' } },
    });
  });

  it('refuses an unknown chat and settings that are not an object of strings', async () => {
    const client = new TestClient(platform.app);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{}, { kind: ['REQUIRED'] }],
      [{ kind: 'olark' }, { kind: ['INVALID'] }],
      [{ kind: 'tawk', settings: '{"property_id":' }, { settings: ['INVALID'] }],
      [{ kind: 'tawk', settings: '["a"]' }, { settings: ['INVALID'] }],
      [{ kind: 'tawk', settings: '{"property_id":1}' }, { settings: ['INVALID'] }],
    ];
    for (const [fields, errorData] of cases) {
      const answer = await switchChat(client, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error?.error_data).toEqual(errorData);
    }
    expect(await settingsOf(client)).toMatchObject({ chat: 'jivo' });
  });
});

describe('support.sendFeedback', () => {
  it("stores a guest's feedback with uid null and a player's with their uid", async () => {
    const guest = new TestClient(platform.app);
    const sent = await guest.call('support.sendFeedback', goodFeedback, { locale: 'ru' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toBe(1);

    const player = new TestClient(platform.app);
    const registered = await player.call('auth.register', {
      email: 'feedback@omad.uz',
      password: 'Omad-Pa55word',
    });
    const uid = (registered.body.data as { uid: number }).uid;
    await player.call('support.sendFeedback', {
      name: 'Feedback',
      email: 'feedback@omad.uz',
      message: '  Yutuqni yechib olish qancha vaqt oladi?  ',
    });

    const [newest, older] = await feedbackList(guest);
    expect(newest).toEqual({
      name: 'Feedback',
      email: 'feedback@omad.uz',
      message: 'Yutuqni yechib olish qancha vaqt oladi?',
      uid,
      locale: 'uz',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(older).toMatchObject({
      name: 'Aziz Karimov',
      email: 'aziz@example.uz',
      uid: null,
      locale: 'ru',
    });
  });

  it('refuses every wrong field at once, and stores nothing', async () => {
    const client = new TestClient(platform.app);
    const before = (await feedbackList(client)).length;
    const empty = await client.call('support.sendFeedback', { name: ' ', email: '', message: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: { name: ['REQUIRED'], email: ['REQUIRED'], message: ['REQUIRED'] },
    });
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ email: 'not an email' }, { email: ['INVALID'] }],
      [{ email: 'a@b' }, { email: ['INVALID'] }],
      [{ name: 'N'.repeat(101) }, { name: ['TOO_LONG'] }],
      [{ message: 'Yordam!' }, { message: ['INVALID'] }],
      [{ message: 'x'.repeat(2001) }, { message: ['TOO_LONG'] }],
    ];
    for (const [fields, errorData] of cases) {
      const answer = await client.call('support.sendFeedback', { ...goodFeedback, ...fields });
      expect(answer.body.error?.error_data, JSON.stringify(fields)).toEqual(errorData);
    }
    // The limits are inclusive, and an emoji counts as one character.
    const atLimits = await client.call('support.sendFeedback', {
      name: 'N'.repeat(100),
      email: 'limits@omad.uz',
      message: '\u{1F600}'.repeat(2000),
    });
    expect(atLimits.body.data).toBe(1);
    expect((await feedbackList(client)).length).toBe(before + 1);
  });

  it('is POST only', async () => {
    const answer = await new TestClient(platform.app).call('support.sendFeedback', goodFeedback, {
      http: 'GET',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.type).toBe(ErrorType.InvalidRequest);
  });
});
