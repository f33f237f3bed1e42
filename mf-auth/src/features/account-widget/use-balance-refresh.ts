// Runs the header balance refresh for a signed-in player: settings from the CMS config
// (spec defaults until it answers), the player's interactions and route changes as
// activity, the bus's balance:refresh, and account.getBalance into the balance store.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Events } from '@omad/contract';
import { useRemoteProps } from '@omad/contract/remote';
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

export const useBalanceRefresh = (store: BalanceStore, uid: number): BalanceRefreshControls => {
  const { api, bus, location } = useRemoteProps();
  const { settings, fromCms } = useRefreshSettings();
  const [refreshing, setRefreshing] = useState(false);
  const refresher = useRef<BalanceRefresher | null>(null);

  // A layout effect: the refresher of the settings just rendered is in place before the
  // browser can deliver a click on the button those settings show.
  useLayoutEffect(() => {
    const current = createBalanceRefresher(settings, async () => {
      const askedAt = Date.now();
      setRefreshing(true);
      try {
        offerBalances(store, uid, await api.account.getBalance(), askedAt);
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
  }, [settings, api, bus, store, uid]);

  // A route change is an interaction too.
  useEffect(() => refresher.current?.activity(), [location.pathname]);

  return {
    clickEnabled: settings.isClickRefreshEnabled,
    refreshing,
    click: () => void refresher.current?.click(),
    configured: fromCms,
  };
};
