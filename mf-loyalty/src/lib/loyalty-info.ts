// The player's loyalty standing (loyalty.getinfo), read once per sign-in and language, and
// again after anything that changes it (a purchase, a character chosen): every page and the
// profile widget of this remote share one copy. Sign-in, registration, sign-out and a language
// switch change the read's key, so the initial data is refreshed with them (spec sections 1
// and 4). Guests have no standing: they are never asked for one.
import { useEffect, useState } from 'react';
import type { LoyaltyInfo } from '@omad/contract/api';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { create } from 'zustand';

type Cache = Readonly<{
  /** The client the answer came from: another host (a test's) never sees it. */
  source: unknown;
  /** `${uid}:${locale}:${version}` of the answer below. */
  key: string | null;
  info: LoyaltyInfo | null;
  failed: boolean;
  /** Bumped by refreshLoyalty: the next render reads again. */
  version: number;
}>;

const useCache = create<Cache>(() => ({
  source: null,
  key: null,
  info: null,
  failed: false,
  version: 0,
}));

/** Reads the standing again wherever it is shown (after a purchase or a character change). */
export const refreshLoyalty = (): void =>
  useCache.setState((cache) => ({ version: cache.version + 1 }));

export type LoyaltyStanding =
  | Readonly<{ status: 'guest' }>
  | Readonly<{ status: 'loading' }>
  | Readonly<{ status: 'error'; retry: () => void }>
  | Readonly<{ status: 'ready'; info: LoyaltyInfo }>;

/** Requests in flight by key, so two components mounting together ask once. */
const inFlight = new WeakMap<object, Map<string, Promise<LoyaltyInfo>>>();

/**
 * The standing. `revalidate` (a page or the profile summary as it mounts) reads it again
 * once, showing the last answer meanwhile: points earned in a game or a level reached since
 * are there when the player comes back.
 */
export const useLoyaltyStanding = (
  options: Readonly<{ revalidate?: boolean }> = {},
): LoyaltyStanding => {
  const { api, locale } = useRemoteProps();
  const revalidate = options.revalidate ?? false;
  useEffect(() => {
    if (revalidate && useCache.getState().source === api) refreshLoyalty();
  }, [api, revalidate]);
  const uid = useSession((state) => (state.authenticated ? (state.account?.uid ?? 0) : 0));
  const version = useCache((cache) => cache.version);
  const cache = useCache();
  const key = uid > 0 ? `${uid}:${locale}:${version}` : null;
  const [, setAttempt] = useState(0);

  useEffect(() => {
    const current = useCache.getState();
    if (key === null || (current.source === api && current.key === key)) return;
    const requests = inFlight.get(api) ?? new Map<string, Promise<LoyaltyInfo>>();
    inFlight.set(api, requests);
    let request = requests.get(key);
    if (!request) {
      request = api.loyalty.getInfo();
      requests.set(key, request);
      const forget = () => requests.delete(key);
      request.then(forget, forget);
    }
    request.then(
      (info) => useCache.setState({ source: api, key, info, failed: false }),
      (error: unknown) => {
        console.warn('[mf-loyalty] loyalty.getinfo failed', error);
        useCache.setState({ source: api, key, info: null, failed: true });
      },
    );
  }, [api, key]);

  if (key === null) return { status: 'guest' };
  if (cache.source !== api || cache.key !== key) {
    // A refresh keeps showing the last standing of the same player and language meanwhile.
    const previous = cache.source === api ? cache.info : null;
    if (previous && previous.uid === uid && cache.key?.startsWith(`${uid}:${locale}:`)) {
      return { status: 'ready', info: previous };
    }
    return { status: 'loading' };
  }
  if (cache.failed || !cache.info) {
    return {
      status: 'error',
      retry: () => {
        refreshLoyalty();
        setAttempt((count) => count + 1);
      },
    };
  }
  return { status: 'ready', info: cache.info };
};
