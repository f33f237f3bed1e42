// Runs the header balance refresh for a signed-in player: settings from the CMS config
// (spec defaults until it answers), the player's interactions and route changes as
// activity, the bus's balance:refresh, and account.getBalance into the balance store.
// The store and the page's query cache agree: each answer of the widget is written to the
// cache under account.getBalance, the answers other regions read there are offered to the
// store, and an invalidation of account.getBalance that no region refetches is a refresh.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { matchQuery, useQuery } from '@tanstack/react-query';
import { Events } from '@omad/contract';
import { platformKey, platformQuery, useRemoteProps } from '@omad/contract/remote';
import {
  DEFAULT_REFRESH_SETTINGS,
  createBalanceRefresher,
  refreshSettingsFrom,
  type BalanceRefresher,
  type RefreshSettings,
} from './balance-refresh';
import { offerBalances, type BalanceStore } from './balance-store';

// What counts as an interaction (the same as the inactivity rule of spec section 4).
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** The settings in force, and whether they are the CMS config's yet (not the defaults). */
const useRefreshSettings = (): Readonly<{ settings: RefreshSettings; fromCms: boolean }> => {
  const { cms, locale } = useRemoteProps();
  const [settings, setSettings] = useState(DEFAULT_REFRESH_SETTINGS);
  const [fromCms, setFromCms] = useState(false);
  useEffect(() => {
    let cancelled = false;
    cms
      .getConfig()
      .then((config) => {
        if (cancelled) return;
        setSettings(refreshSettingsFrom(config.balanceRefresh));
        setFromCms(true);
      })
      .catch((error: unknown) => console.warn('[mf-auth] config unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [cms, locale]);
  return { settings, fromCms };
};

export type BalanceRefreshControls = Readonly<{
  /** Whether the refresh button is offered (CMS isClickRefreshEnabled). */
  clickEnabled: boolean;
  /** True while an account.getBalance call runs. */
  refreshing: boolean;
  /** The refresh button's action. */
  click: () => void;
  /** True once the CMS config's settings apply: what is offered is then final. */
  configured: boolean;
}>;

const BALANCE_KEY = platformKey('account.getBalance');

/**
 * The balances other regions read through the query cache, offered to the store as of the
 * time they came, and a refresh whenever account.getBalance is invalidated with no region
 * to read it again. The widget never reads through the cache by itself: its own rules
 * decide when it asks.
 */
const useSharedBalances = (
  store: BalanceStore,
  uid: number,
  refresher: Readonly<{ current: BalanceRefresher | null }>,
): void => {
  const { api, queryClient } = useRemoteProps();
  const shared = useQuery({ ...platformQuery(api, 'account.getBalance'), enabled: false });
  useEffect(() => {
    if (shared.data) offerBalances(store, uid, shared.data, shared.dataUpdatedAt);
  }, [store, uid, shared.data, shared.dataUpdatedAt]);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'invalidate' &&
          matchQuery({ queryKey: BALANCE_KEY, exact: true }, event.query) &&
          !event.query.isActive()
        ) {
          refresher.current?.refreshNow();
        }
      }),
    [queryClient, refresher],
  );
};

export const useBalanceRefresh = (store: BalanceStore, uid: number): BalanceRefreshControls => {
  const { api, bus, location, queryClient } = useRemoteProps();
  const { settings, fromCms } = useRefreshSettings();
  const [refreshing, setRefreshing] = useState(false);
  const refresher = useRef<BalanceRefresher | null>(null);
  useSharedBalances(store, uid, refresher);

  // A layout effect: the refresher of the settings just rendered is in place before the
  // browser can deliver a click on the button those settings show.
  useLayoutEffect(() => {
    const current = createBalanceRefresher(settings, async () => {
      const askedAt = Date.now();
      setRefreshing(true);
      try {
        const balances = await api.account.getBalance();
        offerBalances(store, uid, balances, askedAt);
        // Stamped with the time it was asked for, as in the store: one rule for both.
        queryClient.setQueryData(BALANCE_KEY, balances, { updatedAt: askedAt });
      } finally {
        setRefreshing(false);
      }
    });
    refresher.current = current;
    current.start();
    const onActivity = () => current.activity();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    const onRequest = () => current.refreshNow();
    bus.on(Events.BalanceRefresh, onRequest);
    return () => {
      current.stop();
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, onActivity, { capture: true });
      bus.off(Events.BalanceRefresh, onRequest);
    };
  }, [settings, api, bus, queryClient, store, uid]);

  // A route change is an interaction too.
  useEffect(() => refresher.current?.activity(), [location.pathname]);

  return {
    clickEnabled: settings.isClickRefreshEnabled,
    refreshing,
    click: () => void refresher.current?.click(),
    configured: fromCms,
  };
};
