// A tournament page's own part of the head: its title and summary, given by the page to
// usePageSeo and by its first screen to the edge alike.
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';
import type { Tournament } from '@omad/contract/api';
import { describedText } from '../../lib/description';

export const tournamentSeo = (t: TFunction, found: Tournament | null): PageSeoInput => {
  const title = found ? describedText(found.description, 'title') || found.sysname : '';
  return {
    title: title || t('title.tournament'),
    description: found
      ? describedText(found.description, 'summary')
      : t('tournaments.seoDescription'),
  };
};
