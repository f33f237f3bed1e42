// The frame of a promotion's campaign offer (its card and heading) and its shape while the offer
// is read. PromotionOffer fills it from the platform; the first screen (first-screen.tsx),
// which reads nothing of the visitor's, draws it loading, as the page's first render does.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '@omad/ui';
import { OfferStateSkeleton } from '../../lib/offer-state';
import './promotions.css';

export const PromotionOfferBox = ({ children }: Readonly<{ children: ReactNode }>) => {
  const { t } = useTranslation();
  return (
    <Card
      as="section"
      padding="lg"
      className="omad-promotion-offer"
      aria-labelledby="promotion-offer-title"
      data-testid="promotion-offer"
    >
      <h2 id="promotion-offer-title">{t('promotions.offerTitle')}</h2>
      {children}
    </Card>
  );
};

/** The offer's body while it is read. */
export const PromotionOfferLoading = () => (
  <div className="omad-promotion-offer__body" aria-hidden="true">
    <Skeleton variant="text" width="60%" height={24} />
    <Skeleton variant="text" width="80%" />
    <OfferStateSkeleton />
  </div>
);
