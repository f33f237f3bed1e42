// After money moves: the session's account is refetched (its balances feed every remote),
// every region reading the balances through the query client reads them again, and the
// header's balance widget is told to refresh, over the bus, without a reload.
import { useCallback } from 'react';
import { Events } from '../events';
import { useRemoteProps } from './context';
import { invalidatePlatform } from './platform-queries';

export const useRefreshBalance = (): (() => void) => {
  const { session, bus, queryClient } = useRemoteProps();
  return useCallback(() => {
    bus.emit(Events.BalanceRefresh, {});
    void invalidatePlatform(queryClient, 'account.getBalance', 'account.getInfo');
    session.refresh().catch((error: unknown) => {
      console.warn('[remote] session refresh failed', error);
    });
  }, [bus, session, queryClient]);
};
