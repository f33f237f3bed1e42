// What /offers gives its head (usePageSeo), on the page and from its first screen alike.
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';

export const offersSeo = (t: TFunction): PageSeoInput => ({
  title: t('offers.title'),
  description: t('offers.seoDescription'),
});
