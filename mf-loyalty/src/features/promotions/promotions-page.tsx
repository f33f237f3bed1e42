// /promotions: the CMS's current promotions (started, not finished), by position, each with its
// page; and the promo-code field for players (an invitation to register with one for guests).
import { useTranslation } from 'react-i18next';
import { usePageSeo } from '@omad/contract/remote';
import { Container, EmptyState, LoadFailed } from '@omad/ui';
import { useOffersOptions } from '../../lib/offer-description';
import { PromoCodeForm } from '../../lib/promo-code-form';
import { isCurrent } from './current';
import { PromotionCard, PromotionCardSkeleton } from './promotion-card';
import { usePromotions } from './use-promotions';
import '../../lib/page.css';
import './promotions.css';

const SKELETONS = 3;

export const PromotionsPage = () => {
  const { t } = useTranslation();
  const options = useOffersOptions();
  const promotions = usePromotions();
  usePageSeo({ title: t('promotions.title'), description: t('promotions.seoDescription') });
  const now = Date.now();
  const current = (promotions.data ?? []).filter((promotion) => isCurrent(promotion, now));

  return (
    <Container className="omad-loyalty-page" data-testid="promotions-page">
      <header className="omad-loyalty-page__head">
        <h1>{t('promotions.title')}</h1>
        <p>{t('promotions.lead')}</p>
      </header>
      {!promotions.data && promotions.isError ? (
        <LoadFailed
          title={t('promotions.failedTitle')}
          description={t('promotions.failedText')}
          onRetry={() => void promotions.refetch()}
        />
      ) : promotions.data && current.length === 0 ? (
        <EmptyState
          icon="gift"
          title={t('promotions.emptyTitle')}
          description={t('promotions.emptyText')}
        />
      ) : (
        <ul
          className="omad-tile-grid"
          aria-label={t('promotions.list')}
          aria-busy={promotions.isPending}
        >
          {promotions.data
            ? current.map((promotion) => (
                <li key={promotion.id}>
                  <PromotionCard promotion={promotion} />
                </li>
              ))
            : Array.from({ length: SKELETONS }, (_, index) => (
                <li key={index}>
                  <PromotionCardSkeleton />
                </li>
              ))}
        </ul>
      )}
      {/* Nothing here lists offers: what a code opens is named in its dialog and on /offers. */}
      <PromoCodeForm options={options} />
    </Container>
  );
};
