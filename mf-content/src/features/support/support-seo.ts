// /support's own part of the head, given by the page and by its first screen alike.
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';

export const supportSeo = (t: TFunction<'content'>): PageSeoInput => ({
  title: t('services.support.title'),
  description: t('services.support.intro'),
});
