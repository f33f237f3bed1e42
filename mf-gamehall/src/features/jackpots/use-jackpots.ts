// The jackpots as the platform has them now, read again every few seconds while shown: their
// amounts grow with every real bet on their games, and the pages follow without a reload.
import type { Jackpot } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import { useLiveRead } from '../../lib/live-read';

/** How often a shown jackpot amount is read again. */
export const JACKPOT_REFRESH_MS = 5000;
export const useJackpots = () => {
  const { api, locale } = useRemoteProps();
  return useLiveRead(locale, () => api.jackpots.get(), 'jackpots', JACKPOT_REFRESH_MS);
};

/** One jackpot; ready with null when the platform has no jackpot of that id. */
export const useJackpot = (id: number | null) => {
  const { api, locale } = useRemoteProps();
  return useLiveRead<Jackpot | null>(
    id === null ? null : `${locale}:${id}`,
    async () => (await api.jackpots.get({ id: id ?? 0 })).find((one) => one.id === id) ?? null,
    'jackpot',
    JACKPOT_REFRESH_MS,
  );
};
