// /jackpots: every jackpot with its amount growing live, then the newest jackpot hits.
import { useTranslation } from 'react-i18next';
import { usePageSeo } from '@omad/contract/remote';
import { Container, EmptyState, LoadFailed } from '@omad/ui';
import { JackpotCard, JackpotCardSkeleton } from './jackpot-card';
import { useJackpots } from './use-jackpots';
import { WinsSection } from './wins-section';
import '../../lib/hall-page.css';
import './jackpots.css';

const SKELETON_CARDS = 3;

export const JackpotsPage = () => {
  const { t } = useTranslation();
  const jackpots = useJackpots();
  const { data } = jackpots;
  usePageSeo({ title: t('jackpots.title'), description: t('jackpots.seoDescription') });
  return (
    <Container className="omad-hall-page" data-testid="jackpots-page">
      <h1 className="omad-hall-page__title">{t('jackpots.title')}</h1>
      <p className="omad-hall-page__lead">{t('jackpots.lead')}</p>
      {!data && jackpots.isError ? (
        <LoadFailed
          title={t('jackpots.failedTitle')}
          description={t('jackpots.failedText')}
          onRetry={() => void jackpots.refetch()}
        />
      ) : data?.length === 0 ? (
        <EmptyState icon="games" title={t('jackpots.emptyTitle')} />
      ) : (
        <ul
          className="omad-jackpots__grid"
          aria-label={t('jackpots.list')}
          aria-busy={jackpots.isPending}
        >
          {data
            ? data.map((jackpot) => (
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
      <WinsSection title={t('winners.ticker.title')} />
    </Container>
  );
};
