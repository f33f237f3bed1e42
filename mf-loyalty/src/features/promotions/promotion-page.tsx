// /promotions/:id (the promotion's slug): one promotion with its texts and terms, its own call
// to action when it has one (the weekly cashback's page) and, when it is taken through a
// campaign offer, that offer's state and take button. A finished promotion is still shown,
// marked as over; an unknown one shows a not-found state with the way back. The promotions
// are the read /promotions makes too, which the edge inlines (pages.ts).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageSeo } from '@omad/contract/remote';
import { Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { useOffersOptions } from '../../lib/offer-description';
import { TileHeadSkeleton } from '../../lib/tile';
import { PromotionOffer } from './promotion-offer';
import { BackToPromotions, PromotionView, promotionIn } from './promotion-view';
import { promotionMissingSeo, promotionSeo } from './promotions-seo';
import { usePromotions } from './use-promotions';
import '../../lib/page.css';
import './promotions.css';

export const PromotionPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const options = useOffersOptions();
  const promotions = usePromotions();
  const promotion = promotions.data ? promotionIn(promotions.data, id) : undefined;
  usePageSeo(
    promotion === null ? promotionMissingSeo(t) : promotion ? promotionSeo(promotion) : null,
  );

  if (promotion === null) {
    return (
      <Container className="omad-loyalty-page" data-testid="promotion-missing">
        <EmptyState
          icon="search"
          headingLevel={2}
          title={t('promotions.notFoundTitle')}
          description={t('promotions.notFoundText')}
          action={<BackToPromotions />}
        />
      </Container>
    );
  }
  if (!promotion && promotions.isError) {
    return (
      <Container className="omad-loyalty-page" data-testid="promotion-page">
        <BackToPromotions />
        <LoadFailed
          title={t('promotions.failedTitle')}
          description={t('promotions.failedText')}
          onRetry={() => void promotions.refetch()}
        />
      </Container>
    );
  }
  if (!promotion) {
    return (
      <Container className="omad-loyalty-page" data-testid="promotion-page" aria-busy="true">
        <BackToPromotions />
        <TileHeadSkeleton />
        <Skeleton variant="block" height={200} />
      </Container>
    );
  }
  return (
    <PromotionView
      promotion={promotion}
      now={Date.now()}
      origin={window.location.origin}
      offer={(offerId) => <PromotionOffer offerId={offerId} options={options} />}
    />
  );
};
