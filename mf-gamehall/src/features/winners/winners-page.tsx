// /winners: the newest big wins of real rounds and jackpot hits (the platform's feed, seeded
// history included), read again every few seconds while open; "show more" reads further back.
// The winners view (winners-view.tsx) with the page's read.
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page, Win } from '@omad/contract/api';
import { usePageSeo, useRemoteProps } from '@omad/contract/remote';
import { WINNERS_STEP } from '../../lib/read-sizes';
import { WINS_REFRESH_MS } from '../../lib/use-wins';
import { WinnersView, hasMore, winnersSeo } from './winners-view';

/** The most wins the platform answers a call with. */
const CALL_MOST = 50;

export const WinnersPage = () => {
  const { t } = useTranslation();
  const { api } = useRemoteProps();
  const [count, setCount] = useState(WINNERS_STEP);
  usePageSeo(winnersSeo(t));
  // Pages of at most 50, read together so the feed refreshes whole; the first of them is the
  // read the edge makes for the first screen (pages.ts).
  const wins = useQuery({
    queryKey: ['gamehall.winners', count],
    queryFn: async (): Promise<Page<Win>> => {
      const offsets = Array.from(
        { length: Math.ceil(count / CALL_MOST) },
        (_, index) => index * CALL_MOST,
      );
      const pages = await Promise.all(
        offsets.map((offset) =>
          api.jackpots.getWinners({ offset, count: Math.min(CALL_MOST, count - offset) }),
        ),
      );
      const seen = new Set<number>();
      const items = pages
        .flatMap((page) => page.items)
        .filter((win) => !seen.has(win.id) && seen.add(win.id));
      return { items, count: pages[0]?.count ?? 0 };
    },
    refetchInterval: WINS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  // While "show more" reads (and when it fails), the wins already shown stay.
  const last = useRef<Page<Win> | null>(null);
  if (wins.data) last.current = wins.data;
  const shown = wins.data ?? last.current ?? undefined;

  return (
    <WinnersView
      data-testid="winners-page"
      wins={shown}
      pending={wins.isPending}
      failed={wins.isError}
      onRetry={() => void wins.refetch()}
      more={shown !== undefined && hasMore(shown, count)}
      onMore={() => setCount((before) => before + WINNERS_STEP)}
    />
  );
};
