// A promotion in the list: its picture, end date, title (the link to its page) and summary.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CmsPromotion } from '@omad/contract/cms';
import { formatDate } from '@omad/contract/format';
import { Badge, Skeleton } from '@omad/ui';
import { Tile, TileSkeleton } from '../../lib/tile';

export const PromotionCard = ({ promotion }: Readonly<{ promotion: CmsPromotion }>) => {
  const { t } = useTranslation();
  const titleId = `promotion-${promotion.slug}-title`;
  const to = `/promotions/${promotion.slug}`;
  const until = promotion.finishedAt ? formatDate(promotion.finishedAt) : '';
  return (
    <Tile
      testId={`promotion-${promotion.slug}`}
      titleId={titleId}
      image={promotion.image}
      badges={until ? <Badge tone="neutral">{t('promotions.until', { date: until })}</Badge> : null}
      title={promotion.title}
      to={to}
      text={promotion.summary}
    >
      <Link
        className="omad-loyalty-link omad-tile__more"
        to={to}
        aria-label={t('promotions.detailsOf', { title: promotion.title })}
      >
        {t('promotions.details')}
      </Link>
    </Tile>
  );
};

/** A card's shape while the promotions load. */
export const PromotionCardSkeleton = () => (
  <TileSkeleton>
    <Skeleton variant="text" width={90} />
  </TileSkeleton>
);
