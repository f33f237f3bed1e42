// A deposit's status while the page is open: read at once, then every POLL_MS until it ends
// (the provider may take a while), and a read that failed is tried again on the next tick.
// The player often pays in another window or app meanwhile, so it is read while the page is
// hidden too: the page moves on by itself.
import { useQuery } from '@tanstack/react-query';
import { isFinalStatus, type DepositInfo } from '@omad/contract/api';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';

export const POLL_MS = 2_000;

export type DepositWatch = Readonly<{ deposit: DepositInfo | null; failed: boolean }>;

export const useDepositStatus = (id: number | null, poll: boolean): DepositWatch => {
  const { api } = useRemoteProps();
  const status = useQuery({
    // Without a transaction nothing is read (0 names none).
    ...platformQuery(api, 'cashier.getDepositInfo', id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => {
      const deposit = query.state.data;
      return poll && !(deposit && isFinalStatus(deposit.status)) ? POLL_MS : false;
    },
    refetchIntervalInBackground: true,
  });
  return { deposit: status.data ?? null, failed: status.isError };
};
