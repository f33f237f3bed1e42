// The CMS's promotions in the page's language (every one, finished ones too: a finished
// promotion's address still shows it, marked as over).
import { useLoad, useRemoteProps } from '@omad/contract/remote';

export const usePromotions = () => {
  const { cms, locale } = useRemoteProps();
  return useLoad(() => cms.getPromotions(), [cms, locale]);
};
