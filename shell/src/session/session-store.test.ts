// @vitest-environment jsdom
import mitt from 'mitt';
import { describe, expect, it, vi } from 'vitest';
import type { OmadEvents } from '@omad/contract';
import type { Api, GeneralInfo, UserAccount } from '@omad/contract/api';
import { createSessionStore } from './session-store';

const account = (uid: number, login = ''): UserAccount => ({
  uid,
  reg_time: null,
  login,
  fakename: null,
  is_subscribed: false,
  balances: null,
  is_on_verification: false,
  is_verified: false,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: null,
  locale: 'uz',
  two_factor_auth: false,
  exclusion: null,
  has_password: false,
  has_deposited: false,
});

const generalInfo = { time_to_force_logout: 1800 } as GeneralInfo; // only this field is read here

const setup = (current: { value: UserAccount }) => {
  const api = {
    account: { getInfo: vi.fn(async () => current.value) },
    metadata: { getGeneralInfo: vi.fn(async () => generalInfo) },
    auth: { logout: vi.fn(async () => true) },
  } as unknown as Api; // a partial client: the store uses these three methods only
  const bus = mitt<OmadEvents>();
  const reloadTo = vi.fn();
  const session = createSessionStore({ api, bus, homeUrl: () => '/ru', reloadTo });
  return { api, bus, reloadTo, session };
};

describe('session store', () => {
  it('is authenticated only when the uid is above 0', async () => {
    const current = { value: account(0) };
    const { session } = setup(current);
    expect(session.getState().status).toBe('idle');
    await session.refresh();
    expect(session.getState()).toMatchObject({
      status: 'success',
      authenticated: false,
      generalInfo,
    });
    current.value = account(7, 'p@omad.uz');
    await session.refresh();
    expect(session.getState()).toMatchObject({ authenticated: true, account: { uid: 7 } });
  });

  it('on sign-in sets the account, emits the event, refreshes, then runs the pending queue', async () => {
    const current = { value: account(0) };
    const { session, bus, api } = setup(current);
    const order: string[] = [];
    bus.on('session:signed-in', ({ via }) => order.push(`event:${via}`));
    session.whenSignedIn(() => {
      order.push(`pending:${session.getState().account?.uid}`);
    });
    current.value = account(9, 'p@omad.uz');
    await session.signedIn(account(9, 'p@omad.uz'), 'register');
    expect(order).toEqual(['event:register', 'pending:9']);
    expect(vi.mocked(api.account.getInfo)).toHaveBeenCalled();
    expect(window.dataLayer?.at(-1)).toEqual({
      event: 'customer_identify',
      customer_id: '9',
      via: 'register',
    });
  });

  it('runs a pending action at once when already signed in', async () => {
    const current = { value: account(3) };
    const { session } = setup(current);
    await session.refresh();
    const action = vi.fn();
    session.whenSignedIn(action);
    await Promise.resolve();
    expect(action).toHaveBeenCalledOnce();
  });

  it('on sign-out calls the platform, clears identity and state, and reloads home', async () => {
    const current = { value: account(5) };
    const { session, bus, api, reloadTo } = setup(current);
    await session.refresh();
    const signedOut = vi.fn();
    bus.on('session:signed-out', signedOut);
    await session.signOut();
    expect(vi.mocked(api.auth.logout)).toHaveBeenCalledOnce();
    expect(session.getState()).toMatchObject({ authenticated: false, account: null });
    expect(signedOut).toHaveBeenCalledOnce();
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'customer_reset', customer_id: null });
    expect(reloadTo).toHaveBeenCalledWith('/ru');
  });

  it('a failed sign-out keeps the player signed in and tells the caller', async () => {
    const current = { value: account(5) };
    const { session, api, reloadTo } = setup(current);
    await session.refresh();
    vi.mocked(api.auth.logout).mockRejectedValueOnce(new Error('network'));
    await expect(session.signOut()).rejects.toThrow('network');
    expect(session.getState().authenticated).toBe(true);
    expect(reloadTo).not.toHaveBeenCalled();
  });
});
