// What the programme pages give their head (usePageSeo), on the page and from its first
// screen alike.
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';
import type { LoyaltyProgram } from '@omad/contract/api';
import type { LoyaltyConfig } from '@omad/contract/cms';

/** /loyalty: the CMS's programme title once read, else the remote's. */
export const loyaltySeo = (t: TFunction, config: LoyaltyConfig | null): PageSeoInput => ({
  title: config?.title ?? t('programme.title'),
  description: t('programme.seoDescription'),
});

/** What /loyalty/:sysname gives its head: the programme's own texts once found. */
export const programSeo = (
  t: TFunction,
  program: LoyaltyProgram | null,
  missing: boolean,
): PageSeoInput => ({
  title: program?.title ?? t('programme.title'),
  description: program?.description ?? t('programme.seoDescription'),
  noindex: missing,
});
