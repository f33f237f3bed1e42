// account.getNotifications and account.readNotifications: every notification of the player,
// newest first, read or not, in pages; marking read only the player's own. The one-time toast
// of loyalty.getnotifications goes on as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountNotificationPageSchema } from '@omad/contract/api';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { freshEmail, registerPlayer } from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let clock = Date.UTC(2030, 3, 1, 8);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => (clock += 1000) });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const pageOf = async (client: TestClient, params: Record<string, string> = {}) => {
  const answer = await client.call('account.getNotifications', params, { http: 'GET' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(AccountNotificationPageSchema, answer.body.data)).toEqual([]);
  return parseWith(AccountNotificationPageSchema, answer.body.data);
};

const notify = (login: string, title: string) =>
  new TestClient(platform.app).request('/api/_dev/notify', {
    method: 'POST',
    body: new URLSearchParams({
      login,
      trigger: 'quest',
      type: 'credit',
      title,
      message: `${title}!`,
      amount: '500',
    }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('account.getNotifications', () => {
  it('lists every notification newest first, toasted or not, with paging and unread count', async () => {
    const email = freshEmail('notes');
    const client = await registerPlayer(platform.app, { email });
    await notify(email, 'First quest');
    // The welcome and the first quest are toasted once; they stay in the list.
    const toasted = await client.call('loyalty.getnotifications', {}, { http: 'GET' });
    expect((toasted.body.data as { items: unknown[] }).items).toHaveLength(2);
    await notify(email, 'Second quest');

    const all = await pageOf(client);
    expect(all).toMatchObject({ count: 3, unread: 3 });
    expect(all.items.map((item) => item.title)).toEqual([
      'Second quest',
      'First quest',
      'Omad’ga xush kelibsiz!',
    ]);
    expect(all.items[0]).toMatchObject({
      trigger: 'quest',
      type: 'credit',
      amount: 500,
      is_read: false,
    });
    const second = await pageOf(client, { offset: '1', count: '1' });
    expect(second.items.map((item) => item.title)).toEqual(['First quest']);
    expect(second.count).toBe(3);
    expect(
      (await client.call('account.getNotifications', { count: '101' }, { http: 'GET' })).body.error
        ?.error_data,
    ).toEqual({ count: ['INVALID'] });
    expect(
      (await new TestClient(platform.app).call('account.getNotifications', {}, { http: 'GET' }))
        .status,
    ).toBe(401);
  });
});

describe('account.readNotifications', () => {
  it("marks the named ones read, then all; another player's ids are passed over", async () => {
    const email = freshEmail('reader');
    const client = await registerPlayer(platform.app, { email });
    await notify(email, 'Level up');
    const other = await registerPlayer(platform.app);
    const [theirs] = (await pageOf(other)).items;
    const [levelUp, welcome] = (await pageOf(client)).items;

    const read = await client.call('account.readNotifications', {
      ids: `${levelUp?.id},${theirs?.id}`,
    });
    expect(read.body.data).toBe(1);
    const after = await pageOf(client);
    expect(after.unread).toBe(1);
    expect(after.items.map((item) => [item.id, item.is_read])).toEqual([
      [levelUp?.id, true],
      [welcome?.id, false],
    ]);
    expect((await pageOf(other)).unread).toBe(1);

    expect((await client.call('account.readNotifications', { ids: 'all' })).body.data).toBe(1);
    expect((await pageOf(client)).unread).toBe(0);
    for (const ids of ['', '1,x', '-1', '0']) {
      const refused = await client.call('account.readNotifications', { ids });
      expect(refused.body.error?.error_data, ids).toEqual({
        ids: [ids === '' ? 'REQUIRED' : 'INVALID'],
      });
    }
  });
});
