// The newest wins of the winners feed (or of one jackpot), read again while shown: the
// jackpot pages, the winners page and the home ticker show the same feed. A refresh that
// fails keeps what is shown; a tab that was hidden reads at once when it shows.
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { WinSchema, pageOf, type Page, type Win } from '@omad/contract/api';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';

/** How often a shown list of wins is read again. */
export const WINS_REFRESH_MS = 10_000;

export const useWins = (count: number, jackpotId?: number) => {
  const { api } = useRemoteProps();
  return useQuery({
    ...platformQuery(api, 'jackpots.getWinners', {
      count,
      ...(jackpotId === undefined ? {} : { jackpot_id: jackpotId }),
    }),
    refetchInterval: WINS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
};

/** A jackpots.getWinners answer as the views take it (a first screen's read), or null. */
export const winsIn = (answer: unknown): Page<Win> | null => {
  const parsed = v.safeParse(pageOf(WinSchema), answer);
  return parsed.success ? parsed.output : null;
};
