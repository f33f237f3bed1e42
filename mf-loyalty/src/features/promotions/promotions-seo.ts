// What the promotions pages give their head (usePageSeo), on the page and from its first
// screen alike.
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';
import type { CmsPromotion } from '@omad/contract/cms';

/** /promotions. */
export const promotionsSeo = (t: TFunction): PageSeoInput => ({
  title: t('promotions.title'),
  description: t('promotions.seoDescription'),
});

/** /promotions/:id: the promotion's own title, summary and picture. */
export const promotionSeo = (promotion: CmsPromotion): PageSeoInput => ({
  title: promotion.title,
  description: promotion.summary,
  ...(promotion.image ? { image: promotion.image } : {}),
});

/** /promotions/:id of no promotion: nothing to index. */
export const promotionMissingSeo = (t: TFunction): PageSeoInput => ({
  title: t('promotions.notFoundTitle'),
  noindex: true,
});
