// The CMS auth-config in the page's language, read once per page life for every menu banner
// (home and sidebar); the shell reads it again when the language changes (spec section 4).
import { useQuery } from '@tanstack/react-query';
import { cmsKey, useRemoteProps } from '@omad/contract/remote';
import { loggedRead } from './logged-read';

export const useAuthConfig = () => {
  const { cms } = useRemoteProps();
  return useQuery({
    queryKey: cmsKey('getAuthConfig'),
    queryFn: loggedRead('auth-config unavailable', () => cms.getAuthConfig()),
    staleTime: Infinity,
  });
};
