// The home page's CMS blocks (`home-page`) in the page's language.
import { useQuery } from '@tanstack/react-query';
import type { HomePage } from '@omad/contract/cms';
import { cmsKey, useRemoteProps } from '@omad/contract/remote';
import { loggedRead } from '../../lib/logged-read';

export const useHomeBlocks = () => {
  const { cms } = useRemoteProps();
  return useQuery({
    queryKey: cmsKey('getHomePage'),
    queryFn: loggedRead('home blocks unavailable', () => cms.getHomePage()),
    select: (page: HomePage) => page.blocks,
  });
};
