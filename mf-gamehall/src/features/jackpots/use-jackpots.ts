// The jackpots as the platform has them now, read again every few seconds while shown: their
// amounts grow with every real bet on their games, and the pages follow without a reload. A
// refresh that fails keeps what is shown; a tab that was hidden reads at once when it shows.
import { useQuery } from '@tanstack/react-query';
import type { Jackpot } from '@omad/contract/api';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';

/** How often a shown jackpot amount is read again. */
export const JACKPOT_REFRESH_MS = 5000;

const LIVE = { refetchInterval: JACKPOT_REFRESH_MS, refetchOnWindowFocus: true } as const;

export const useJackpots = () => {
  const { api } = useRemoteProps();
  return useQuery({ ...platformQuery(api, 'jackpots.get'), ...LIVE });
};

/** One jackpot; null when the platform has no jackpot of that id. */
export const useJackpot = (id: number | null) => {
  const { api } = useRemoteProps();
  return useQuery({
    ...platformQuery(api, 'jackpots.get', { id: id ?? 0 }),
    ...LIVE,
    enabled: id !== null,
    select: (jackpots: Jackpot[]) => jackpots.find((one) => one.id === id) ?? null,
  });
};

/** The route's :id as a jackpot id, or null when it is not one. */
export const jackpotIdOf = (param: string | undefined): number | null =>
  param !== undefined && /^\d{1,9}$/.test(param) ? Number(param) : null;
