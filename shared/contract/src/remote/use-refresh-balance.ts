// After money moves: the session's account is refetched (its balances feed every remote) and
// the header's balance widget is told to refresh, over the bus, without a reload.
import { useCallback } from 'react';
import { Events } from '../events';
import { useRemoteProps } from './context';

export const useRefreshBalance = (): (() => void) => {
  const { session, bus } = useRemoteProps();
  return useCallback(() => {
    bus.emit(Events.BalanceRefresh, {});
    session.refresh().catch((error: unknown) => {
      console.warn('[remote] session refresh failed', error);
    });
  }, [bus, session]);
};
