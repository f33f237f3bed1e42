// A deposit's status while the page is open: read at once, then every POLL_MS until it ends
// (the provider may take a while), and a read that failed is tried again on the next tick.
import { useEffect, useState } from 'react';
import { isFinalStatus, type DepositInfo } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';

export const POLL_MS = 2_000;

export type DepositWatch = Readonly<{ deposit: DepositInfo | null; failed: boolean }>;

export const useDepositStatus = (id: number | null, poll: boolean): DepositWatch => {
  const { api } = useRemoteProps();
  const [watch, setWatch] = useState<DepositWatch>({ deposit: null, failed: false });
  useEffect(() => {
    if (id === null) return undefined;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      api.cashier.getDepositInfo(id).then(
        (deposit) => {
          if (!current) return;
          setWatch({ deposit, failed: false });
          if (poll && !isFinalStatus(deposit.status)) timer = setTimeout(read, POLL_MS);
        },
        (error: unknown) => {
          if (!current) return;
          console.warn('[mf-cashier] deposit status unavailable', error);
          setWatch((previous) => ({ ...previous, failed: true }));
          if (poll) timer = setTimeout(read, POLL_MS);
        },
      );
    };
    read();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, id, poll]);
  return watch;
};
