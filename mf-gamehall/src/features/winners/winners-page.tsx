// /winners: the newest big wins of real rounds and jackpot hits (the platform's feed, seeded
// history included), read again every few seconds while open; "show more" reads further back.
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page, Win } from '@omad/contract/api';
import { usePageSeo, useRemoteProps } from '@omad/contract/remote';
import { Button, Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { WINS_REFRESH_MS } from '../../lib/use-wins';
import { WinList } from './win-list';
import '../../lib/hall-page.css';
import './winners.css';

/** Wins a page shows at first and adds with "show more" (the platform's most a call). */
const STEP = 25;
const MAX_SHOWN = 200;

export const WinnersPage = () => {
  const { t } = useTranslation();
  const { api } = useRemoteProps();
  const [count, setCount] = useState(STEP);
  usePageSeo({ title: t('winners.title'), description: t('winners.seoDescription') });
  // Pages of at most 50 (the platform's limit), read together so the feed refreshes whole.
  const wins = useQuery({
    queryKey: ['gamehall.winners', count],
    queryFn: async (): Promise<Page<Win>> => {
      const offsets = Array.from({ length: Math.ceil(count / 50) }, (_, index) => index * 50);
      const pages = await Promise.all(
        offsets.map((offset) =>
          api.jackpots.getWinners({ offset, count: Math.min(50, count - offset) }),
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
  const shown = wins.data ?? last.current;

  return (
    <Container className="omad-hall-page" data-testid="winners-page">
      <h1 className="omad-hall-page__title">{t('winners.title')}</h1>
      <p className="omad-hall-page__lead">{t('winners.lead')}</p>
      {wins.isError && !shown ? (
        <LoadFailed
          title={t('winners.failedTitle')}
          description={t('winners.failedText')}
          onRetry={() => void wins.refetch()}
        />
      ) : shown && shown.items.length === 0 ? (
        <EmptyState icon="games" title={t('winners.emptyTitle')} />
      ) : shown ? (
        <>
          <WinList wins={shown.items} label={t('winners.list')} busy={wins.isPending} />
          {shown.count > shown.items.length && count < MAX_SHOWN ? (
            <Button
              variant="secondary"
              className="omad-winners__more"
              loading={wins.isPending}
              onClick={() => setCount((before) => before + STEP)}
            >
              {t('winners.more')}
            </Button>
          ) : null}
        </>
      ) : (
        <ol className="omad-winners__skeleton" aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Skeleton variant="block" height={64} />
            </li>
          ))}
        </ol>
      )}
    </Container>
  );
};
