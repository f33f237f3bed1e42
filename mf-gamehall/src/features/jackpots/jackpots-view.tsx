// The jackpots page as drawn (/jackpots): its title and lead, every jackpot's card with its
// amount (skeleton cards while they are read), then the newest wins (`wins`). It reads
// nothing: the page gives it its reads, and the edge's first screen the reads it made.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';
import type { Jackpot } from '@omad/contract/api';
import { Container, EmptyState, LoadFailed } from '@omad/ui';
import { JackpotCard, JackpotCardSkeleton } from './jackpot-card';
import '../../lib/hall-page.css';
import './jackpots.css';

const SKELETON_CARDS = 3;

/** What the page gives its head, on the page and from its first screen alike. */
export const jackpotsSeo = (t: TFunction): PageSeoInput => ({
  title: t('jackpots.title'),
  description: t('jackpots.seoDescription'),
});

export type JackpotsViewProps = Readonly<{
  /** Every jackpot; undefined while they are read. */
  jackpots: readonly Jackpot[] | undefined;
  /** The read failed with nothing to show. */
  failed: boolean;
  onRetry: () => void;
  /** The newest wins' section. */
  wins: ReactNode;
}> &
  Record<`data-${string}`, string>;

export const JackpotsView = ({ jackpots, failed, onRetry, wins, ...marks }: JackpotsViewProps) => {
  const { t } = useTranslation();
  return (
    <Container className="omad-hall-page" {...marks}>
      <h1 className="omad-hall-page__title">{t('jackpots.title')}</h1>
      <p className="omad-hall-page__lead">{t('jackpots.lead')}</p>
      {!jackpots && failed ? (
        <LoadFailed
          title={t('jackpots.failedTitle')}
          description={t('jackpots.failedText')}
          onRetry={onRetry}
        />
      ) : jackpots?.length === 0 ? (
        <EmptyState icon="games" title={t('jackpots.emptyTitle')} />
      ) : (
        <ul className="omad-jackpots__grid" aria-label={t('jackpots.list')} aria-busy={!jackpots}>
          {jackpots
            ? jackpots.map((jackpot) => (
                <li key={jackpot.id}>
                  <JackpotCard jackpot={jackpot} />
                </li>
              ))
            : Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index}>
                  <JackpotCardSkeleton />
                </li>
              ))}
        </ul>
      )}
      {wins}
    </Container>
  );
};
