import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { DEV_PLATFORM_SECRET } from '../config';
import { unsubscribeToken } from '../domain/unsubscribe-links';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { registerPlayer } from '../testing/players';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const subscribed = async (fields: Record<string, string>): Promise<TestClient> => {
  const client = new TestClient(platform.app);
  const answer = await client.call('auth.register', {
    ...fields,
    password: 'Omad-Pa55word',
    is_subscribed: '1',
  });
  expect(answer.body.data).toMatchObject({ is_subscribed: true });
  return client;
};
const isSubscribed = async (client: TestClient) =>
  (
    (await client.call('account.getInfo', {}, { http: 'GET' })).body.data as {
      is_subscribed: boolean;
    }
  ).is_subscribed;
/** The link's query as the /unsubscribe page would send it. */
const linkOf = async (contact: string): Promise<Record<string, string>> => {
  const answer = await new TestClient(platform.app).request(
    `/api/_dev/unsubscribe-link?contact=${encodeURIComponent(contact)}`,
  );
  expect(answer.status).toBe(200);
  const { url } = answer.body.data as { url: string };
  expect(url).toMatch(/^\/unsubscribe\?contact=[^&]+&token=[0-9a-f]{64}$/);
  return Object.fromEntries(new URL(url, 'http://omad.test').searchParams);
};

describe('account.unsubscribe', () => {
  it("unsubscribes the contact of an e-mail's link without a session", async () => {
    const player = await subscribed({ email: 'News.Reader@omad.uz' });
    const link = await linkOf('NEWS.READER@omad.uz');
    expect(link.contact).toBe('news.reader@omad.uz');
    expect(link.token).toBe(unsubscribeToken(DEV_PLATFORM_SECRET, 'news.reader@omad.uz'));

    const answer = await new TestClient(platform.app).call('account.unsubscribe', link);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(1);
    expect(await isSubscribed(player)).toBe(false);
    // Following the link again is harmless.
    const again = await new TestClient(platform.app).call('account.unsubscribe', link);
    expect(again.body.data).toBe(1);
  });

  it('unsubscribes by a phone link, the phone written with a plus', async () => {
    const player = await subscribed({ phone: '998935550011' });
    const link = await linkOf('+998 93 555 00 11');
    expect(link.contact).toBe('998935550011');
    await new TestClient(platform.app).call('account.unsubscribe', {
      contact: '+998935550011',
      token: link.token ?? '',
    });
    expect(await isSubscribed(player)).toBe(false);
  });

  it("refuses a wrong token, another contact's token and a missing contact", async () => {
    const player = await subscribed({ email: 'keep.me@omad.uz' });
    const other = await linkOf('someone.else@omad.uz');
    const guest = new TestClient(platform.app);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ contact: 'keep.me@omad.uz', token: 'f'.repeat(64) }, { token: ['INVALID'] }],
      [{ contact: 'keep.me@omad.uz', token: 'short' }, { token: ['INVALID'] }],
      [{ contact: 'keep.me@omad.uz', token: other.token ?? '' }, { token: ['INVALID'] }],
      [{ token: other.token ?? '' }, { contact: ['REQUIRED'] }],
    ];
    for (const [fields, errorData] of cases) {
      const answer = await guest.call('account.unsubscribe', fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error).toMatchObject({
        type: ErrorType.InvalidParameter,
        error_data: errorData,
      });
    }
    expect(await isSubscribed(player)).toBe(true);
  });

  it('unsubscribes a signed-in player without a token; a guest must sign in', async () => {
    const player = await subscribed({ email: 'session.reader@omad.uz' });
    const notTheirs = await player.call('account.unsubscribe', { contact: 'player@omad.uz' });
    expect(notTheirs.body.error?.error_data).toEqual({ contact: ['NOT_FOUND'] });
    expect(await isSubscribed(player)).toBe(true);

    const answer = await player.call('account.unsubscribe', {});
    expect(answer.body.data).toBe(1);
    expect(await isSubscribed(player)).toBe(false);

    const guest = await new TestClient(platform.app).call('account.unsubscribe', {});
    expect(guest.status).toBe(401);
    expect(guest.body.error?.type).toBe(ErrorType.Authorization);
  });

  it('answers a signed link of a contact no account holds', async () => {
    const link = await linkOf('gone@omad.uz');
    const answer = await new TestClient(platform.app).call('account.unsubscribe', link);
    expect(answer.body.data).toBe(1);
  });

  it('is POST only, and the dev link needs a contact', async () => {
    const client = new TestClient(platform.app);
    const link = await linkOf('player@omad.uz');
    const get = await client.call('account.unsubscribe', link, { http: 'GET' });
    expect(get.body.error?.type).toBe(ErrorType.InvalidRequest);
    const noContact = await client.request('/api/_dev/unsubscribe-link');
    expect(noContact.status).toBe(400);
    expect(noContact.body.error?.error_data).toEqual({ contact: ['REQUIRED'] });
  });
});

describe('account.unsubscribe with another secret', () => {
  it(
    'refuses links signed with the dev secret, there and in production, where a session works',
    async () => {
      const custom = await createTestPlatform({
        platformSecret: 'another-secret',
      });
      // Production never starts without its own secret (production-mode.test.ts).
      const production = await createTestPlatform({ production: true });
      try {
        const devToken = unsubscribeToken(DEV_PLATFORM_SECRET, 'player@omad.uz');
        const link = { contact: 'player@omad.uz', token: devToken };
        const refused = await new TestClient(custom.app).call('account.unsubscribe', link);
        expect(refused.body.error?.error_data).toEqual({ token: ['INVALID'] });
        const ownToken = unsubscribeToken('another-secret', 'player@omad.uz');
        const accepted = await new TestClient(custom.app).call('account.unsubscribe', {
          ...link,
          token: ownToken,
        });
        expect(accepted.body.data).toBe(1);

        const devLink = await new TestClient(production.app).call('account.unsubscribe', link);
        expect(devLink.body.error?.error_data).toEqual({ token: ['INVALID'] });
        const player = await registerPlayer(production.app, { email: 'prod.reader@omad.uz' });
        expect((await player.call('account.unsubscribe', {})).body.data).toBe(1);
      } finally {
        await Promise.all([custom.close(), production.close()]);
      }
    },
    START_TIMEOUT_MS * 2,
  );
});
