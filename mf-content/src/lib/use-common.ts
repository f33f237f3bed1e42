// The CMS `common` content in the page's language, read once per page life: the header, footer,
// sidebar, bottom menu and support contacts share one query (and one request).
import { useQuery } from '@tanstack/react-query';
import { cmsKey, useRemoteProps } from '@omad/contract/remote';
import { loggedRead } from './logged-read';

export const useCommon = () => {
  const { cms } = useRemoteProps();
  return useQuery({
    queryKey: cmsKey('getCommon'),
    queryFn: loggedRead('common content unavailable', () => cms.getCommon()),
    staleTime: Infinity,
  });
};
