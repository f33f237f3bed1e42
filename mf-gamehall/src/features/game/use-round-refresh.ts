// After each round the game frame reports, the header's balance is asked to refetch
// (balance:refresh): at once for the first round, then at most once per ROUND_REFRESH_GAP_MS,
// so a fast game's rounds do not turn into a request each.
import { useCallback, useEffect, useRef } from 'react';
import { Events } from '@omad/contract';
import { useRemoteProps } from '@omad/contract/remote';

export const ROUND_REFRESH_GAP_MS = 1000;

export const useRoundRefresh = (): (() => void) => {
  const { bus } = useRemoteProps();
  const last = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (pending.current !== null) window.clearTimeout(pending.current);
    },
    [],
  );

  return useCallback(() => {
    const emit = () => {
      last.current = Date.now();
      bus.emit(Events.BalanceRefresh, {});
    };
    const wait = last.current + ROUND_REFRESH_GAP_MS - Date.now();
    if (wait <= 0) emit();
    else if (pending.current === null) {
      pending.current = window.setTimeout(() => {
        pending.current = null;
        emit();
      }, wait);
    }
  }, [bus]);
};
