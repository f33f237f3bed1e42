import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { SessionState } from '@omad/contract';
import { createQueryClient } from '@omad/contract/remote';
import { forgetOnIdentityOrLocale } from './forget-queries';

const state = (uid: number | null): SessionState => ({
  status: uid === null ? 'pending' : 'success',
  account: uid === null ? null : ({ uid } as SessionState['account']),
  authenticated: (uid ?? 0) > 0,
  generalInfo: null,
});

const setup = () => {
  const session = createStore<SessionState>(() => state(null));
  const listeners: Array<() => void> = [];
  const i18n = { on: (_event: string, listener: () => void) => listeners.push(listener) };
  const client = createQueryClient();
  client.setQueryData(['account.getBalance'], { main: '100' });
  forgetOnIdentityOrLocale(client, session, i18n as never);
  const cached = () => client.getQueryData(['account.getBalance']);
  return { session, client, cached, changeLanguage: () => listeners.forEach((l) => l()) };
};

describe('forgetOnIdentityOrLocale', () => {
  it('keeps the cache when the guest session first loads', () => {
    const { session, cached } = setup();
    session.setState(state(0));
    expect(cached()).toEqual({ main: '100' });
  });

  it("forgets every answer when a player signs in, out, or another player's account loads", () => {
    const { session, client, cached } = setup();
    session.setState(state(7));
    expect(cached()).toBeUndefined();
    client.setQueryData(['account.getBalance'], { main: '5' });
    session.setState(state(7));
    expect(cached()).toEqual({ main: '5' });
    session.setState(state(0));
    expect(cached()).toBeUndefined();
  });

  it('forgets every answer when the language changes', () => {
    const { cached, changeLanguage } = setup();
    expect(cached()).toEqual({ main: '100' });
    changeLanguage();
    expect(cached()).toBeUndefined();
  });
});
