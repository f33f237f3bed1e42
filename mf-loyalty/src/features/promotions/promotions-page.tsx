// /promotions: the CMS's current promotions (started, not finished), by position, each with its
// page; and the promo-code field for players (an invitation to register with one for guests).
import { useTranslation } from 'react-i18next';
import { usePageSeo } from '@omad/contract/remote';
import { LoadFailed } from '@omad/ui';
import { useOffersOptions } from '../../lib/offer-description';
import { PromoCodeForm } from '../../lib/promo-code-form';
import { promotionsSeo } from './promotions-seo';
import { PromotionList, PromotionsView, currentOf } from './promotions-view';
import { usePromotions } from './use-promotions';

export const PromotionsPage = () => {
  const { t } = useTranslation();
  const options = useOffersOptions();
  const promotions = usePromotions();
  usePageSeo(promotionsSeo(t));

  return (
    <PromotionsView
      list={
        !promotions.data && promotions.isError ? (
          <LoadFailed
            title={t('promotions.failedTitle')}
            description={t('promotions.failedText')}
            onRetry={() => void promotions.refetch()}
          />
        ) : (
          <PromotionList
            current={promotions.data ? currentOf(promotions.data, Date.now()) : undefined}
          />
        )
      }
      promoCode={<PromoCodeForm options={options} />}
    />
  );
};
