// What /promotions draws, without reading anything: the page's head over its list and the
// promo-code field, and the list of the current promotions (skeletons until they are read,
// the empty state when none runs). The page gives them its reads; the first screen
// (first-screen.tsx) a guest's view of the edge's read.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CmsPromotion } from '@omad/contract/cms';
import { Container, EmptyState } from '@omad/ui';
import { PageHead } from '../../lib/page-head';
import { TileGrid, TileSkeletons } from '../../lib/tile-grid';
import { isCurrent } from './current';
import { PromotionCard, PromotionCardSkeleton } from './promotion-card';
import '../../lib/page.css';
import './promotions.css';

/** The promotions running at `now`, in the CMS's order. */
export const currentOf = (promotions: readonly CmsPromotion[], now: number): CmsPromotion[] =>
  promotions.filter((promotion) => isCurrent(promotion, now));

export const PromotionsView = ({
  list,
  promoCode,
}: Readonly<{ list: ReactNode; promoCode: ReactNode }>) => {
  const { t } = useTranslation();
  return (
    <Container className="omad-loyalty-page" data-testid="promotions-page">
      <PageHead title={t('promotions.title')} lead={t('promotions.lead')} />
      {list}
      {/* Nothing here lists offers: what a code opens is named in its dialog and on /offers. */}
      {promoCode}
    </Container>
  );
};

/** The current promotions' cards; undefined while they are read. */
export const PromotionList = ({
  current,
}: Readonly<{ current: readonly CmsPromotion[] | undefined }>) => {
  const { t } = useTranslation();
  if (current && current.length === 0) {
    return (
      <EmptyState
        icon="gift"
        title={t('promotions.emptyTitle')}
        description={t('promotions.emptyText')}
      />
    );
  }
  return (
    <TileGrid label={t('promotions.list')} busy={!current}>
      {current ? (
        current.map((promotion) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} />
          </li>
        ))
      ) : (
        <TileSkeletons Skeleton={PromotionCardSkeleton} />
      )}
    </TileGrid>
  );
};
