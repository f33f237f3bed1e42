// After money moves: the session's account is refetched (session.refresh; the account and
// its balances reach every remote through the session, not a query), every region reading
// account.getBalance through the query client reads it again, and the header's balance
// widget is told to refresh, over the bus, without a reload.
import { useCallback } from 'react';
import { Events } from '../events';
import { useRemoteProps } from './context';
import { invalidatePlatform } from './platform-queries';

export const useRefreshBalance = (): (() => void) => {
  const { session, bus, queryClient } = useRemoteProps();
  return useCallback(() => {
    bus.emit(Events.BalanceRefresh, {});
    void invalidatePlatform(queryClient, 'account.getBalance');
    session.refresh().catch((error: unknown) => {
      console.warn('[remote] session refresh failed', error);
    });
  }, [bus, session, queryClient]);
};
