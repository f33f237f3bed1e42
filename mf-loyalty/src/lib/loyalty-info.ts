// The player's loyalty standing (loyalty.getInfo) through the page's query client: every page
// of this remote, its profile widget and any other region reading it share one answer. It is
// read again as a page mounts (points earned in a game since are there when the player comes
// back, the last answer shown meanwhile) and after anything that changes it: a purchase or a
// character chosen invalidates it. Guests have no standing: they are never asked for one.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { LoyaltyInfo } from '@omad/contract/api';
import { platformQuery, useRemoteProps, useSession } from '@omad/contract/remote';

/** The standing's read, or null for a guest (who has none). */
export type LoyaltyStanding = UseQueryResult<LoyaltyInfo, unknown> | null;

export const useLoyaltyStanding = (): LoyaltyStanding => {
  const { api } = useRemoteProps();
  const signedIn = useSession((state) => state.authenticated);
  const standing = useQuery({ ...platformQuery(api, 'loyalty.getInfo'), enabled: signedIn });
  return signedIn ? standing : null;
};
