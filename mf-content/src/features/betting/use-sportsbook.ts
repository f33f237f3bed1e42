// Sportsbook detection (spec section 7): games.get with the sportsbook's sysname, taken from
// games-config (dgt_sportsbook by default). The answer says whether the platform has one.
import { useCallback, useEffect, useState } from 'react';
import type { Game } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';

export const DEFAULT_SPORTSBOOK_SYSNAME = 'dgt_sportsbook';

export type SportsbookState =
  | Readonly<{ status: 'loading' }>
  | Readonly<{ status: 'present'; game: Game }>
  | Readonly<{ status: 'absent' }>
  | Readonly<{ status: 'failed' }>;

export const useSportsbook = (): SportsbookState & { retry: () => void } => {
  const { api, cms, locale } = useRemoteProps();
  const [state, setState] = useState<SportsbookState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    const detect = async (): Promise<SportsbookState> => {
      const sysname = await cms.getGamesConfig().then(
        (config) => config.sportsbookSysname || DEFAULT_SPORTSBOOK_SYSNAME,
        () => DEFAULT_SPORTSBOOK_SYSNAME,
      );
      const page = await api.games.get({ sysname: [sysname] });
      const game = page.items.find((item) => item.sysname === sysname);
      return game ? { status: 'present', game } : { status: 'absent' };
    };
    detect()
      .then((next) => {
        if (!cancelled) setState(next);
      })
      .catch((error: unknown) => {
        console.error('[mf-content] sportsbook detection failed', error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [api, cms, locale, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
};
