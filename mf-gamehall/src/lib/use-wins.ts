// The newest wins of the winners feed (or of one jackpot), read again while shown: the
// jackpot pages, the winners page and the home ticker show the same feed.
import type { Page, Win } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import { useLiveRead } from './live-read';

/** How often a shown list of wins is read again. */
export const WINS_REFRESH_MS = 10_000;

export const useWins = (count: number, jackpotId?: number) => {
  const { api, locale } = useRemoteProps();
  return useLiveRead<Page<Win>>(
    `${locale}:${jackpotId ?? 'all'}:${count}`,
    () =>
      api.jackpots.getWinners({
        count,
        ...(jackpotId === undefined ? {} : { jackpot_id: jackpotId }),
      }),
    'wins',
    WINS_REFRESH_MS,
  );
};
