// The CMS's promotions in the page's language (every one, finished ones too: a finished
// promotion's address still shows it, marked as over), one query for both promotion pages.
import { useQuery } from '@tanstack/react-query';
import { cmsQuery, useRemoteProps } from '@omad/contract/remote';

export const usePromotions = () => {
  const { cms } = useRemoteProps();
  return useQuery(cmsQuery(cms, 'getPromotions'));
};
