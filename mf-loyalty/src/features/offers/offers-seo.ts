// What the offers pages give their head (usePageSeo), on the page and from its first screen
// alike.
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';
import type { OfferDescription } from '../../lib/offer-description';

/** /offers. */
export const offersSeo = (t: TFunction): PageSeoInput => ({
  title: t('offers.title'),
  description: t('offers.seoDescription'),
});

/** /offers/:id: the offer's own title, text (the offers' line when it has none) and picture. */
export const offerSeo = (t: TFunction, description: OfferDescription): PageSeoInput => ({
  title: description.title,
  description: description.text || t('offers.seoDescription'),
  ...(description.image ? { image: description.image } : {}),
});

/** /offers/:id of no offer: nothing to index. */
export const offerMissingSeo = (t: TFunction): PageSeoInput => ({
  title: t('offers.notFoundTitle'),
  noindex: true,
});
