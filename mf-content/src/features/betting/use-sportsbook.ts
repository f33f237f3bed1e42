// Sportsbook detection (spec section 7): games.get with the sportsbook's sysname, taken from
// games-config (dgt_sportsbook by default). The answer is the sportsbook's game, or null when
// the platform has none.
import { useQuery } from '@tanstack/react-query';
import type { Api, Game } from '@omad/contract/api';
import type { CmsClient } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';
import { loggedRead } from '../../lib/logged-read';

export const DEFAULT_SPORTSBOOK_SYSNAME = 'dgt_sportsbook';

const detectSportsbook = async (api: Api, cms: CmsClient): Promise<Game | null> => {
  const sysname = await cms.getGamesConfig().then(
    (config) => config.sportsbookSysname || DEFAULT_SPORTSBOOK_SYSNAME,
    () => DEFAULT_SPORTSBOOK_SYSNAME,
  );
  const page = await api.games.get({ sysname: [sysname] });
  return page.items.find((item) => item.sysname === sysname) ?? null;
};

export const useSportsbook = () => {
  const { api, cms } = useRemoteProps();
  return useQuery({
    queryKey: ['mf-content.sportsbook'],
    queryFn: loggedRead('sportsbook detection failed', () => detectSportsbook(api, cms)),
  });
};
