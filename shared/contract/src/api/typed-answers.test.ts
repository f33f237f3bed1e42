// The typed methods parse what the platform answers with the contract's schemas.
import { describe, expect, it } from 'vitest';
import { createApi } from './create-api';
import { ErrorType, PlatformError } from './errors';
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
};

describe('the typed answers', () => {
  it('parse the account of account.getInfo', async () => {
    const { api } = setup(() => jsonResponse({ data: { ...account, unused: 'dropped' } }));
    await expect(api.account.getInfo()).resolves.toEqual(account);
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
});
