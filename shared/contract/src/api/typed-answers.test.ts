// The typed methods parse what the platform answers with the contract's schemas.
import { describe, expect, it } from 'vitest';
import { createApi } from './create-api';
import { ErrorType, FieldErrorCode, PlatformError } from './errors';
import { fakeFetch, jsonResponse } from './fake-fetch';

const setup = (answer: Parameters<typeof fakeFetch>[0]) => {
  const platform = fakeFetch(answer);
  const api = createApi({ getLocale: () => 'uz', isInFrame: () => false, fetch: platform.fetch });
  return { api, platform };
};

const account = {
  uid: 7,
  reg_time: 1700000000,
  login: 'player@omad.uz',
  fakename: null,
  is_subscribed: true,
  balances: null,
  is_on_verification: false,
  is_verified: false,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: 'UZ',
  locale: 'uz',
  two_factor_auth: false,
  exclusion: null,
  has_password: true,
  has_deposited: true,
};

describe('the typed answers', () => {
  it('parse the account of account.getInfo', async () => {
    const { api } = setup(() => jsonResponse({ data: { ...account, unused: 'dropped' } }));
    await expect(api.account.getInfo()).resolves.toEqual(account);
  });

  it("give an older platform's account without the trust fields their safe defaults", async () => {
    const { has_password: _password, has_deposited: _deposited, ...older } = account;
    const { api } = setup(() => jsonResponse({ data: older }));
    await expect(api.account.getInfo()).resolves.toMatchObject({
      has_password: true,
      has_deposited: false,
    });
  });

  it('reject a malformed account with a PlatformError naming the field', async () => {
    const { api } = setup(() => jsonResponse({ data: { ...account, uid: 'seven' } }));
    const error: unknown = await api.account.getInfo().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ type: ErrorType.UnknownError, method: 'account.getInfo' });
    expect(error instanceof Error ? error.message : '').toContain('data.uid');
  });

  it('parse a page of banners and reject an item without its description', async () => {
    const banner = { id: 1, finished_at: null, description: { position: 2, title: 'Bonus' } };
    let items: unknown[] = [banner];
    const { api } = setup(() => jsonResponse({ data: { items, count: 1 } }));
    await expect(api.banners.get()).resolves.toEqual({ items: [banner], count: 1 });
    items = [{ id: 2, finished_at: null }];
    await expect(api.banners.get()).rejects.toThrow(/banners\.get: .*data\.items\.0\.description/);
  });

  it('parse games with and without a launch address, and reject a non-string one', async () => {
    const unlaunchable = { sysname: 'other', name: 'Other', image_url: '/api/_media/game/o.svg' };
    const sportsbook = {
      sysname: 'dgt_sportsbook',
      name: 'Sportsbook',
      image_url: '/api/_media/game/dgt_sportsbook.svg',
      launch_url: '/api/_games/dgt_sportsbook/play',
    };
    let items: unknown[] = [sportsbook, unlaunchable];
    const { api } = setup(() => jsonResponse({ data: { items, count: 2 } }));
    const page = await api.games.get({ sysname: ['dgt_sportsbook', 'other'] });
    expect(page.items.map((game) => game.launch_url)).toEqual([sportsbook.launch_url, undefined]);
    items = [{ ...sportsbook, launch_url: 42 }];
    await expect(api.games.get()).rejects.toThrow(/games\.get: .*data\.items\.0\.launch_url/);
  });

  it('read profile saves as true only when the platform answered 1', async () => {
    let answer: unknown = 1;
    const { api } = setup(() => jsonResponse({ data: answer }));
    await expect(api.account.saveProfileInfo({ first_name: 'Ali' })).resolves.toBe(true);
    answer = 0;
    await expect(api.account.saveProfileInfo({ first_name: 'Ali' })).resolves.toBe(false);
  });

  it('fill profile fields the platform leaves out with null', async () => {
    const { api } = setup(() => jsonResponse({ data: { first_name: 'Ali', sex: 1 } }));
    await expect(api.account.getProfileInfo()).resolves.toMatchObject({
      first_name: 'Ali',
      last_name: null,
      sex: 1,
      document: null,
      contacts: [],
    });
  });

  it('parse stored values and keys', async () => {
    const { api } = setup(({ apiMethod }) =>
      jsonResponse({
        data: apiMethod === 'storage.get' ? { already_seen_cashback_id: '12', other: null } : ['a'],
      }),
    );
    await expect(api.storage.get(['already_seen_cashback_id', 'other'])).resolves.toEqual({
      already_seen_cashback_id: '12',
      other: null,
    });
    await expect(api.storage.getKeys()).resolves.toEqual(['a']);
  });

  it('parse popups and reject one of an unknown kind', async () => {
    const popup = {
      id: 3,
      sysname: 'weekend-cashback',
      title: 'Keshbek',
      text: 'Dam olish kunlari\n10 %',
      image: null,
      button: { title: 'Batafsil', link: '/offers' },
      kind: 'campaign',
    };
    let items: unknown[] = [popup];
    const { api } = setup(() => jsonResponse({ data: { items } }));
    await expect(api.popups.get()).resolves.toEqual({ items: [popup] });
    items = [{ ...popup, kind: 'banner' }];
    await expect(api.popups.get({ sysname: 'weekend-cashback' })).rejects.toThrow(
      /popups\.get: .*data\.items\.0\.kind/,
    );
  });

  it('parse support settings, dropping settings of chats the contract does not know', async () => {
    let data: unknown = {
      chat: 'tawk',
      settings: {
        tawk: { property_id: 'p1', widget_id: 'w1' },
        jivo: { widget_id: 'j1' },
        olark: { site_id: 'o1' },
      },
    };
    const { api } = setup(() => jsonResponse({ data }));
    await expect(api.support.getSettings()).resolves.toEqual({
      chat: 'tawk',
      settings: { tawk: { property_id: 'p1', widget_id: 'w1' }, jivo: { widget_id: 'j1' } },
    });
    data = { chat: null, settings: {} };
    await expect(api.support.getSettings()).resolves.toEqual({ chat: null, settings: {} });
    data = { chat: 'olark', settings: {} };
    await expect(api.support.getSettings()).rejects.toThrow(/data\.chat/);
  });

  it('resolve acknowledged calls with true only when the platform answered 1', async () => {
    let answer: unknown = 1;
    const { api } = setup(() => jsonResponse({ data: answer }));
    const feedback = { name: 'Ali', email: 'ali@omad.uz', message: 'Salom, savolim bor' };
    await expect(api.support.sendFeedback(feedback)).resolves.toBe(true);
    await expect(
      api.chat.storeChatEvent({ channel_id: 'c', conversation_id: 'k', text: 'hi', event: 'sent' }),
    ).resolves.toBe(true);
    await expect(api.account.unsubscribe({ contact: 'a@omad.uz', token: 't' })).resolves.toBe(true);
    answer = 0;
    await expect(api.support.sendFeedback(feedback)).rejects.toBeInstanceOf(PlatformError);
    await expect(api.account.unsubscribe()).rejects.toMatchObject({
      type: ErrorType.UnknownError,
      method: 'account.unsubscribe',
    });
  });

  it('hand over the field errors of a refused feedback', async () => {
    const { api } = setup(() =>
      jsonResponse(
        {
          error: {
            type: ErrorType.InvalidParameter,
            message: 'Invalid parameter: message',
            error_data: { message: [FieldErrorCode.TooLong] },
          },
        },
        400,
      ),
    );
    const failure: unknown = await api.support
      .sendFeedback({ name: 'Ali', email: 'ali@omad.uz', message: 'x'.repeat(2001) })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ errorData: { message: ['TOO_LONG'] } });
  });

  it('unwrap the items of loyalty notifications', async () => {
    const notification = {
      trigger: 'register',
      type: 'credit',
      title: 'Xush kelibsiz!',
      message: "Omad'ga xush kelibsiz",
      amount: null,
      amountType: null,
      image: null,
    };
    let data: unknown = { items: [notification] };
    const { api } = setup(() => jsonResponse({ data }));
    await expect(api.loyalty.getNotifications()).resolves.toEqual([notification]);
    data = [notification];
    await expect(api.loyalty.getNotifications()).rejects.toThrow(/loyalty\.getnotifications/);
  });
});
