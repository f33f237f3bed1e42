// The programmes (loyalty.getPrograms, guests too), as a query of the page's client: both
// programme pages read them, /loyalty/:sysname finding its own among them.
import { useQuery } from '@tanstack/react-query';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';

export const usePrograms = () => {
  const { api } = useRemoteProps();
  return useQuery(platformQuery(api, 'loyalty.getPrograms'));
};
