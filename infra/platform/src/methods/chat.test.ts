import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const eventsOf = async (client: TestClient, conversationId?: string) => {
  const query = conversationId ? `?conversation_id=${encodeURIComponent(conversationId)}` : '';
  return (await client.request(`/api/_dev/chat-events${query}`)).body.data as unknown[];
};

describe('chat.storeChatEvent', () => {
  it('stores sent and received messages, newest first, with the uid of a player', async () => {
    const guest = new TestClient(platform.app);
    const sent = await guest.call('chat.storeChatEvent', {
      channel_id: 'omadLocalDev',
      conversation_id: 'conv-1',
      text: 'Salom! Depozit qanday qilinadi?',
      event: 'sent',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toBe(1);

    const player = new TestClient(platform.app);
    const registered = await player.call('auth.register', {
      email: 'chat@omad.uz',
      password: 'Omad-Pa55word',
    });
    const uid = (registered.body.data as { uid: number }).uid;
    await player.call('chat.storeChatEvent', {
      channel_id: 'omadLocalDev',
      conversation_id: 'conv-2',
      text: 'Здравствуйте, чем помочь?',
      event: 'received',
    });

    expect(await eventsOf(guest)).toEqual([
      {
        channel_id: 'omadLocalDev',
        conversation_id: 'conv-2',
        text: 'Здравствуйте, чем помочь?',
        event: 'received',
        uid,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({ conversation_id: 'conv-1', event: 'sent', uid: null }),
    ]);
    expect(await eventsOf(guest, 'conv-1')).toEqual([
      expect.objectContaining({ text: 'Salom! Depozit qanday qilinadi?' }),
    ]);
  });

  it('refuses missing fields, an unknown event and an overlong text', async () => {
    const client = new TestClient(platform.app);
    const empty = await client.call('chat.storeChatEvent', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: {
        channel_id: ['REQUIRED'],
        conversation_id: ['REQUIRED'],
        text: ['REQUIRED'],
        event: ['REQUIRED'],
      },
    });
    const good = { channel_id: 'c', conversation_id: 'refused', text: 'hi', event: 'sent' };
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ event: 'typed' }, { event: ['INVALID'] }],
      [{ text: 'x'.repeat(4001) }, { text: ['TOO_LONG'] }],
      [{ channel_id: 'c'.repeat(129) }, { channel_id: ['INVALID'] }],
    ];
    for (const [fields, errorData] of cases) {
      const answer = await client.call('chat.storeChatEvent', { ...good, ...fields });
      expect(answer.body.error?.error_data, JSON.stringify(fields)).toEqual(errorData);
    }
    expect(await eventsOf(client, 'refused')).toEqual([]);
  });
});
